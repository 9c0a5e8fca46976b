import { FORM_DEFAULTS } from '../form.entity';

/**
 * How the designer reads stored layout numbers. The field dialog accepts column spans 1 to 99; the
 * designer is more lenient and reads 1 to 100 (section 5 gives both readings), anything else as 1.
 */

const NUMBER_TEXT = /^\s*\d+(?:\.\d+)?\s*$/;

/** A whole number from a number or number text (decimals are cut off), or null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Math.trunc(Number(value));
  return null;
}

/** The designer's column span: a number from 1 to 100, otherwise (out of range or not a number) 1. */
export function readColSpan(value: unknown): number {
  const span = wholeNumber(value);
  return span !== null && span >= 1 && span <= 100 ? span : 1;
}

/** Text-area rows: a whole number from 1 to 99, otherwise the default (3). */
export function readTextAreaRows(value: unknown): number {
  const rows = typeof value === 'number' ? (Number.isInteger(value) ? value : null) : wholeNumberText(value);
  return rows !== null && rows >= 1 && rows <= 99 ? rows : FORM_DEFAULTS.textAreaRows;
}

function wholeNumberText(value: unknown): number | null {
  return typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : null;
}
