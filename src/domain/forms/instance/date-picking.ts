import moment from 'moment';
import { MaskType, ValidationPatternType, type FieldDefinition } from '../form.entity';

/** Forms spec §9: the date-time picker steps by 30 minutes; dates read MM/DD/YYYY with 12-hour time. */
export const DATE_PICKER_STEP_MINUTES = 30;

export type PickerKind = 'date' | 'datetime-local';

type DateField = Pick<FieldDefinition, 'MaskType' | 'ValidationPatternType'>;

/** A date mask or a date pattern offers a date; any other date field a date and a time. */
export function pickerKindFor(field: DateField): PickerKind {
  return field.MaskType === MaskType.Date || field.ValidationPatternType === ValidationPatternType.Date
    ? 'date'
    : 'datetime-local';
}

/**
 * The field's text for a picked value ('2024-03-14' or '2024-03-14T13:30'): MM/DD/YYYY, with the time in
 * 12-hour form, or in 24-hour form where the field's date-and-time mask asks for it. '' when nothing is picked.
 */
export function fromPicker(value: string, field: DateField): string {
  if (!value) return '';
  const picked = moment(value, ['YYYY-MM-DDTHH:mm', 'YYYY-MM-DD'], true);
  if (!picked.isValid()) return '';
  if (pickerKindFor(field) === 'date' || !value.includes('T')) return picked.format('MM/DD/YYYY');
  return picked.format(field.MaskType === MaskType.DateAndTime ? 'MM/DD/YYYY HH:mm' : 'MM/DD/YYYY hh:mm A');
}

const TEXT_FORMATS = [
  'MM/DD/YYYY hh:mm A',
  'M/D/YYYY h:mm A',
  'M/D/YYYY h:mm:ss A',
  'MM/DD/YYYY HH:mm',
  'M/D/YYYY H:mm',
  'M/D/YYYY H:mm:ss',
  'MM/DD/YYYY',
  'M/D/YYYY',
  'M/D/YY',
];

/** The picker's value for the field's text, so the picker opens on the date typed; '' when it is not a date. */
export function toPicker(text: string, kind: PickerKind): string {
  const typed = moment(text.trim(), TEXT_FORMATS, true);
  if (!typed.isValid()) return '';
  return typed.format(kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm');
}
