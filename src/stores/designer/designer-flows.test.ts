import { describe, expect, it } from 'vitest';
import {
  formula,
  formWith,
  newLine,
  numberBox,
} from '../../application/designer/designer-server.test-helper';
import { FakeDialogs, FakeNotifier, settle } from '../../application/testing/fakes';
import {
  DELETE_FIELD_CONFIRMATION,
  LINKED_FIELD_CONFIRMATION,
  LINKED_FIELD_PROGRESS_TEXT,
} from '../../domain/forms/designer/designer-messages';
import { FieldType, type Form } from '../../domain/forms/form.entity';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import { designerHarness } from './designer.test-helper';

const ids = (form: Form | null) =>
  inLayoutOrder(form?.Fields ?? [])
    .map((f) => (f.TypeId === FieldType.NewLine ? `|${f.FieldDefinitionId}` : `${f.FieldDefinitionId}`))
    .join(' ');

async function opened(form = formWith(numberBox(1), numberBox(2), newLine(3), numberBox(4))) {
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const h = designerHarness(form, { dialogs, notifier });
  await h.page.open(7);
  return { ...h, dialogs, notifier };
}

async function answer(dialogs: FakeDialogs, title: string, value: boolean) {
  for (let i = 0; i < 20 && !dialogs.confirms.some((c) => c.title === title); i++) await settle();
  const confirm = dialogs.confirms.find((c) => c.title === title);
  if (!confirm) throw new Error(`no "${title}" confirmation`);
  dialogs.confirms = dialogs.confirms.filter((c) => c !== confirm);
  confirm.answer(value);
  await settle();
}

describe('the designer: drops', () => {
  it('creates a new line at once, without the field dialog', async () => {
    const { editor, server, designer, page } = await opened();
    await editor.toolDropped(FieldType.NewLine, { kind: 'after', fieldId: 1 });
    expect(page.view.dialog).toBeNull();
    expect(server.names()).toContain('fieldsetup/create');
    expect(ids(designer.form)).toBe('1 |500 2 |3 4');
    expect(designer.undoLabel).toBe('Undo Add field');
  });

  it('opens the field dialog (mode 1, create) for a text box, then places what it saves', async () => {
    const { editor, server, designer, page } = await opened();
    await editor.toolDropped(FieldType.TextBox, { kind: 'rowEnd', row: 2 });
    const dialog = page.view.dialog;
    expect(dialog?.kind).toBe('field');
    if (dialog?.kind !== 'field') return;
    expect(designer.form?.Fields.some((f) => f.FieldDefinitionId === dialog.field.FieldDefinitionId)).toBe(
      false,
    );
    const result = await editor.fieldDialogSaved({ ...dialog.field, Name: 'Phone' });
    expect(result).toEqual({ fieldDefinitionId: 500 });
    expect(ids(server.held)).toBe('1 2 |3 4 500');
    expect(server.held.Fields.find((f) => f.FieldDefinitionId === 500)?.Name).toBe('Phone');
  });

  it('asks before a linked field, and shows the progress dialog for 3 seconds after its save', async () => {
    const { editor, dialogs, page, time } = await opened();
    const dropped = editor.toolDropped(FieldType.LinkedField, { kind: 'after', fieldId: 4 });
    await answer(dialogs, LINKED_FIELD_CONFIRMATION.title, true);
    await dropped;
    const dialog = page.view.dialog;
    if (dialog?.kind !== 'field') throw new Error('no field dialog');
    await editor.fieldDialogSaved({ ...dialog.field, ParentFieldDefinitionId: 77 });
    expect(page.view.progress).toBe(LINKED_FIELD_PROGRESS_TEXT);
    time.advance(2999);
    expect(page.view.progress).toBe(LINKED_FIELD_PROGRESS_TEXT);
    time.advance(1);
    expect(page.view.progress).toBeNull();
  });

  it('does nothing when the linked-field question is answered no', async () => {
    const { editor, dialogs, page, server } = await opened();
    const dropped = editor.toolDropped(FieldType.LinkedField, { kind: 'after', fieldId: 4 });
    await answer(dialogs, LINKED_FIELD_CONFIRMATION.title, false);
    await dropped;
    expect(page.view.dialog).toBeNull();
    expect(server.names()).toEqual(['form', 'fieldsetup/GetTemplates']);
  });

  it('moves a field and sends only the changed sequences', async () => {
    const { editor, server, designer } = await opened();
    await editor.fieldDropped(4, { kind: 'before', fieldId: 1 });
    expect(ids(designer.form)).toBe('4 1 2 |3');
    const order = server.calls.find((c) => c.name === 'fieldsetup/UpdateFieldsOrder')?.body as Array<{
      FieldDefinitionId: number;
    }>;
    expect([...order].sort((a, b) => a.FieldDefinitionId - b.FieldDefinitionId)).toEqual([
      { FieldDefinitionId: 1, Sequence: 2 },
      { FieldDefinitionId: 2, Sequence: 3 },
      { FieldDefinitionId: 3, Sequence: 4 },
      { FieldDefinitionId: 4, Sequence: 1 },
    ]);
  });

  it('refuses a move that would make formulas cyclic, with the exact toast, and sends nothing', async () => {
    const form = formWith(numberBox(1), formula(2, 'SUM(R1C1:R1C3)'), newLine(3), formula(4, '_2 + 1'));
    const { editor, server, notifier, designer } = await opened(form);
    const before = server.calls.length;
    await editor.fieldDropped(4, { kind: 'after', fieldId: 2 });
    expect(notifier.shown).toContainEqual({
      kind: 'error',
      message:
        'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.',
    });
    expect(server.calls.length).toBe(before);
    expect(ids(designer.form)).toBe('1 2 |3 4');
  });
});

describe('the designer: delete, copy and paste', () => {
  it('asks "Delete Field?" and deletes on yes', async () => {
    const { editor, dialogs, server } = await opened();
    const deleting = editor.deleteRequested(2);
    await answer(dialogs, DELETE_FIELD_CONFIRMATION.title, true);
    await deleting;
    expect(ids(server.held)).toBe('1 |3 4');
  });

  it('keeps the field when "Delete Field?" is answered no', async () => {
    const { editor, dialogs, server } = await opened();
    const deleting = editor.deleteRequested(2);
    await answer(dialogs, DELETE_FIELD_CONFIRMATION.title, false);
    await deleting;
    expect(server.names()).not.toContain('fieldsetup/delete');
  });

  it('refuses to copy a new line, copies a text box with its restrictions and pastes it after another field', async () => {
    const { editor, notifier, server } = await opened();
    server.fieldPermissions.set(1, { ...server.formPermissions, Restrictions: true, RestrictedView: true });
    await editor.copyRequested(3);
    expect(notifier.shown.pop()).toEqual({
      kind: 'error',
      message: 'Copying of new lines, empty fields and linked fields is not allowed.',
    });
    await editor.copyRequested(1);
    expect(notifier.shown.pop()).toEqual({
      kind: 'info',
      message: 'Field successfully copied to clipboard.',
    });
    await editor.pasteRequested(4);
    expect(ids(server.held)).toBe('1 2 |3 4 500');
    expect(server.fieldPermissions.get(500)?.RestrictedView).toBe(true);
    editor.clearClipboard();
    expect(notifier.shown.pop()).toEqual({ kind: 'info', message: 'Field removed from clipboard.' });
    expect(editor.clipboard).toBeNull();
  });
});

describe('the designer: rows, columns and sizes', () => {
  it('duplicates a row and applies the server form; an undo takes the copy away', async () => {
    const { grid, server, designer } = await opened();
    const errors = await grid.duplicate({
      SourceType: 0,
      SourceIndex: 1,
      TargetIndex: 2,
      IgnoreLinkedFields: false,
    });
    expect(errors).toEqual([]);
    expect(designer.form?.Fields.length).toBe(server.held.Fields.length);
    expect(designer.grid.rowCount).toBeGreaterThanOrEqual(3);
    await grid.undo();
    expect(ids(server.held)).toBe('1 2 |3 4');
  });

  it('lists the errors the server returns and keeps the form', async () => {
    const { grid, server, designer } = await opened();
    server.rowColumnErrors = ['Row 9 has no fields to duplicate.'];
    const before = designer.form;
    expect(
      await grid.duplicate({ SourceType: 0, SourceIndex: 1, TargetIndex: 0, IgnoreLinkedFields: false }),
    ).toEqual(['Row 9 has no fields to duplicate.']);
    expect(designer.form).toBe(before);
    expect(designer.canUndo).toBe(false);
  });

  it('removes rows', async () => {
    const { grid, server } = await opened();
    expect(await grid.remove({ SourceType: 0, SourceIndices: [1] })).toEqual([]);
    expect(ids(server.held)).toBe('4');
  });

  it('shows a column width at once and saves it 500 ms after the last change, in one call', async () => {
    const { grid, designer, server, time } = await opened();
    const columnId = designer.form?.Columns[0].ColumnId as number;
    grid.columnResized(columnId, 240);
    grid.columnResized(columnId, 260);
    expect(designer.form?.Columns[0].Width).toBe(260);
    expect(designer.isDirty()).toBe(true);
    time.advance(499);
    expect(server.names()).not.toContain('form/updatecolumns');
    time.advance(1);
    await settle();
    expect(server.calls.filter((c) => c.name === 'form/updatecolumns')).toHaveLength(1);
    expect(server.held.Columns[0].Width).toBe(260);
    expect(designer.isDirty()).toBe(false);
  });

  it('keeps column widths at most 1920 px and rows at their clamp', async () => {
    const { grid, designer } = await opened();
    grid.columnResized(designer.form?.Columns[0].ColumnId as number, 5000);
    expect(designer.form?.Columns[0].Width).toBe(1920);
    grid.rowResized(designer.form?.Rows[0].RowId as number, 5);
    expect(designer.form?.Rows[0].Height).toBe(20);
  });
});

describe('the designer: undo and redo', () => {
  it('undoes an added field on the server and redoes it under a new id', async () => {
    const { editor, grid, server, designer } = await opened();
    await editor.toolDropped(FieldType.Empty, { kind: 'after', fieldId: 4 });
    expect(ids(server.held)).toBe('1 2 |3 4 500');
    await grid.undo();
    expect(ids(server.held)).toBe('1 2 |3 4');
    expect(designer.canRedo).toBe(true);
    await grid.redo();
    expect(ids(server.held)).toBe('1 2 |3 4 501');
    expect(ids(designer.form)).toBe('1 2 |3 4 501');
  });

  it('undoes a delete by creating the field again, then a move of it still works', async () => {
    const { editor, grid, server, dialogs } = await opened();
    const deleting = editor.deleteRequested(1);
    await answer(dialogs, DELETE_FIELD_CONFIRMATION.title, true);
    await deleting;
    await grid.undo();
    expect(ids(server.held)).toBe('500 2 |3 4');
    // Stored under a new id, it keeps the number formulas and its badge show: F1 (its old id, as it had none).
    expect(server.held.Fields.find((f) => f.FieldDefinitionId === 500)?.FieldNumber).toBe(1);
    await grid.redo();
    expect(ids(server.held)).toBe('2 |3 4');
  });

  it('keeps the focus ring on the field an undo or redo changes, not on the cell it left', async () => {
    const { editor, grid, keyboard, designer } = await opened();
    keyboard.cellFocused({ row: 1, col: 2 });
    await editor.fieldDropped(1, { kind: 'after', fieldId: 2 });
    expect(ids(designer.form)).toBe('2 1 |3 4');
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 1 });
    await grid.undo();
    expect(ids(designer.form)).toBe('1 2 |3 4');
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 1 });
    keyboard.cellFocused({ row: 2, col: 1 });
    await grid.redo();
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 1 });
  });

  it('puts the focus ring on a field an undo brings back under its new id', async () => {
    const { editor, grid, keyboard, dialogs, designer } = await opened();
    keyboard.cellFocused({ row: 2, col: 1 });
    const deleting = editor.deleteRequested(2);
    await answer(dialogs, DELETE_FIELD_CONFIRMATION.title, true);
    await deleting;
    await grid.undo();
    expect(ids(designer.form)).toBe('1 500 |3 4');
    expect(keyboard.target).toEqual({ kind: 'field', fieldId: 500 });
    expect(designer.view.focusRequest).toBe(0);
    await grid.redo(true);
    expect(keyboard.target).toEqual({ kind: 'cell', row: 1, col: 2 });
    expect(designer.view.focusRequest).toBe(1);
  });

  it('undoes a column resize at once', async () => {
    const { grid, designer, server } = await opened();
    const columnId = designer.form?.Columns[0].ColumnId as number;
    grid.columnResized(columnId, 300);
    await grid.undo();
    expect(server.held.Columns[0].Width).toBe(180);
    expect(designer.form?.Columns[0].Width).toBe(180);
  });

  it('undoes Form Settings: options and restrictions', async () => {
    const { grid, server, notifier } = await opened();
    const restricted = { ...server.formPermissions, Restrictions: true, RestrictedInput: true };
    expect(await grid.settingsSaved({ Ruler: 1, Guide: 0 }, restricted)).toBeNull();
    expect(notifier.shown).toContainEqual({ kind: 'success', message: 'Form updated successfully.' });
    expect(server.held.Options).toEqual({ Ruler: 1, Guide: 0 });
    expect(server.formPermissions.RestrictedInput).toBe(true);
    await grid.undo();
    expect(server.held.Options).toEqual({ Ruler: 0, Guide: 1 });
    expect(server.formPermissions.Restrictions).toBe(false);
  });
});
