import { describe, expect, it } from 'vitest';
import { MaskType, ValidationPatternType } from '../form.entity';
import { DATE_PICKER_STEP_MINUTES, fromPicker, pickerKindFor, toPicker } from './date-picking';

const dateTime = { MaskType: MaskType.None, ValidationPatternType: ValidationPatternType.DateAndTime };
const dateOnly = { MaskType: MaskType.Date, ValidationPatternType: ValidationPatternType.None };
const masked24 = { MaskType: MaskType.DateAndTime, ValidationPatternType: ValidationPatternType.None };
const timeMasked = { MaskType: MaskType.Time, ValidationPatternType: ValidationPatternType.None };
const timePattern = { MaskType: MaskType.None, ValidationPatternType: ValidationPatternType.Time };

describe('the date-time picker (forms spec §9)', () => {
  it('steps by 30 minutes', () => {
    expect(DATE_PICKER_STEP_MINUTES).toBe(30);
  });

  it('offers a date for a date mask or pattern, and a date and time otherwise', () => {
    expect(pickerKindFor(dateOnly)).toBe('date');
    expect(
      pickerKindFor({ MaskType: MaskType.None, ValidationPatternType: ValidationPatternType.Date }),
    ).toBe('date');
    expect(pickerKindFor(dateTime)).toBe('datetime-local');
    expect(pickerKindFor(timeMasked)).toBe('time');
    expect(pickerKindFor(timePattern)).toBe('time');
  });

  it.each([
    ['2024-03-14T13:30', dateTime, '03/14/2024 01:30 PM'],
    ['2024-03-14T00:00', dateTime, '03/14/2024 12:00 AM'],
    ['2024-03-14T13:30', masked24, '03/14/2024 13:30'],
    ['2024-03-14', dateOnly, '03/14/2024'],
    ['13:30', timePattern, '01:30 PM'],
    ['13:30', timeMasked, '13:30'],
    ['', dateTime, ''],
    ['not a date', dateTime, ''],
  ])('writes %s as the field text %s', (picked, field, text) => {
    expect(fromPicker(picked, field as never)).toBe(text);
  });

  it.each([
    ['03/14/2024 01:30 PM', 'datetime-local', '2024-03-14T13:30'],
    ['3/14/2024 13:30', 'datetime-local', '2024-03-14T13:30'],
    ['03/14/2024', 'date', '2024-03-14'],
    ['01:30 PM', 'time', '13:30'],
    ['09:30', 'time', '09:30'],
    ['02/30/2024', 'date', ''],
    ['soon', 'datetime-local', ''],
  ] as const)('opens on %s as %s %s', (text, kind, value) => {
    expect(toPicker(text, kind)).toBe(value);
  });
});
