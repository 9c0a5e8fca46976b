import { ValidationPatternType, type ValidationPatternTypeId } from '../form.entity';
import { isCalendarDay } from '../formats/date-text';

/**
 * The built-in validation patterns of section 5, one predicate per pattern type.
 * Every predicate receives a non-empty value: emptiness is the "required" rule's business.
 * The regular expressions avoid nested quantifiers so arbitrary input cannot make them backtrack
 * exponentially.
 */

/** Sign, optional $, either plain digits or correctly grouped thousands, optional decimals, optional %. */
const NUMBER = /^[+-]?\$?(?=\.?\d)(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?%?$/;
const INTEGER = /^[+-]?\d+$/;
/** NumberStrict (our reading): a plain signed decimal, no $, % or separators, digits before any point. */
const NUMBER_STRICT = /^[+-]?\d+(?:\.\d+)?$/;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
/** 24-hour H:mm[:ss], or 12-hour h:mm[:ss] followed by AM or PM (space optional, any case). */
const TIME =
  /^(?:(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?|(?:0?[1-9]|1[0-2]):[0-5]\d(?::[0-5]\d)? ?[AaPp][Mm])$/;
const SSN = /^(\d{3})(-?)(\d{2})\2(\d{4})$/;
const SSN_KNOWN_INVALID = new Set(['219099999', '078051120']);
const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${EMAIL_LOCAL}@(?:${EMAIL_LABEL}\\.)+[A-Za-z]{2,63}$`);
/** Ten digits: (###) ###-####, ###-###-####, ###.###.####, ### ### #### or ##########. */
const PHONE = '(?:\\(\\d{3}\\) ?|\\d{3}[-. ]?)\\d{3}[-. ]?\\d{4}';
const PHONE_ONLY = new RegExp(`^${PHONE}$`);
const PHONE_EXT = new RegExp(`^${PHONE} ext\\. \\d{3}$`);
const PHONE_OPT_EXT = new RegExp(`^${PHONE}(?: ext\\. \\d{3})?$`);
const ZIP5 = /^\d{5}$/;
const ZIP9 = /^\d{5}-?\d{4}$/;
const ZIP5_OR_9 = /^\d{5}(?:-?\d{4})?$/;

/** Date: M/D/YY or M/D/YYYY (leading zeros allowed), and a real calendar day (2/30/2024 is rejected). */
export function isPatternDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, month, day, year] = match;
  // Two-digit years follow moment's (and Excel's) pivot: 69-99 -> 19xx, 00-68 -> 20xx.
  const fullYear = year.length === 4 ? Number(year) : Number(year) + (Number(year) > 68 ? 1900 : 2000);
  return isCalendarDay(fullYear, Number(month), Number(day));
}

export function isPatternTime(value: string): boolean {
  return TIME.test(value);
}

/** A date and a time separated by white space, e.g. "3/14/2024 1:05 PM" or "03/14/2024 13:05". */
export function isPatternDateAndTime(value: string): boolean {
  const match = /^(\S+)\s+(\S.*)$/.exec(value);
  return match !== null && isPatternDate(match[1]) && isPatternTime(match[2]);
}

/** SSN with or without dashes; area 000, 666, 9xx, group 00, serial 0000 and two known numbers fail. */
export function isPatternSsn(value: string): boolean {
  const match = SSN.exec(value);
  if (!match) return false;
  const [, area, , group, serial] = match;
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (group === '00' || serial === '0000') return false;
  return !SSN_KNOWN_INVALID.has(area + group + serial);
}

export function isPatternEmail(value: string): boolean {
  return EMAIL.test(value);
}

const test = (regex: RegExp) => (value: string) => regex.test(value);

/** The predicate of each built-in pattern type (None and Custom have none). */
export const PATTERN_PREDICATES: Readonly<
  Partial<Record<ValidationPatternTypeId, (value: string) => boolean>>
> = {
  [ValidationPatternType.Number]: test(NUMBER),
  [ValidationPatternType.Integer]: test(INTEGER),
  [ValidationPatternType.DateAndTime]: isPatternDateAndTime,
  [ValidationPatternType.Date]: isPatternDate,
  [ValidationPatternType.Time]: isPatternTime,
  [ValidationPatternType.SSN]: isPatternSsn,
  [ValidationPatternType.Email]: isPatternEmail,
  [ValidationPatternType.Phone]: test(PHONE_ONLY),
  [ValidationPatternType.PhoneWithExt]: test(PHONE_EXT),
  [ValidationPatternType.PhoneWithOptExt]: test(PHONE_OPT_EXT),
  [ValidationPatternType.ZIP5]: test(ZIP5),
  [ValidationPatternType.ZIP9]: test(ZIP9),
  [ValidationPatternType.ZIP5Or9]: test(ZIP5_OR_9),
  [ValidationPatternType.NumberStrict]: test(NUMBER_STRICT),
};
