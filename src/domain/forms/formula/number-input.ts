/**
 * Reading a typed value as a formula input (forms specification, section 5 "Formulas"):
 * currency symbols, commas and spaces are stripped; a trailing percent sign divides by 100;
 * anything else that is not a plain decimal number is an error, returned as NaN (shown "Error").
 * An empty (blank) value counts as 0, so a form that is not filled in yet shows numbers, not errors;
 * a value with symbols but no digits ("$") is an error.
 */

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const IGNORED = /[\s,\p{Sc}]/gu;

/** The numeric value of a raw input; NaN means "not a number" (Error). */
export function parseNumberInput(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return 0;
  // Fast path: most values are already plain numbers.
  if (PLAIN_NUMBER.test(raw)) return Number(raw);
  if (raw.trim() === '') return 0;
  let text = raw.replace(IGNORED, '');
  const percent = text.endsWith('%');
  if (percent) text = text.slice(0, -1);
  if (!PLAIN_NUMBER.test(text)) return Number.NaN;
  // Shifting the exponent divides by 100 without a rounding step: "0.07%" is exactly 0.0007.
  return Number(percent ? `${text}e-2` : text);
}
