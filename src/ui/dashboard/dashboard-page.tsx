import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DASHBOARD_LINKS, instancePath } from '../../domain/dashboard/dashboard-links';
import type { DashboardSummary } from '../../domain/dashboard/dashboard.entity';
import { projectListPath, statusFilterOf } from '../../domain/projects/project-filter';
import { DashboardStore } from '../../stores/dashboard/dashboard.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { CompletedChart } from './completed-chart';
import { longDay, shortInstant } from './dashboard-dates';
import { DashboardDeliveries } from './dashboard-deliveries';
import { DashboardTasks } from './dashboard-tasks';
import { DashboardWidget, WidgetList } from './dashboard-widget';
import './dashboard.css';

function Widgets({ summary }: { summary: DashboardSummary }) {
  const open = summary.Tasks.reduce((n, g) => n + g.Count, 0);
  const completed = summary.CompletedWeeks.reduce((n, w) => n + w.Count, 0);
  return (
    <div className="dashboard__grid">
      <DashboardWidget
        id="tasks"
        title="My tasks"
        count={open}
        viewAll={{ to: DASHBOARD_LINKS.myOpenTasks, label: 'View all my open tasks' }}
      >
        <DashboardTasks groups={summary.Tasks} />
      </DashboardWidget>
      <DashboardWidget
        id="completed"
        title="Tasks completed per week"
        count={completed}
        viewAll={{ to: DASHBOARD_LINKS.myCompletedTasks, label: 'View my completed tasks' }}
      >
        <CompletedChart weeks={summary.CompletedWeeks} />
      </DashboardWidget>
      <DashboardWidget
        id="instances"
        title="Recent form instances"
        count={summary.InstanceCount}
        viewAll={{ to: DASHBOARD_LINKS.projects, label: 'View all projects and their forms' }}
      >
        <WidgetList empty="You have not saved a form instance yet. Open a project to fill in one of its forms.">
          {summary.Instances.map((i) => (
            <li key={i.InstanceId}>
              <Link to={instancePath(i.InstanceId)}>{i.Name}</Link>
              <span className="dashboard-list__meta">
                {i.ProjectName} · saved {shortInstant(i.UpdatedOn, summary.TimeZone)}
              </span>
            </li>
          ))}
        </WidgetList>
      </DashboardWidget>
      <DashboardWidget
        id="deliveries"
        title="My report deliveries"
        count={summary.DeliveryCount}
        viewAll={{ to: DASHBOARD_LINKS.reports, label: 'View all reports' }}
      >
        <DashboardDeliveries deliveries={summary.Deliveries} zone={summary.TimeZone} />
      </DashboardWidget>
      <DashboardWidget
        id="projects"
        title="Projects by status"
        count={summary.ProjectCount}
        viewAll={{ to: DASHBOARD_LINKS.projects, label: 'View all projects' }}
      >
        <WidgetList empty="You are in no project yet. An administrator can add you to a team that has one.">
          {summary.ProjectCount === 0
            ? []
            : summary.Projects.map((p) => (
                <li key={p.Status} className="dashboard-status-row">
                  <Link to={projectListPath(statusFilterOf(p.Status))}>{p.Label}</Link>
                  <span className="dashboard-status-row__count">{p.Count}</span>
                </li>
              ))}
        </WidgetList>
      </DashboardWidget>
    </div>
  );
}

/**
 * /dashboard (platform spec §2; docs/dashboard.md): a member's start of the day. Every widget reads one summary and
 * follows the hub: news of the member's tasks or deliveries reads it again, and the page says so to screen readers.
 */
export const DashboardPage = observer(function DashboardPage(_props: PageProps) {
  const store = useStore(DashboardStore);
  useEffect(() => {
    store.opened();
    return () => store.closed();
  }, [store]);
  const { state, summary, refreshes } = store;
  return (
    <section className="dashboard">
      <PageHeader title="Dashboard" crumbs={[]} />
      {summary && (
        <p className="dashboard__today">
          {longDay(summary.Today)}{' '}
          <span className="dashboard__zone">({summary.TimeZone.replace(/_/g, ' ')} time)</span>
        </p>
      )}
      <div role="status" className="visually-hidden">
        {refreshes > 0 ? `Dashboard updated (${refreshes}).` : ''}
      </div>
      {state === 'loading' && !summary && <p className="loading">Loading your dashboard…</p>}
      {state === 'failed' && (
        <div className="notice" role="alert">
          <p>Your dashboard could not be loaded.</p>
          <button type="button" className="button" onClick={store.retryClicked}>
            Try again
          </button>
        </div>
      )}
      {summary && <Widgets summary={summary} />}
    </section>
  );
});
