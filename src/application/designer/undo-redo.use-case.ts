import { inject, injectable } from 'inversify';
import {
  mapSnapshots,
  redo,
  undo,
  type History,
  type HistoryStep,
} from '../../domain/forms/designer/designer-history';
import { remapFieldId } from '../../domain/forms/designer/field-id-remap';
import type { Form } from '../../domain/forms/form.entity';
import { PARKING_ID, SaveFormChanges, type IdRename } from './save-form-changes.use-case';

export interface HistoryOutcome {
  /** False when a call failed: the form shown should be read again from the server. */
  readonly ok: boolean;
  readonly history: History<Form>;
  /** The server's form after the step. */
  readonly form: Form;
  /** The entry undone or redone (its label, its id). */
  readonly entryId: number;
  readonly label: string;
}

/** The form with every `from` id renamed to its `to` at once (a `to` may be another rename's `from`). */
export function renameFields(form: Form, renames: readonly IdRename[]): Form {
  const real = renames.filter(([from, to]) => from !== to);
  if (real.length === 0) return form;
  // Through parking ids first, which no field has, so that no rename lands on a field still to be renamed.
  const parked = real.reduce((current, [from], i) => remapFieldId(current, from, PARKING_ID + i), form);
  return real.reduce((current, [, to], i) => remapFieldId(current, PARKING_ID + i, to), parked);
}

/** Every snapshot of the history, and every entry's subject, with the server's new ids for recreated fields. */
export function renameInHistory(history: History<Form>, renames: readonly IdRename[]): History<Form> {
  if (renames.every(([from, to]) => from === to)) return history;
  const renamed = new Map(renames);
  return mapSnapshots(
    history,
    (snapshot) => renameFields(snapshot, renames),
    (id) => renamed.get(id) ?? id,
  );
}

/**
 * The entry `entryId` with the form the server answered as its "after" snapshot, so a redo compares
 * with what the server really holds (ids, defaults it filled in).
 */
export function settleEntry(history: History<Form>, entryId: number, after: Form): History<Form> {
  const settle = (entries: History<Form>['past']) =>
    entries.map((entry) => (entry.id === entryId ? { ...entry, after } : entry));
  return { ...history, past: settle(history.past), future: settle(history.future) };
}

/**
 * The user undoes (Ctrl+Z, Undo) or redoes (Ctrl+Y, Redo) a designer operation (beyond the
 * specification): the form goes back to the snapshot before (or after) it, and the calls that get
 * the server there are sent (SaveFormChanges). A field recreated by an undo gets a new id from the
 * server; every snapshot is renamed to it.
 */
@injectable()
export class UndoRedo {
  constructor(@inject(SaveFormChanges) private readonly save: SaveFormChanges) {}

  undo(history: History<Form>, live: Form): Promise<HistoryOutcome | null> {
    return this.step(undo(history), live);
  }

  redo(history: History<Form>, live: Form): Promise<HistoryOutcome | null> {
    return this.step(redo(history), live);
  }

  private async step(step: HistoryStep<Form> | undefined, live: Form): Promise<HistoryOutcome | null> {
    if (!step) return null;
    const result = await this.save.run(live, step.restore);
    return {
      ok: result.ok,
      history: renameInHistory(step.history, result.renames),
      form: result.form,
      entryId: step.entry.id,
      label: step.entry.label,
    };
  }
}
