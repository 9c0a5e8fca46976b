import { describe, expect, it } from 'vitest';
import { FakeDialogs, FakeNavigator, FakeNotifier } from '../testing/fakes';
import { ManageProjectTags } from './manage-project-tags.use-case';
import { CATEGORY_DELETED, ManageTaskCategories } from './manage-task-categories.use-case';
import { ManageWorkflows, WORKFLOW_SAVED } from './manage-workflows.use-case';
import { FakeProjectTagGateway, FakeTaskCategoryGateway, FakeWorkflowGateway } from './setup.test-kit';

async function answerNext(dialogs: FakeDialogs, value: boolean) {
  for (let i = 0; i < 10 && dialogs.confirms.length === 0; i++) await Promise.resolve();
  const [confirm] = dialogs.confirms.splice(0, 1);
  confirm.answer(value);
  return confirm;
}

describe('workflows', () => {
  const setup = () => {
    const gateway = new FakeWorkflowGateway();
    const navigator = new FakeNavigator();
    const notifier = new FakeNotifier();
    const dialogs = new FakeDialogs();
    return {
      gateway,
      navigator,
      notifier,
      dialogs,
      workflows: new ManageWorkflows(gateway, dialogs, notifier, navigator),
    };
  };

  it('checks a workflow before sending it', async () => {
    const { workflows, gateway } = setup();
    const result = await workflows.save({ Name: ' ', WorkflowItems: [{ Name: 'Open' }, { Name: 'open' }] });
    expect(result).toEqual({
      ok: false,
      problems: { name: 'Required!', items: [undefined, 'Each status of a workflow needs its own name.'] },
      message: null,
    });
    expect(gateway.saved).toEqual([]);
  });

  it('creates a workflow, trimmed, and opens its page', async () => {
    const { workflows, gateway, navigator, notifier } = setup();
    const result = await workflows.save({
      Name: ' Audit ',
      WorkflowItems: [{ Name: ' Open ' }, { Name: 'Closed' }],
    });
    expect(result.ok).toBe(true);
    expect(gateway.saved).toEqual([{ Name: 'Audit', WorkflowItems: [{ Name: 'Open' }, { Name: 'Closed' }] }]);
    expect(navigator.history).toEqual(['/setup/workflow/details/530']);
    expect(notifier.shown).toEqual([{ kind: 'success', message: WORKFLOW_SAVED }]);
  });

  it("shows the server's reason when a status in use cannot go, and stays", async () => {
    const { workflows, gateway, navigator } = setup();
    const reason = '“Build” is the current status of 1 project. Move it to another status first.';
    gateway.refuse = reason;
    const result = await workflows.save({
      WorkflowId: 500,
      Name: 'Construction',
      WorkflowItems: [{ WorkflowStatusId: 501, Name: 'Planning' }],
    });
    expect(result).toEqual({ ok: false, problems: { items: [] }, message: reason });
    expect(navigator.history).toEqual([]);
  });

  it('deletes after confirming, or says why it cannot', async () => {
    const { workflows, gateway, dialogs } = setup();
    // In use by the list's count: said at once, without asking or calling the server.
    expect(await workflows.remove({ WorkflowId: 500, Name: 'Construction', ProjectCount: 2 })).toEqual({
      removed: false,
      message: 'This workflow is used by 2 projects. Give them another workflow first.',
    });
    expect(dialogs.confirms).toEqual([]);
    // Taken into use meanwhile: the server's reason.
    gateway.refuse = 'This workflow is used by 1 project. Give it another workflow first.';
    const refused = workflows.remove({ WorkflowId: 500, Name: 'Construction', ProjectCount: 0 });
    expect((await answerNext(dialogs, true)).title).toBe('Delete Workflow?');
    expect(await refused).toEqual({
      removed: false,
      message: 'This workflow is used by 1 project. Give it another workflow first.',
    });
    const removed = workflows.remove({ WorkflowId: 500, Name: 'Construction', ProjectCount: 0 });
    await answerNext(dialogs, true);
    expect(await removed).toEqual({ removed: true, message: null });
    expect(gateway.workflows).toEqual([]);
  });
});

describe('project tags', () => {
  it('checks the name and the colour, and tells a taken name', async () => {
    const gateway = new FakeProjectTagGateway();
    const tags = new ManageProjectTags(gateway, new FakeDialogs());
    expect(await tags.save(null, '', '#047857')).toEqual({ ok: false, message: 'Required!', field: 'name' });
    expect(await tags.save(null, 'Urgent', 'red')).toEqual({
      ok: false,
      message: 'Choose a colour.',
      field: 'color',
    });
    expect(await tags.save(null, 'safety', '#047857')).toEqual({
      ok: false,
      message: 'A project tag with this name already exists.',
    });
    expect(await tags.save(603, ' Site safety ', '#b91c1c')).toMatchObject({
      ok: true,
      tag: { Name: 'Site safety', Color: '#b91c1c' },
    });
  });

  it('says how many projects lose the tag before deleting it', async () => {
    const gateway = new FakeProjectTagGateway();
    const dialogs = new FakeDialogs();
    const removing = new ManageProjectTags(gateway, dialogs).remove(gateway.tags[0]!);
    expect((await answerNext(dialogs, true)).message).toBe(
      'The tag "Priority" will be deleted and taken off 1 project.',
    );
    expect(await removing).toBe(true);
    expect(gateway.calls).toEqual(['remove 600']);
  });
});

describe('task categories', () => {
  const setup = () => {
    const gateway = new FakeTaskCategoryGateway();
    const dialogs = new FakeDialogs();
    const navigator = new FakeNavigator();
    const notifier = new FakeNotifier();
    return {
      gateway,
      dialogs,
      navigator,
      notifier,
      categories: new ManageTaskCategories(gateway, dialogs, notifier, navigator),
    };
  };

  it('creates and renames with the specification’s name messages', async () => {
    const { categories, gateway } = setup();
    expect(await categories.save(null, 'x'.repeat(255))).toEqual({
      ok: false,
      message: 'Max characters length (254) exceeded!',
    });
    expect(await categories.save(null, ' Training ')).toMatchObject({
      ok: true,
      category: { Name: 'Training' },
    });
    expect(await categories.save(704, 'Meetings')).toMatchObject({ ok: true });
    expect(gateway.calls).toEqual(['create Training', 'rename 704 Meetings']);
  });

  it('moves the tasks of a category in use where the administrator chose, once they confirm how many move where', async () => {
    const { categories, gateway, dialogs, navigator, notifier } = setup();
    const category = gateway.categories[0]!;
    const removing = categories.remove(category, { categoryId: 704, name: 'Meeting' });
    const question = await answerNext(dialogs, true);
    expect(question.title).toBe('Delete Task Category?');
    expect(question.message).toBe(
      `The task category "${category.Name}" will be deleted. Its ${category.TaskCount} tasks will move to "Meeting".`,
    );
    expect(await removing).toBe(true);
    expect(gateway.calls).toEqual(['remove 700 to 704']);
    expect(navigator.history).toEqual(['/setup/tasks']);
    expect(notifier.shown).toEqual([{ kind: 'success', message: CATEGORY_DELETED }]);
  });

  it('deletes nothing when the administrator cancels the question of a category in use', async () => {
    const { categories, gateway, dialogs } = setup();
    const removing = categories.remove(gateway.categories[0]!, null);
    expect((await answerNext(dialogs, false)).message).toMatch(/will have no category\.$/);
    expect(await removing).toBe(false);
    expect(gateway.calls).toEqual([]);
  });

  it('confirms before deleting an unused category', async () => {
    const { categories, gateway, dialogs } = setup();
    const removing = categories.remove(gateway.categories[1]!, null);
    expect((await answerNext(dialogs, false)).title).toBe('Delete Task Category?');
    expect(await removing).toBe(false);
    expect(gateway.calls).toEqual([]);
  });
});
