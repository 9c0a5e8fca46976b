import { describe, expect, it } from 'vitest';
import {
  DesignerServer,
  formula,
  formWith,
  newLine,
  numberBox,
} from '../../application/designer/designer-server.test-helper';
import { ManageFormGroups } from '../../application/designer/manage-form-groups.use-case';
import { ManageForms } from '../../application/designer/manage-forms.use-case';
import { FakeDialogs, FakeNotifier, settle } from '../../application/testing/fakes';
import { DELETE_FIELD_CONFIRMATION } from '../../domain/forms/designer/designer-messages';
import { FieldType } from '../../domain/forms/form.entity';
import { FakeProjectGateway } from '../../application/projects/projects.test-kit';
import { designerHarness } from './designer.test-helper';
import { FormLibraryStore } from './form-library.store';

async function opened(form = formWith(numberBox(1), numberBox(2), newLine(3), formula(4, '_1 + _2'))) {
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const h = designerHarness(form, { dialogs, notifier });
  await h.page.open(7);
  return { ...h, dialogs, notifier };
}

const press = (key: string, extra: { ctrlKey?: boolean; shiftKey?: boolean } = {}) => ({ key, ...extra });

describe('the keyboard path', () => {
  it('moves the focus with the arrows, over a field and onto the empty cells after a row', async () => {
    const { keyboard } = await opened();
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 1 });
    expect(keyboard.keyPressed(press('ArrowRight'))).toBe(true);
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 2 });
    keyboard.keyPressed(press('ArrowDown'));
    expect(keyboard.target).toEqual({ kind: 'cell', row: 2, col: 2 });
    keyboard.keyPressed(press('ArrowLeft'));
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 4 });
  });

  it('opens the field dialog with Enter and asks "Delete Field?" with Delete', async () => {
    const { keyboard, page, dialogs } = await opened();
    keyboard.keyPressed(press('Enter'));
    expect(page.view.dialog).toMatchObject({ kind: 'field', zone: null, field: { FieldDefinitionId: 1 } });
    expect(keyboard.keyPressed(press('ArrowRight'))).toBe(false);
    page.editor.dialogClosed();
    keyboard.keyPressed(press('Delete'));
    await settle();
    expect(dialogs.confirms.map((c) => c.title)).toEqual([DELETE_FIELD_CONFIRMATION.title]);
  });

  it('copies with Ctrl+C and pastes with Ctrl+V after the focused field, or on an empty cell', async () => {
    const { keyboard, server, notifier, editor } = await opened();
    keyboard.keyPressed(press('c', { ctrlKey: true }));
    await settle();
    expect(notifier.shown.pop()?.message).toBe('Field successfully copied to clipboard.');
    expect(editor.clipboard?.sourceFieldId).toBe(1);
    keyboard.keyPressed(press('v', { ctrlKey: true }));
    await settle();
    await settle();
    expect(server.held.Fields.filter((f) => f.Name === 'Number 1')).toHaveLength(2);
    keyboard.cellFocused({ row: 3, col: 1 });
    keyboard.keyPressed(press('v', { ctrlKey: true }));
    await settle();
    await settle();
    expect(server.held.Fields.filter((f) => f.Name === 'Number 1')).toHaveLength(3);
  });

  it("says Ctrl+C cannot copy where there is no field (a new line's place, empty cells)", async () => {
    const { keyboard, notifier, editor } = await opened();
    keyboard.cellFocused({ row: 2, col: 2 });
    keyboard.keyPressed(press('c', { ctrlKey: true }));
    await settle();
    expect(notifier.shown.pop()).toEqual({
      kind: 'error',
      message: 'Copying of new lines, empty fields and linked fields is not allowed.',
    });
    expect(editor.clipboard).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y; keys typed into an input are left alone', async () => {
    const { keyboard, editor, server, designer } = await opened();
    await editor.toolDropped(FieldType.Empty, { kind: 'after', fieldId: 4 });
    expect(keyboard.keyPressed({ key: 'z', ctrlKey: true, inEditable: true })).toBe(false);
    keyboard.keyPressed(press('z', { ctrlKey: true }));
    await settle();
    await settle();
    expect(server.held.Fields).toHaveLength(4);
    keyboard.keyPressed(press('y', { ctrlKey: true }));
    await settle();
    await settle();
    expect(server.held.Fields).toHaveLength(5);
    expect(designer.canUndo).toBe(true);
  });

  it('adds a toolbar field after the focused field', async () => {
    const { keyboard, server } = await opened();
    keyboard.cellFocused({ row: 1, col: 2 });
    await keyboard.toolActivated(FieldType.NewLine);
    expect(server.held.Fields.map((f) => f.FieldDefinitionId)).toEqual([1, 2, 500, 3, 4]);
  });
});

describe('fill mode and the page guide', () => {
  it('leaving edit mode calculates every formula from the values typed', async () => {
    const { page, preview, time } = await opened();
    page.editModeChanged(false);
    expect(preview.fields.formulas.get(4)?.display).toBe('0.00');
    preview.fieldChanged(1, '2');
    preview.fieldChanged(2, '3');
    time.advance(500);
    expect(preview.fields.formulas.get(4)?.display).toBe('5.00');
    page.editModeChanged(true);
    expect(preview.fields.values.size).toBe(0);
  });

  it('breaks pages from the row heights until the print guides are recalculated', async () => {
    const { page, designer } = await opened();
    expect(page.pageBreaks).toEqual([]);
    designer.view.setGuidesChecked(false);
    expect(page.view.rulersShown(designer.form?.Options)).toBe(false);
    page.printGuidesMeasured([600, 600]);
    expect(page.pageBreaks).toEqual([600]);
  });

  it('is dirty while a change is on its way', async () => {
    const { page, editor } = await opened();
    const moving = editor.fieldDropped(2, { kind: 'before', fieldId: 1 });
    expect(page.isDirty()).toBe(true);
    await moving;
    expect(page.isDirty()).toBe(false);
  });
});

describe('FormLibraryStore', () => {
  const projects = new FakeProjectGateway();

  it('loads groups and projects, answers a message for a bad name, and reloads after a change', async () => {
    const server = new DesignerServer(formWith());
    server.groups = [
      {
        GroupId: 20,
        Name: 'Inspections',
        Forms: [{ FormId: 7, FormName: 'Test form', GroupId: 20, FieldCount: 0, ProjectIds: [100, 5] }],
      },
    ];
    const dialogs = new FakeDialogs();
    const library = new FormLibraryStore(
      new ManageFormGroups(server, dialogs),
      new ManageForms(server, projects, dialogs),
    );
    await library.load();
    expect(library.form(7)?.FormName).toBe('Test form');
    expect(library.projectName(100)).toBe('Office Renovation');
    expect(library.projectName(5)).toBe('Project 5');
    // Project 5 is not one the user may open: no link to a 403, and not its name either.
    expect(library.linkedProjects([100, 5])).toEqual({
      open: [{ id: 100, name: 'Office Renovation' }],
      hidden: 1,
    });
    expect(await library.createGroup(' ')).toBe('Required!');
    expect(await library.renameGroup(20, 'Checks')).toBeNull();
    expect(server.names().filter((name) => name === 'form/list')).toHaveLength(2);
  });
});
