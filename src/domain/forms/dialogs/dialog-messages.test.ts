import { expect, it } from 'vitest';
import {
  DialogMessage,
  sourceIndexOutOfRange,
  sourceIndicesInvalid,
  targetIndexOutOfRange,
} from './dialog-messages';

it.each([
  [DialogMessage.Required, 'Required!'],
  [DialogMessage.LabelTooLong, 'Max characters length (2000) exceeded!'],
  [DialogMessage.ReferenceLabelTooLong, 'Max characters length (254) exceeded!'],
  [DialogMessage.ColSpan, 'Must be a number between 1 and 99.'],
  [DialogMessage.InvalidValue, 'Invalid value.'],
  [DialogMessage.FieldRequired, 'This field is required.'],
  [DialogMessage.DuplicateOption, 'There is already an option with this value.'],
  [DialogMessage.NoNestingFields, 'There are no fields that could be used to define nesting conditions.'],
  [sourceIndexOutOfRange('row', 12), 'Source row index is out of allowed range [1-12].'],
  [sourceIndexOutOfRange('column', 3), 'Source column index is out of allowed range [1-3].'],
  [targetIndexOutOfRange('row', 12), 'Target row index is out of allowed range [0-12].'],
  [targetIndexOutOfRange('column', 3), 'Target column index is out of allowed range [0-3].'],
  [sourceIndicesInvalid('row'), 'Source row indices are invalid.'],
  [sourceIndicesInvalid('column'), 'Source column indices are invalid.'],
])('%s', (actual, expected) => expect(actual).toBe(expected));
