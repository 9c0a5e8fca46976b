import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFormInstanceGateway } from '../../application/form-instance/form-instance.test-kit';
import { CreateFormInstance } from '../../application/projects/create-form-instance.use-case';
import { CreateProject } from '../../application/projects/create-project.use-case';
import { ListProjects } from '../../application/projects/list-projects.use-case';
import { FakeProjectGateway, fakeFormsGateway } from '../../application/projects/projects.test-kit';
import { ShowProjectDetails } from '../../application/projects/show-project-details.use-case';
import { FakeDialogs, FakeNavigator, FakeNotifier, member } from '../../application/testing/fakes';
import { ManageProjectNotes } from '../../application/projects/manage-project-notes.use-case';
import {
  FakeNoteCategoryGateway,
  FakeProjectNoteGateway,
} from '../../application/projects/project-notes.test-kit';
import { ProjectNotesStore } from '../../stores/projects/project-notes.store';
import { ProjectSummariesStore } from '../../stores/projects/project-summaries.store';
import { FakeProjectSummaryGateway } from '../../application/projects/project-summaries.test-kit';
import { ShowProjectSummaries } from '../../application/projects/show-project-summaries.use-case';
import { ProjectCreateStore } from '../../stores/projects/project-create.store';
import { ProjectDetailsStore } from '../../stores/projects/project-details.store';
import { ProjectListStore } from '../../stores/projects/project-list.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { FORM_INSTANCE_PAGES } from '../form-instance/form-instance-pages';
import { provideFeatureLoader } from '../app/feature-pages';
import { taskStores } from '../testing/task-stores';

// The test's container already holds the forms modules: opening a page has nothing more to load.
provideFeatureLoader(async () => undefined);

afterEach(cleanup);

function openPage(
  routeId: string,
  path: string,
  params: Record<string, string> = {},
  projects = new FakeProjectGateway(),
) {
  const navigator = new FakeNavigator();
  const stores = new Map<unknown, unknown>([
    [ProjectListStore, new ProjectListStore(new ListProjects(projects))],
    [ProjectCreateStore, new ProjectCreateStore(new CreateProject(projects, navigator))],
    [
      ProjectDetailsStore,
      new ProjectDetailsStore(
        new ShowProjectDetails(projects, fakeFormsGateway()),
        new CreateFormInstance(new FakeFormInstanceGateway(), navigator, new FakeNotifier()),
      ),
    ],
    // The project's plan and its tasks (issue 14), and its notes (issue 35).
    ...taskStores(projects).entries,
    [
      ProjectNotesStore,
      new ProjectNotesStore(
        new ManageProjectNotes(
          new FakeProjectNoteGateway(),
          new FakeNoteCategoryGateway(),
          new FakeDialogs(),
        ),
      ),
    ],
    [
      ProjectSummariesStore,
      new ProjectSummariesStore(new ShowProjectSummaries(new FakeProjectSummaryGateway())),
    ],
  ]);
  const resolve = (<T,>(type: unknown) => stores.get(type) as T) as <T>(
    type: new (...args: never[]) => T,
  ) => T;
  const Page = FORM_INSTANCE_PAGES[routeId];
  const query = Object.fromEntries(new URL(path, 'http://localhost').searchParams);
  const view: ReactElement = <Page match={{ routeId, params, query } as never} />;
  const router = createMemoryRouter([{ path: '*', element: view }], { initialEntries: [path] });
  const { stores: platform } = testStores();
  // A member who may update projects (the plan's Edit is offered by what the user may do).
  platform.user.setUser(member);
  render(
    <StoresProvider stores={platform} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { projects, navigator, router };
}

describe('/project/list', () => {
  it('lists the projects with links to their details', async () => {
    openPage('project.list', '/project/list');
    const list = await screen.findByRole('list', { name: 'Projects' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Annual Report', '/project/details/102'],
      ['Office Renovation', '/project/details/100'],
    ]);
    expect(screen.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe('/project/');
  });

  it('opens on the status filter of its link (the dashboard\'s "Closed" row) and keeps a change in the link', async () => {
    const projects = new FakeProjectGateway();
    projects.projects[0] = { ...projects.projects[0]!, Status: 100 };
    const { router } = openPage('project.list', '/project/list?status=100', {}, projects);
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Office Renovation']);
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(status.selectedOptions[0]?.textContent).toBe('Closed');
    await userEvent.selectOptions(status, 'Active and Closed');
    expect(router.state.location.search).toBe('?status=-1');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    await userEvent.selectOptions(status, 'Active');
    expect(router.state.location.search).toBe('');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Annual Report']);
  });
});

describe('/project/ (create)', () => {
  it('says "Required!" for an empty name, tied to the field', async () => {
    const { projects } = openPage('project.create', '/project/');
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required!',
    );
    expect(projects.created).toEqual([]);
  });

  it('says "Max characters length (254) exceeded!" for a long name', async () => {
    openPage('project.create', '/project/');
    await userEvent.click(await screen.findByLabelText('Name'));
    await userEvent.paste('x'.repeat(255));
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByText('Max characters length (254) exceeded!')).toBeTruthy();
  });

  it('creates the project and opens it', async () => {
    const { projects, navigator } = openPage('project.create', '/project/');
    await userEvent.type(await screen.findByLabelText('Name'), 'Bridge Survey');
    await userEvent.type(screen.getByLabelText('Description'), 'North span');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(projects.created).toEqual([{ name: 'Bridge Survey', description: 'North span' }]);
    expect(navigator.history).toEqual(['/project/details/103']);
  });
});

describe('/project/details/{projectId}', () => {
  it('lists the instances and creates a new one from a form', async () => {
    const { navigator } = openPage('project.details', '/project/details/100', { projectId: '100' });
    const list = await screen.findByRole('list', { name: 'Form instances' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/forminstance/300', '/forminstance/301']);
    const create = screen.getByRole('button', { name: 'Create and open' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Form or form group'), 'Site Inspection');
    await userEvent.click(create);
    expect(navigator.history).toEqual(['/forminstance/304']);
  });

  it('shows the plan and edits it in place (issue 14)', async () => {
    const { projects } = openPage('project.details', '/project/details/100', { projectId: '100' });
    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Tasks' })).toBeTruthy();
    await userEvent.click(within(plan).getByRole('button', { name: 'Edit project' }));
    const form = screen.getByRole('form', { name: 'Edit project' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'Closed');
    await userEvent.selectOptions(await within(form).findByLabelText('Workflow'), 'Construction');
    expect((within(form).getByLabelText('Current status') as HTMLSelectElement).value).toBe('501');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Safety' }));
    await userEvent.type(within(form).getByLabelText('Start date'), '02/01/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save project' }));
    expect(projects.updates).toEqual([
      {
        ProjectId: 100,
        Name: 'Office Renovation',
        Description: 'Level 3',
        Status: 100,
        TagIds: [603],
        WorkflowId: 500,
        WorkflowStatusId: 501,
        StartDate: '2026-02-01',
        DeliveryEndDate: null,
      },
    ]);
  });

  it('offers no new form instance in a closed project, and says why (issue 32)', async () => {
    const projects = new FakeProjectGateway();
    projects.detailsStatus = 100;
    openPage('project.details', '/project/details/100', { projectId: '100' }, projects);
    expect(await screen.findByText('This project is closed. Reopen it to start forms in it.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New form instance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create and open' })).toBeNull();
  });

  it('says so when the project cannot be loaded', async () => {
    openPage('project.details', '/project/details/999', { projectId: '999' });
    expect(await screen.findByText('The project could not be loaded.')).toBeTruthy();
  });
});
