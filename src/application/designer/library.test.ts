import { describe, expect, it } from 'vitest';
import { FakeDialogs } from '../testing/fakes';
import { FakeProjectGateway } from '../projects/projects.test-kit';
import { DesignerServer, formWith } from './designer-server.test-helper';
import { checkLibraryName, NAME_REQUIRED, NAME_TOO_LONG } from './library-names';
import { GROUP_NOT_EMPTY, ManageFormGroups } from './manage-form-groups.use-case';
import { GROUP_REQUIRED, ManageForms } from './manage-forms.use-case';

const projects = new FakeProjectGateway();

async function answerNext(dialogs: FakeDialogs, value: boolean) {
  for (let i = 0; i < 10 && dialogs.confirms.length === 0; i++) await Promise.resolve();
  const [confirm] = dialogs.confirms.splice(0, 1);
  confirm.answer(value);
  return confirm;
}

describe('library names', () => {
  it('are trimmed, required and at most 254 characters', () => {
    expect(checkLibraryName('  Safety ')).toEqual({ ok: true, name: 'Safety' });
    expect(checkLibraryName('   ')).toEqual({ ok: false, message: NAME_REQUIRED });
    expect(checkLibraryName('x'.repeat(255))).toEqual({ ok: false, message: NAME_TOO_LONG });
    expect(NAME_TOO_LONG).toBe('Max characters length (254) exceeded!');
  });
});

describe('ManageFormGroups', () => {
  it('creates a group with the trimmed name, and sends nothing for an empty one', async () => {
    const server = new DesignerServer(formWith());
    const groups = new ManageFormGroups(server, new FakeDialogs());
    expect(await groups.create('')).toEqual({ ok: false, message: 'Required!' });
    expect(server.calls).toEqual([]);
    expect(await groups.create(' Safety ')).toMatchObject({ ok: true, value: { Name: 'Safety' } });
    expect(server.calls).toEqual([{ name: 'formgroup/create', body: 'Safety' }]);
  });

  it('refuses to delete a group that holds forms, and asks before deleting an empty one', async () => {
    const server = new DesignerServer(formWith());
    const dialogs = new FakeDialogs();
    const groups = new ManageFormGroups(server, dialogs);
    const form = { FormId: 7, FormName: 'F', GroupId: 3, FieldCount: 0, ProjectIds: [] };
    expect(await groups.remove({ GroupId: 3, Name: 'Full', Forms: [form] })).toEqual({
      ok: false,
      message: GROUP_NOT_EMPTY,
    });
    const removing = groups.remove({ GroupId: 4, Name: 'Empty', Forms: [] });
    const asked = await answerNext(dialogs, true);
    expect(asked.title).toBe('Delete Form Group?');
    expect(await removing).toEqual({ ok: true, value: 4 });
    expect(server.names()).toEqual(['formgroup/delete']);
  });
});

describe('ManageForms', () => {
  it('needs a group, and links each project once', async () => {
    const server = new DesignerServer(formWith());
    const forms = new ManageForms(server, projects, new FakeDialogs());
    expect(await forms.create({ FormName: 'Talk', GroupId: null, ProjectIds: [] })).toEqual({
      ok: false,
      message: GROUP_REQUIRED,
    });
    await forms.update(7, { FormName: ' Talk ', GroupId: 20, ProjectIds: [100, 100, 101] });
    expect(server.calls[0]).toEqual({
      name: 'form/update',
      body: { FormId: 7, FormName: 'Talk', GroupId: 20, ProjectIds: [100, 101] },
    });
  });

  it('does not delete when the user says no', async () => {
    const server = new DesignerServer(formWith());
    const dialogs = new FakeDialogs();
    const forms = new ManageForms(server, projects, dialogs);
    const removing = forms.remove({ FormId: 7, FormName: 'Talk' });
    expect((await answerNext(dialogs, false)).message).toBe(
      'The form "Talk" and its fields will be deleted. This cannot be undone.',
    );
    expect(await removing).toEqual({ ok: false, message: null });
    expect(server.calls).toEqual([]);
  });
});
