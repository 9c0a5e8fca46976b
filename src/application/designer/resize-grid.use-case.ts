import { inject, injectable } from 'inversify';
import {
  RESIZE_DEBOUNCE_MS,
  updateColumnsPayload,
  updateRowsPayload,
} from '../../domain/forms/designer/grid-resize';
import type { Form, FormColumn, FormRow } from '../../domain/forms/form.entity';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { Scheduler } from '../../ports/scheduler.port';

type Axis = 'rows' | 'columns';

interface Pending {
  formId: number;
  payload: FormRow[] | FormColumn[];
  cancel: () => void;
}

/**
 * The user drags a row height or a column width: the designer shows it at once, and
 * `form/updaterows` / `form/updatecolumns` go 500 ms after the last change of that kind (one call
 * for a whole drag). One instance per designer page (transient): it holds the pending saves.
 */
@injectable()
export class ResizeGrid {
  private readonly pending = new Map<Axis, Pending>();
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    @inject(FormsGateway) private readonly forms: FormsGateway,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  /** Rows of `form` to be saved; replaces a save not yet sent. */
  rowsChanged(form: Pick<Form, 'FormId' | 'Rows'>): void {
    this.schedule('rows', form.FormId, updateRowsPayload(form).Rows);
  }

  columnsChanged(form: Pick<Form, 'FormId' | 'Columns'>): void {
    this.schedule('columns', form.FormId, updateColumnsPayload(form).Columns);
  }

  /** A save is waiting or on its way. */
  get busy(): boolean {
    return this.pending.size > 0 || this.inFlight.size > 0;
  }

  /** Sends what waits now and resolves when every save has answered; false when one failed. */
  async flush(): Promise<boolean> {
    const sends = [...this.pending.keys()].map((axis) => this.send(axis));
    const results = await Promise.all([...sends, ...this.inFlight]);
    return results.every(Boolean);
  }

  /** Drops what waits (the page closed after `flush`, or the form was reloaded). */
  cancel(): void {
    for (const entry of this.pending.values()) entry.cancel();
    this.pending.clear();
  }

  private schedule(axis: Axis, formId: number, payload: FormRow[] | FormColumn[]): void {
    this.pending.get(axis)?.cancel();
    const cancel = this.scheduler.after(RESIZE_DEBOUNCE_MS, () => void this.send(axis));
    this.pending.set(axis, { formId, payload, cancel });
  }

  private send(axis: Axis): Promise<boolean> {
    const entry = this.pending.get(axis);
    if (!entry) return Promise.resolve(true);
    entry.cancel();
    this.pending.delete(axis);
    const call =
      axis === 'rows'
        ? this.forms.updateRows(entry.formId, entry.payload as FormRow[])
        : this.forms.updateColumns(entry.formId, entry.payload as FormColumn[]);
    const done = call.then((result) => result.ok);
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
    return done;
  }
}
