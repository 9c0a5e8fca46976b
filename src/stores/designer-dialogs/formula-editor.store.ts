import { makeAutoObservable } from 'mobx';
import {
  checkFormulaAsTyped,
  editorFormulaOf,
  formulaRelations,
  referenceableFields,
  type FormulaFieldRef,
  type FormulaTyping,
} from '../../domain/forms/designer/formula-editor';
import { DialogMessage } from '../../domain/forms/dialogs/dialog-messages';
import { fieldNumberOf } from '../../domain/forms/field-number';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';

type Context = () => { field: FieldDefinition; form: Pick<Form, 'Fields'> };

/**
 * The formula editor: F{n} references, checked as the user types with the specification's messages;
 * the fields the formula uses and the fields that use it.
 */
export class FormulaEditorStore {
  text: string;
  private readonly initial: string;
  /**
   * The saved formula is wrong as it stands, e.g. it names a deleted field (`_{id}`, "Invalid field reference!"):
   * the dialog shows the message at once, before the user types.
   */
  readonly invalidAtOpen: boolean;

  constructor(private readonly context: Context) {
    const { field, form } = context();
    this.text = editorFormulaOf(form, field);
    this.initial = this.text;
    this.invalidAtOpen = checkFormulaAsTyped(form, field, this.text).status === 'invalid';
    makeAutoObservable<FormulaEditorStore, 'context' | 'initial'>(
      this,
      { context: false, initial: false, invalidAtOpen: false },
      { autoBind: true },
    );
  }

  /** The text differs from what the dialog opened with (even while it is not a valid formula). */
  get changed(): boolean {
    return this.text !== this.initial;
  }

  get check(): FormulaTyping {
    const { field, form } = this.context();
    return checkFormulaAsTyped(form, field, this.text);
  }

  /** "Required!" for a blank formula, the formula message for a wrong one, otherwise null. */
  get error(): string | null {
    const check = this.check;
    if (check.status === 'empty') return DialogMessage.Required;
    return check.status === 'invalid' ? check.message : null;
  }

  /** The stored text (_{id} references), or null while the formula is not valid. */
  get stored(): string | null {
    const check = this.check;
    return check.status === 'valid' ? check.stored : null;
  }

  get uses(): FormulaFieldRef[] {
    const check = this.check;
    return check.status === 'valid' ? check.uses : [];
  }

  /** Formulas and mirrors of the form that read this field now (from the saved formulas). */
  get usedBy(): FormulaFieldRef[] {
    const { field, form } = this.context();
    return formulaRelations(form, field.FieldDefinitionId).usedBy;
  }

  get referenceable(): FormulaFieldRef[] {
    const { field, form } = this.context();
    return referenceableFields(form, field);
  }

  textChanged(text: string): void {
    this.text = text;
  }

  /**
   * Inserts the reference of field `id` at `at` (the caret), or at the end: F and the field's number in its form
   * (fieldNumberOf), which is what the editor reads, not its stored id. Returns the caret after the insertion.
   */
  referenceInserted(id: number, at: number = this.text.length): number {
    const position = Math.max(0, Math.min(at, this.text.length));
    const target = this.context().form.Fields.find((f) => f.FieldDefinitionId === id);
    if (!target) return position;
    const before = this.text.slice(0, position);
    const token = `${before === '' || /[\s(+\-*/,]$/.test(before) ? '' : ' '}F${fieldNumberOf(target)}`;
    this.text = before + token + this.text.slice(position);
    return position + token.length;
  }
}
