import { describe, expect, it } from 'vitest';
import { emptyHistory, HistoryLabel, record } from '../../domain/forms/designer/designer-history';
import { editorFormulaOf } from '../../domain/forms/designer/formula-editor';
import type { Form, FieldValidation } from '../../domain/forms/form.entity';
import { laidOut } from './designer-layout';
import { DesignerServer, formWith, formula, numberBox } from './designer-server.test-helper';
import { SaveFormChanges } from './save-form-changes.use-case';
import { UndoRedo } from './undo-redo.use-case';

const QTY = 2001;
const PRICE = 2003;
const TOTAL = 2004;

/** Qty must not exceed Price: a condition of Price that compares with Qty. */
const comparesWithQty: FieldValidation = {
  ErrorMessage: 'Too many',
  FieldValidationGroups: [
    {
      FieldValidationConditions: [
        { SourceFieldDefinitionId: PRICE, CompareToFieldDefinitionId: QTY, Operator: 4 },
      ],
    },
  ],
} as unknown as FieldValidation;

/** Qty (F1), Price (F3, validated against Qty), Total = F1 * F3 stored with ids. */
function orderForm(): Form {
  return formWith(
    numberBox(QTY, { Name: 'Qty', FieldNumber: 1 }),
    numberBox(PRICE, { Name: 'Price', FieldNumber: 3, FieldValidation: comparesWithQty }),
    { ...formula(TOTAL, `_${QTY} * _${PRICE}`), Name: 'Total', FieldNumber: 4 },
  );
}

/** The designer's delete of Qty, sent and recorded as the store does. */
async function deletedQty() {
  const before = orderForm();
  const server = new DesignerServer(before);
  const save = new SaveFormChanges(server, server);
  const after = laidOut(
    before,
    before.Fields.filter((f) => f.FieldDefinitionId !== QTY),
  );
  const deleted = await save.run(before, after);
  const { history } = record(emptyHistory<Form>(), HistoryLabel.deleteField, before, after, undefined, QTY);
  server.calls = [];
  return { server, undoRedo: new UndoRedo(save), history, live: deleted.form };
}

const held = (server: DesignerServer, id: number) =>
  server.held.Fields.find((f) => f.FieldDefinitionId === id);

describe('UndoRedo of a deleted field that other fields refer to', () => {
  it('saves the formulas and validation conditions that named the field with its new id', async () => {
    const { server, undoRedo, history, live } = await deletedQty();
    const outcome = await undoRedo.undo(history, live);
    expect(outcome?.ok).toBe(true);
    const newId = server.held.Fields.find((f) => f.Name === 'Qty')?.FieldDefinitionId as number;
    expect(newId).not.toBe(QTY);
    expect(server.names()).toEqual(['fieldsetup/create', 'fieldsetup/update', 'fieldsetup/update']);
    // What the server holds: Total reads the new Qty, shown as F1 * F3 in the editor.
    expect(held(server, TOTAL)?.Formula).toBe(`_${newId} * _${PRICE}`);
    expect(editorFormulaOf(server.held, held(server, TOTAL) ?? {})).toBe('F1 * F3');
    const condition = held(server, PRICE)?.FieldValidation?.FieldValidationGroups[0]
      .FieldValidationConditions[0];
    expect(condition?.CompareToFieldDefinitionId).toBe(newId);
  });

  it('redoes the delete and undoes it again, the formula following the field each time', async () => {
    const { server, undoRedo, history, live } = await deletedQty();
    const undone = await undoRedo.undo(history, live);
    if (!undone) throw new Error('nothing undone');
    const redone = await undoRedo.redo(undone.history, undone.form);
    if (!redone) throw new Error('nothing redone');
    expect(server.held.Fields.some((f) => f.Name === 'Qty')).toBe(false);
    const again = await undoRedo.undo(redone.history, redone.form);
    expect(again?.ok).toBe(true);
    const newest = server.held.Fields.find((f) => f.Name === 'Qty')?.FieldDefinitionId as number;
    expect(held(server, TOTAL)?.Formula).toBe(`_${newest} * _${PRICE}`);
  });

  it('sends no update to fields that do not refer to the recreated field', async () => {
    const before = formWith(numberBox(1, { Name: 'Alone' }), numberBox(2), formula(3, '_2 * 2'));
    const server = new DesignerServer(before);
    const save = new SaveFormChanges(server, server);
    const after = laidOut(
      before,
      before.Fields.filter((f) => f.FieldDefinitionId !== 1),
    );
    const deleted = await save.run(before, after);
    const { history } = record(emptyHistory<Form>(), HistoryLabel.deleteField, before, after, undefined, 1);
    server.calls = [];
    await new UndoRedo(save).undo(history, deleted.form);
    expect(server.names()).toEqual(['fieldsetup/create']);
  });
});
