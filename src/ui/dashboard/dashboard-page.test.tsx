import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadDashboard } from '../../application/dashboard/load-dashboard.use-case';
import { FakeHub, failure, ok } from '../../application/testing/fakes';
import type { DashboardSummary } from '../../domain/dashboard/dashboard.entity';
import type { DashboardGateway } from '../../ports/dashboard-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { Scheduler } from '../../ports/scheduler.port';
import { DashboardStore } from '../../stores/dashboard/dashboard.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { DashboardPage } from './dashboard-page';

afterEach(cleanup);
// jsdom has no canvas: the chart module finds no 2D context and leaves the figures to the table.
HTMLCanvasElement.prototype.getContext = () => null;

const SUMMARY: DashboardSummary = {
  Today: '2026-11-30',
  TimeZone: 'America/Los_Angeles',
  Tasks: [
    {
      Kind: 'overdue',
      Count: 6,
      Items: [1, 2, 3, 4, 5].map((n) => ({
        TaskId: 860 + n,
        Title: `Late task ${n}`,
        DueDate: '2026-11-2' + n,
        ProjectName: n === 1 ? 'Office Renovation' : null,
      })),
    },
    { Kind: 'today', Count: 0, Items: [] },
    {
      Kind: 'week',
      Count: 1,
      Items: [
        { TaskId: 800, Title: 'Order floor tiles', DueDate: '2026-12-04', ProjectName: 'Office Renovation' },
      ],
    },
  ],
  InstanceCount: 1,
  Instances: [
    {
      InstanceId: 303,
      Name: 'Expense Claim',
      ProjectName: 'Annual Report',
      UpdatedOn: '2026-11-27T17:45:00Z',
    },
  ],
  DeliveryCount: 0,
  Deliveries: [],
  ProjectCount: 3,
  Projects: [
    { Status: 0, Label: 'Active', Count: 2 },
    { Status: 100, Label: 'Closed', Count: 1 },
  ],
  CompletedWeeks: [
    { WeekStart: '2026-11-16', Count: 2 },
    { WeekStart: '2026-11-23', Count: 1 },
  ],
};

const immediately: Scheduler = {
  after: (_ms, task) => {
    const id = setTimeout(task, 0);
    return () => clearTimeout(id);
  },
};

function renderDashboard(answers: Array<HttpResult<DashboardSummary>>) {
  let calls = 0;
  const gateway: DashboardGateway = {
    summary: async () => {
      calls += 1;
      return answers.shift() ?? ok(SUMMARY);
    },
  };
  const hub = new FakeHub();
  const store = new DashboardStore(new LoadDashboard(gateway), hub, immediately);
  const { stores } = testStores();
  const match = { route: { id: 'dashboard' }, params: {}, path: '/dashboard', query: {} };
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage match={match as never} /> },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { hub, router, calls: () => calls };
}

describe('/dashboard', () => {
  it('shows each widget with its heading, count, first five items, an empty state and a View all link', async () => {
    const { router } = renderDashboard([]);
    const tasks = await screen.findByRole('region', { name: 'My tasks 7' });
    expect(within(tasks).getByRole('heading', { name: 'Overdue 6' })).toBeTruthy();
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Late task 1',
      'Late task 2',
      'Late task 3',
      'Late task 4',
      'Late task 5',
      'Order floor tiles',
      'View all my open tasks',
    ]);
    expect(within(tasks).getByText('and 1 more')).toBeTruthy();
    expect(within(tasks).getByText('Nothing is due today.')).toBeTruthy();
    expect(within(tasks).getByText('Due Dec 4 · Office Renovation')).toBeTruthy();
    expect(within(tasks).getByRole('link', { name: 'View all my open tasks' }).getAttribute('href')).toBe(
      '/task/list?assignee=mine',
    );
    const deliveries = screen.getByRole('region', { name: 'My report deliveries 0' });
    expect(within(deliveries).getByText(/No scheduled report is delivered to you/)).toBeTruthy();
    // Each status row opens the project list on that status, not on its default (Active).
    const projects = screen.getByRole('region', { name: 'Projects by status 3' });
    expect(
      within(projects)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Active', '/project/list'],
      ['Closed', '/project/list?status=100'],
      ['View all projects', '/project/list'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Expense Claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forminstance/303'));
  });

  it('shows Overdue in the danger colour only when a task is overdue', async () => {
    const noneLate = {
      ...SUMMARY,
      Tasks: SUMMARY.Tasks.map((g) => (g.Kind === 'overdue' ? { ...g, Count: 0, Items: [] } : g)),
    };
    renderDashboard([ok(noneLate)]);
    const tasks = await screen.findByRole('region', { name: 'My tasks 1' });
    const overdue = within(tasks).getByRole('heading', { name: 'Overdue 0' });
    expect(overdue.parentElement?.className).not.toContain('dashboard-tasks__group--late');
    expect(within(tasks).getByText('Nothing overdue. Well done.')).toBeTruthy();
    cleanup();
    renderDashboard([]);
    const late = await screen.findByRole('heading', { name: 'Overdue 6' });
    expect(late.parentElement?.className).toContain('dashboard-tasks__group--late');
  });

  it('keeps a table of the weekly completions, and shows it instead of the chart from a keyboard button', async () => {
    renderDashboard([]);
    const chart = await screen.findByRole('region', { name: 'Tasks completed per week 3' });
    const table = within(chart).getByRole('table', { name: /Tasks you completed per week/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Week ofCompleted', 'Nov 162', 'Nov 231']);
    expect(within(chart).getByTestId('completed-table').className).toBe('visually-hidden');
    const toggle = within(chart).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(chart).getByTestId('completed-table').className).toBe('bar-chart__shown');
    expect(within(chart).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('reads the summary again after news from the hub, and says so to screen readers', async () => {
    const later: DashboardSummary = {
      ...SUMMARY,
      Tasks: SUMMARY.Tasks.map((g) =>
        g.Kind === 'today'
          ? {
              ...g,
              Count: 1,
              Items: [{ TaskId: 900, Title: 'Call the client', DueDate: '2026-11-30', ProjectName: null }],
            }
          : g,
      ),
    };
    const { hub, calls } = renderDashboard([ok(SUMMARY), ok(later)]);
    await screen.findByText('Nothing is due today.');
    hub.push({ Listener: 'somethingElse', Data: {} });
    hub.push({ Listener: 'dashboardChanged', Data: { Reason: 'task' } });
    expect(await screen.findByRole('link', { name: 'Call the client' })).toBeTruthy();
    expect(calls()).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Dashboard updated (1).');
  });

  it('offers to try again when the summary cannot be read', async () => {
    renderDashboard([failure(500)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your dashboard could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'My tasks 7' })).toBeTruthy();
  });
});
