import { describe, expect, it } from 'vitest';
import { FieldType } from '../form.entity';
import {
  FieldDialogMode,
  fieldDialogButton,
  fieldDialogTitle,
  showsValidationTab,
  type FieldDialogModeId,
} from './field-dialog-mode';

describe('field dialog modes (spec section 4)', () => {
  it.each<[FieldDialogModeId, number | null, string, string]>([
    [FieldDialogMode.Form, null, 'Create Form Field', 'Create'],
    [FieldDialogMode.Form, 0, 'Create Form Field', 'Create'],
    [FieldDialogMode.Form, 12, 'Edit Form Field', 'Save'],
    [FieldDialogMode.FieldDefinition, 12, 'Edit Form Field', 'Apply'],
    [FieldDialogMode.FieldDefinition, null, 'Create Form Field', 'Apply'],
    [FieldDialogMode.Template, 12, 'Edit Form Field Template', 'Save'],
    [FieldDialogMode.Template, null, 'Edit Form Field Template', 'Save'],
  ])('mode %s, field %s: "%s" with %s', (mode, id, title, button) => {
    expect(fieldDialogTitle(mode, id)).toBe(title);
    expect(fieldDialogButton(mode, id)).toBe(button);
  });

  it.each([
    [FieldType.TextBox, FieldDialogMode.Form, 12, true],
    [FieldType.Formula, FieldDialogMode.FieldDefinition, 12, true],
    [FieldType.TextBox, FieldDialogMode.Form, null, false],
    [FieldType.TextBox, FieldDialogMode.Template, 12, false],
    [FieldType.Header, FieldDialogMode.Form, 12, false],
    [FieldType.CheckBox, FieldDialogMode.Form, 12, false],
  ] as const)('type %i in mode %s (field %s) shows the Validation tab: %s', (type, mode, id, shown) => {
    expect(showsValidationTab(mode, type, id)).toBe(shown);
  });
});
