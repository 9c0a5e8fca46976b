import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNavigator, FakeNotifier, failure } from '../testing/fakes';
import { FakeFormInstanceGateway } from '../form-instance/form-instance.test-kit';
import { CreateFormInstance, EMPTY_GROUP_MESSAGE } from './create-form-instance.use-case';
import { CreateProject } from './create-project.use-case';
import { ListProjects } from './list-projects.use-case';
import { ShowProjectDetails } from './show-project-details.use-case';
import { FakeProjectGateway, catalogue, fakeFormsGateway } from './projects.test-kit';

let projects: FakeProjectGateway;
let navigator: FakeNavigator;
beforeEach(() => {
  projects = new FakeProjectGateway();
  navigator = new FakeNavigator();
});

it('lists projects, newest first', async () => {
  const list = await new ListProjects(projects).run();
  expect(list?.map((p) => p.ProjectId)).toEqual([102, 100]);
});

describe('creating a project', () => {
  const create = () => new CreateProject(projects, navigator);
  it.each([
    ['an empty name', '', '', { name: 'Required!' }],
    ['a blank name', '   ', '', { name: 'Required!' }],
    ['a name of 255 characters', 'x'.repeat(255), '', { name: 'Max characters length (254) exceeded!' }],
    [
      'a description of 2001 characters',
      'Bridge',
      'x'.repeat(2001),
      { description: 'Max characters length (2000) exceeded!' },
    ],
  ])('refuses %s without calling the server', async (_name, name, description, fieldErrors) => {
    expect(await create().run(name, description)).toEqual({ ok: false, fieldErrors, message: null });
    expect(projects.created).toEqual([]);
  });

  it('creates a project of 254 characters and opens it', async () => {
    const result = await create().run(` ${'x'.repeat(254)} `, ' Notes ');
    expect(result.ok).toBe(true);
    expect(projects.created).toEqual([{ name: 'x'.repeat(254), description: 'Notes' }]);
    expect(navigator.history).toEqual(['/project/details/103']);
  });

  it("shows the server's reason for a refused project", async () => {
    projects.createStatus = 400;
    expect(await create().run('Bridge', '')).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'A project with this name already exists.',
    });
    expect(navigator.history).toEqual([]);
  });
});

describe('project details', () => {
  it('lists the instances, most recently updated first, and the groups that hold forms', async () => {
    const page = await new ShowProjectDetails(projects, fakeFormsGateway()).run(100);
    expect(page?.project.Instances.map((i) => i.InstanceId)).toEqual([300, 301]);
    expect(page?.groups).toEqual([catalogue[0]]);
  });

  it('is null for an unknown project; without the catalogue it still lists the instances', async () => {
    expect(await new ShowProjectDetails(projects, fakeFormsGateway()).run(999)).toBeNull();
    const page = await new ShowProjectDetails(projects, fakeFormsGateway(failure(500))).run(100);
    expect(page?.groups).toEqual([]);
  });
});

describe('creating a form instance', () => {
  const instances = new FakeFormInstanceGateway();
  it('from a form (CloneForm) opens the new instance', async () => {
    expect(
      await new CreateFormInstance(instances, navigator, new FakeNotifier()).run(100, {
        kind: 'form',
        formId: 200,
      }),
    ).toEqual([304]);
    expect(navigator.history).toEqual(['/forminstance/304']);
  });

  it('from a group (CloneFormGroup) opens the first new instance', async () => {
    expect(
      await new CreateFormInstance(instances, navigator, new FakeNotifier()).run(100, {
        kind: 'group',
        groupId: 20,
      }),
    ).toEqual([305, 306]);
    expect(navigator.history).toEqual(['/forminstance/305']);
  });

  it('from a group without forms says so and stays', async () => {
    const empty = new FakeFormInstanceGateway();
    empty.cloneFormGroup = async () => ({ ok: true, status: 200, data: { InstanceIds: [] } });
    const notifier = new FakeNotifier();
    expect(
      await new CreateFormInstance(empty, navigator, notifier).run(100, { kind: 'group', groupId: 22 }),
    ).toEqual([]);
    expect(notifier.shown).toEqual([{ kind: 'warning', message: EMPTY_GROUP_MESSAGE }]);
    expect(navigator.history).toEqual([]);
  });
});
