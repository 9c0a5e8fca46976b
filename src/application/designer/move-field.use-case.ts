import { inject, injectable } from 'inversify';
import type { DropZone } from '../../domain/forms/designer/drop-zones';
import { moveFieldToZone } from '../../domain/forms/designer/field-drop';
import { redundantNewLines } from '../../domain/forms/designer/form-layout';
import type { Form } from '../../domain/forms/form.entity';
import { Notifier } from '../../ports/notifier.port';
import { laidOut } from './designer-layout';

/**
 * The user drags a field of the form to another drop zone (forms spec §4). A move that would put
 * formula fields on a cross/cyclic reference is cancelled with the specification's error toast. A row the move
 * leaves without a field is removed (spec §4: empty rows are removed): the new line that ended it goes too, where
 * it would stay as a second marker on the row before.
 */
@injectable()
export class MoveField {
  constructor(@inject(Notifier) private readonly notifier: Notifier) {}

  /** The form after the move, or null when it was refused (the toast is shown) or changes nothing. */
  plan(form: Form, fieldId: number, zone: DropZone): Form | null {
    const outcome = moveFieldToZone(form, fieldId, zone);
    if (!outcome.ok) {
      this.notifier.show('error', outcome.message);
      return null;
    }
    const { plan } = outcome;
    if (plan.added.length === 0 && plan.sequenceChanges.length === 0) return null;
    const before = new Set(redundantNewLines(form.Fields));
    const emptied = new Set(redundantNewLines(plan.fields).filter((id) => id !== fieldId && !before.has(id)));
    return laidOut(
      form,
      plan.fields.filter((field) => !emptied.has(field.FieldDefinitionId)),
    );
  }
}
