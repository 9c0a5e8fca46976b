import { inject, injectable } from 'inversify';
import { diffForms, sameValue } from '../../domain/forms/designer/form-diff';
import { remapFieldId } from '../../domain/forms/designer/field-id-remap';
import { fieldNumberOf } from '../../domain/forms/field-number';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { heightsToSend, widthsToSend } from './grid-sizes';

/**
 * Ids from here on are used while fields are renamed, never sent as a real reference (stored formulas
 * write ids as digits, so they must stay positive); no form comes near a billion fields.
 */
export const PARKING_ID = 1_000_000_000;

/** A field id the server replaced: the client's provisional id (or an id from an older snapshot) and the real one. */
export type IdRename = readonly [from: number, to: number];

export interface SaveOutcome {
  /** False when a call failed; the error catalogue has told the user. */
  readonly ok: boolean;
  /** The form as the server last answered (the `live` form when nothing was sent). */
  readonly form: Form;
  /** Provisional ids of created fields and the ids the server gave them, in the order created. */
  readonly renames: readonly IdRename[];
}

export interface SaveExtras {
  /** Restrictions to set on created fields, by their provisional id (a paste keeps the copied field's). */
  readonly permissions?: ReadonlyMap<number, Permissions>;
  /** Created fields are also saved as templates (the field dialog's option). */
  readonly saveAsTemplate?: boolean;
}

/**
 * Sends what turns the server's form (`live`) into `target`, the form the designer shows after an
 * operation, an undo or a redo: removed fields (`fieldsetup/delete`), new ones (`fieldsetup/create`,
 * the server gives the id), changed ones (`fieldsetup/update`), then only the Sequence values that
 * still differ from the server's answer (`UpdateFieldsOrder`), row heights and column widths by
 * position, and the name and options (`form/SetOptions`). Stops at the first failure.
 */
@injectable()
export class SaveFormChanges {
  constructor(
    @inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway,
    @inject(FormsGateway) private readonly forms: FormsGateway,
  ) {}

  async run(live: Form, target: Form, extras: SaveExtras = {}): Promise<SaveOutcome> {
    const diff = diffForms(live, target);
    let server = live;
    let wanted = target;
    const renames: IdRename[] = [];
    const stop = () => ({ ok: false, form: server, renames });
    const take = (result: HttpResult<{ form: Form }>) => {
      if (result.ok) server = result.data.form;
      return result.ok;
    };

    for (const id of diff.removed) if (!take(await this.fieldSetup.remove(id))) return stop();
    // Provisional ids (one above the highest in the form) can equal ids the server hands out: every
    // created field first gets a negative id, which no server id can be, then its real one.
    const created = inLayoutOrder(diff.created).map((field, index) => ({
      planned: field.FieldDefinitionId,
      temporary: -(index + 1),
    }));
    for (const { planned, temporary } of created) wanted = remapFieldId(wanted, planned, temporary);
    for (const { planned, temporary } of created) {
      const field = wanted.Fields.find((f) => f.FieldDefinitionId === temporary) as FieldDefinition;
      // The number goes with it, so a field an undo brings back keeps the F{n} formulas show for it (also one
      // stored before numbers existed, whose number was its old id).
      const FieldNumber = fieldNumberOf({ FieldDefinitionId: planned, FieldNumber: field.FieldNumber });
      const result = await this.fieldSetup.create({ ...field, FieldNumber }, extras.saveAsTemplate === true);
      if (!take(result) || !result.ok) return stop();
      const realId = result.data.field?.FieldDefinitionId ?? newIdIn(server, wanted);
      if (realId === undefined) return stop();
      renames.push([planned, realId]);
      wanted = remapFieldId(wanted, temporary, realId);
      const permissions = extras.permissions?.get(planned);
      if (permissions && !(await this.fieldSetup.setPermissions(realId, permissions)).ok) return stop();
    }
    for (const field of fieldsToUpdate(target, wanted, diff.updated, renames))
      if (!take(await this.fieldSetup.update(field))) return stop();

    const order = sequencesToSend(
      server,
      wanted,
      created.length > 0 || diff.removed.length > 0 ? undefined : diff.sequenceChanges,
    );
    if (order.length > 0 && !take(await this.fieldSetup.updateOrder(target.FormId, order))) return stop();

    const rows = heightsToSend(server, wanted);
    if (rows && !(await this.forms.updateRows(target.FormId, rows)).ok) return stop();
    if (rows) server = { ...server, Rows: rows };
    const columns = widthsToSend(server, wanted);
    if (columns && !(await this.forms.updateColumns(target.FormId, columns)).ok) return stop();
    if (columns) server = { ...server, Columns: columns };

    if (diff.optionsChanged) {
      const result = await this.forms.setOptions(target.FormId, wanted.FormName, wanted.Options);
      if (!result.ok) return stop();
      server = { ...server, FormName: wanted.FormName, Options: result.data };
    }
    return { ok: true, form: server, renames };
  }
}

/**
 * The fields to update, as `wanted` has them: those the change edited, and those the server kept that refer
 * to a field it created again under a new id (an undone delete). The server still holds the old id in their
 * formulas, validation conditions, nested-select conditions and mirror parents, so they are sent with the new one.
 */
function fieldsToUpdate(
  target: Form,
  wanted: Form,
  edited: readonly FieldDefinition[],
  renames: readonly IdRename[],
): FieldDefinition[] {
  const editedIds = new Set(edited.map((f) => f.FieldDefinitionId));
  // A created field's server id may equal another created field's provisional id in the target.
  const createdIds = new Set(renames.map(([, to]) => to));
  const planned = new Map(target.Fields.map((f) => [f.FieldDefinitionId, f]));
  return wanted.Fields.filter((field) => {
    const id = field.FieldDefinitionId;
    if (editedIds.has(id)) return true;
    const before = planned.get(id);
    return !createdIds.has(id) && before !== undefined && !sameValue(before, field);
  });
}

/** A create answered without the field: the id in the server's form that the target does not know. */
function newIdIn(server: Form, wanted: Form): number | undefined {
  const known = new Set(wanted.Fields.map((f) => f.FieldDefinitionId));
  // The other created fields have parking ids in `wanted` until their turn.
  const fresh = server.Fields.filter((f) => !known.has(f.FieldDefinitionId));
  return fresh.length === 1 ? fresh[0].FieldDefinitionId : undefined;
}

/**
 * The Sequence values to send: those of `wanted` that differ from what the server holds. When nothing
 * was created or removed, the server still holds `live`, and the diff's changes are exactly that.
 */
function sequencesToSend(
  server: Form,
  wanted: Form,
  known?: ReadonlyArray<{ FieldDefinitionId: number; Sequence: number }>,
): Array<{ FieldDefinitionId: number; Sequence: number }> {
  if (known) return [...known];
  const held = new Map(server.Fields.map((f) => [f.FieldDefinitionId, f.Sequence]));
  return inLayoutOrder(wanted.Fields)
    .map((f, index) => ({ FieldDefinitionId: f.FieldDefinitionId, Sequence: index + 1 }))
    .filter((f) => held.has(f.FieldDefinitionId) && held.get(f.FieldDefinitionId) !== f.Sequence);
}
