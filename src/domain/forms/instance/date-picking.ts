import { MaskType, ValidationPatternType, type FieldDefinition } from '../form.entity';
import { formLibrary } from '../libraries/form-libraries';

/** Forms spec §9: the date-time picker steps by 30 minutes; dates read MM/DD/YYYY with 12-hour time. */
export const DATE_PICKER_STEP_MINUTES = 30;

export type PickerKind = 'date' | 'time' | 'datetime-local';

type DateField = Pick<FieldDefinition, 'MaskType' | 'ValidationPatternType'>;

/** A date mask or pattern offers a date, a time mask or pattern a time; any other date field both. */
export function pickerKindFor(field: DateField): PickerKind {
  if (field.MaskType === MaskType.Date || field.ValidationPatternType === ValidationPatternType.Date)
    return 'date';
  if (field.MaskType === MaskType.Time || field.ValidationPatternType === ValidationPatternType.Time)
    return 'time';
  return 'datetime-local';
}

/**
 * The field's text for a picked value ('2024-03-14' or '2024-03-14T13:30'): MM/DD/YYYY, with the time in
 * 12-hour form, or in 24-hour form where the field's date-and-time mask asks for it. '' when nothing is picked.
 */
export function fromPicker(value: string, field: DateField): string {
  if (!value) return '';
  const picked = formLibrary('dates')(value, ['YYYY-MM-DDTHH:mm', 'YYYY-MM-DD', 'HH:mm'], true);
  if (!picked.isValid()) return '';
  const kind = pickerKindFor(field);
  // The time mask (##:##) holds digits only, so a masked time is written in 24-hour form.
  if (kind === 'time') return picked.format(field.MaskType === MaskType.Time ? 'HH:mm' : 'hh:mm A');
  if (kind === 'date' || !value.includes('T')) return picked.format('MM/DD/YYYY');
  return picked.format(field.MaskType === MaskType.DateAndTime ? 'MM/DD/YYYY HH:mm' : 'MM/DD/YYYY hh:mm A');
}

const TIME_FORMATS = ['hh:mm A', 'h:mm A', 'HH:mm', 'H:mm', 'HH:mm:ss', 'h:mm:ss A'];

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
  if (kind === 'time') {
    const time = formLibrary('dates')(text.trim(), TIME_FORMATS, true);
    return time.isValid() ? time.format('HH:mm') : '';
  }
  const typed = formLibrary('dates')(text.trim(), TEXT_FORMATS, true);
  if (!typed.isValid()) return '';
  return typed.format(kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm');
}
