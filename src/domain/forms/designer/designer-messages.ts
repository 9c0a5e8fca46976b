/**
 * The designer's user-facing texts. Those quoted from the forms specification (section 8) are word
 * for word; the others are our choices where the specification is silent, marked "(ours)".
 */
import { FieldType } from '../form.entity';
import { FormulaMessage } from '../formula/formula-messages';

export const DesignerMessage = {
  /** Toast when a move (or any drop) would create a formula cycle. */
  moveWouldCreateCycle: FormulaMessage.moveWouldCreateCycle,
  /** (ours) Toast when pasting at the target would create a formula cycle. */
  pasteWouldCreateCycle:
    'Error: Field could not be pasted there. This would lead to cross/cyclic references between formula fields.',
  copyNotAllowed: 'Copying of new lines, empty fields and linked fields is not allowed.',
  copied: 'Field successfully copied to clipboard.',
  clipboardCleared: 'Field removed from clipboard.',
  /** (ours) Paste asked for while the clipboard is empty. */
  clipboardEmpty: 'The clipboard is empty. Copy a field first.',
  templateUpdated: 'Field template successfully updated.',
  templateInvalid: 'Field template is invalid. Please refresh the page and try again.',
  linkedParentMissing: 'Could not find parent for this linked field.',
  mirrorParentMissing: 'Could not find parent for this mirror field.',
  mirrorParentRequired: 'Please select parent for this mirror field.',
  noNestingFields: 'There are no fields that could be used to define nesting conditions.',
  duplicateOption: 'There is already an option with this value.',
  formUpdated: 'Form updated successfully.',
  /** (ours) The target field of a drop or paste is no longer in the form. */
  targetMissing: 'The field you dropped on is no longer in the form. Please try again.',
} as const;

/** A confirmation the designer asks before acting. */
export interface Confirmation {
  readonly title: string;
  readonly message: string;
  readonly confirm: string;
  readonly cancel: string;
}

/**
 * "Delete Field?" (spec section 8). The specification gives the content of the warning, not its words;
 * the sentence is ours.
 */
export const DELETE_FIELD_CONFIRMATION: Confirmation = {
  title: 'Delete Field?',
  message:
    'Deleting this field also deletes the data entered in it, the linked fields that use it and the report columns built on it. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
};

/** (ours) "Delete Field?" for a field that holds no data (new line, empty, header, text, image): only the layout changes. */
export const DELETE_LAYOUT_FIELD_CONFIRMATION: Confirmation = {
  ...DELETE_FIELD_CONFIRMATION,
  message: 'This field holds no data: deleting it changes only the layout of the form.',
};

/** The "Delete Field?" question for a field of this type: the data warning, unless the field holds no data. */
export function deleteFieldConfirmation(typeId: number): Confirmation {
  return LAYOUT_ONLY_TYPES.has(typeId) ? DELETE_LAYOUT_FIELD_CONFIRMATION : DELETE_FIELD_CONFIRMATION;
}
const LAYOUT_ONLY_TYPES = new Set<number>([
  FieldType.NewLine,
  FieldType.Empty,
  FieldType.Header,
  FieldType.Text,
  FieldType.Image,
]);

/** "Delete Field Template?" (spec section 8); the message is ours. */
export const DELETE_TEMPLATE_CONFIRMATION: Confirmation = {
  title: 'Delete Field Template?',
  message: 'The template is removed from My Fields. Fields already created from it stay as they are.',
  confirm: 'Delete',
  cancel: 'Cancel',
};

/**
 * (ours) Asked before a linked field is created, because creating one may take long (spec section 4).
 */
export const LINKED_FIELD_CONFIRMATION: Confirmation = {
  title: 'Create Linked Field?',
  message:
    'Creating a linked field may take a while, because every form instance of this form is updated. Do you want to continue?',
  confirm: 'Continue',
  cancel: 'Cancel',
};

/** The progress dialog shown after a linked field is saved stays this long (spec section 9). */
export const LINKED_FIELD_PROGRESS_MS = 3000;

/** (ours) The text of that progress dialog. */
export const LINKED_FIELD_PROGRESS_TEXT = 'Creating the linked field. Please wait...';

/** My Fields list states (spec section 2). */
export const TEMPLATE_LIST_LOADING = 'Loading...';
export const TEMPLATE_LIST_EMPTY = '-- No Items --';
