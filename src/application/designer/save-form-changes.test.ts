import { describe, expect, it } from 'vitest';
import { moveFieldToZone } from '../../domain/forms/designer/field-drop';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import type { Form } from '../../domain/forms/form.entity';
import { laidOut } from './designer-layout';
import { DesignerServer, failed, formWith, newLine, numberBox } from './designer-server.test-helper';
import { SaveFormChanges } from './save-form-changes.use-case';

const order = (form: Form) =>
  inLayoutOrder(form.Fields)
    .map((f) => f.FieldDefinitionId)
    .join(' ');

function setup(form = formWith(numberBox(1), numberBox(2), newLine(3), numberBox(4))) {
  const server = new DesignerServer(form);
  return { server, save: new SaveFormChanges(server, server), form };
}

describe('SaveFormChanges', () => {
  it('sends only the changed sequences for a move (UpdateFieldsOrder)', async () => {
    const { server, save, form } = setup();
    const moved = moveFieldToZone(form, 1, { kind: 'after', fieldId: 2 });
    if (!moved.ok) throw new Error(moved.message);
    const outcome = await save.run(form, laidOut(form, moved.plan.fields));
    expect(outcome.ok).toBe(true);
    expect(server.names()).toEqual(['fieldsetup/UpdateFieldsOrder']);
    expect(server.calls[0].body).toEqual([
      { FieldDefinitionId: 2, Sequence: 1 },
      { FieldDefinitionId: 1, Sequence: 2 },
    ]);
    expect(order(outcome.form)).toBe('2 1 3 4');
  });

  it('creates a new field, learns its real id and sends no order when the server placed it', async () => {
    const { server, save, form } = setup();
    const target = laidOut(form, [...form.Fields, numberBox(5, { Sequence: 5 })]);
    const outcome = await save.run(form, target);
    expect(server.names()).toEqual(['fieldsetup/create']);
    expect(outcome.renames).toEqual([[5, 500]]);
    expect(order(outcome.form)).toBe('1 2 3 4 500');
  });

  it('creates two fields whose provisional ids collide with the ids the server hands out', async () => {
    const { server, save, form } = setup();
    server.nextId = 5;
    // Provisional 6 is placed first, then 5: the server gives 5 to the first and 6 to the second.
    const target = laidOut(
      form,
      [...form.Fields, newLine(6), numberBox(5, { Name: 'Phone' })].map((f, i) => ({
        ...f,
        Sequence: i + 1,
      })),
    );
    const outcome = await save.run(form, target);
    expect(outcome.renames).toEqual([
      [6, 5],
      [5, 6],
    ]);
    expect(server.held.Fields.find((f) => f.FieldDefinitionId === 6)?.Name).toBe('Phone');
    expect(server.held.Fields.find((f) => f.FieldDefinitionId === 5)?.TypeId).toBe(newLine(5).TypeId);
  });

  it('removes a field, and sets restrictions on a created one', async () => {
    const { server, save, form } = setup();
    const permissions = { ...server.formPermissions, Restrictions: true };
    const target = laidOut(
      form,
      form.Fields.filter((f) => f.FieldDefinitionId !== 2).concat(numberBox(9, { Sequence: 9 })),
    );
    const outcome = await save.run(form, target, { permissions: new Map([[9, permissions]]) });
    expect(server.names()).toEqual(['fieldsetup/delete', 'fieldsetup/create', 'SetPermissions']);
    expect(server.fieldPermissions.get(500)?.Restrictions).toBe(true);
    expect(order(outcome.form)).toBe('1 3 4 500');
  });

  it('puts back row heights and column widths by position', async () => {
    const { server, save, form } = setup();
    const target = {
      ...form,
      Rows: form.Rows.map((row, i) => (i === 0 ? { ...row, Height: 90 } : row)),
      Columns: form.Columns.map((c) => ({ ...c, Width: 200 })),
    };
    await save.run(form, target);
    expect(server.names()).toEqual(['form/updaterows', 'form/updatecolumns']);
    expect(server.held.Rows[0].Height).toBe(90);
    expect(server.held.Columns.every((c) => c.Width === 200)).toBe(true);
  });

  it('stops at the first failure and says so', async () => {
    const { server, save, form } = setup();
    server.failNext = failed(500);
    const outcome = await save.run(
      form,
      laidOut(
        form,
        form.Fields.filter((f) => f.FieldDefinitionId !== 1),
      ),
    );
    expect(outcome.ok).toBe(false);
    expect(server.names()).toEqual(['fieldsetup/delete']);
  });

  it('sends nothing when nothing changed', async () => {
    const { server, save, form } = setup();
    const outcome = await save.run(form, form);
    expect(outcome).toMatchObject({ ok: true, renames: [] });
    expect(server.calls).toEqual([]);
  });
});
