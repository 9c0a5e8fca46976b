/** Field-dialog and row/column-dialog texts, word for word from the forms specification (section 5). */
export const DialogMessage = {
  Required: 'Required!',
  LabelTooLong: 'Max characters length (2000) exceeded!',
  ReferenceLabelTooLong: 'Max characters length (254) exceeded!',
  ColSpan: 'Must be a number between 1 and 99.',
  InvalidValue: 'Invalid value.',
  FieldRequired: 'This field is required.',
  DuplicateOption: 'There is already an option with this value.',
  NoNestingFields: 'There are no fields that could be used to define nesting conditions.',
} as const;

/** Row or column, as the row/column dialogs name them in messages. */
export type GridAxis = 'row' | 'column';

/** "Source {row|column} index is out of allowed range [1-{n}]." */
export function sourceIndexOutOfRange(axis: GridAxis, count: number): string {
  return `Source ${axis} index is out of allowed range [1-${count}].`;
}

/** "Target {row|column} index is out of allowed range [0-{n}]." */
export function targetIndexOutOfRange(axis: GridAxis, count: number): string {
  return `Target ${axis} index is out of allowed range [0-${count}].`;
}

/** "Source {row|column} indices are invalid." */
export function sourceIndicesInvalid(axis: GridAxis): string {
  return `Source ${axis} indices are invalid.`;
}
