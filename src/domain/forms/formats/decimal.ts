/**
 * Exact decimal arithmetic on number text, just enough for display formats: the value a user typed is
 * rounded digit by digit (half away from zero, as Excel shows it), never through binary floating point,
 * so 1.005 shows as 1.01.
 */
export interface Decimal {
  readonly negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  readonly int: string;
  /** Fraction digits. */
  readonly frac: string;
}

/** Exponents beyond this make the text unreadable as a number (and would build huge strings). */
const MAX_EXPONENT = 400;
const NUMBER = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,6}))?$/;

function normalise(negative: boolean, int: string, frac: string): Decimal {
  const trimmedInt = int.replace(/^0+/, '');
  return { negative: negative && /[1-9]/.test(trimmedInt + frac), int: trimmedInt, frac };
}

/** Moves the decimal point `places` to the right (left when negative). */
export function shift(value: Decimal, places: number): Decimal {
  const digits = value.int + value.frac;
  let point = value.int.length + places;
  let padded = digits;
  if (point < 0) {
    padded = '0'.repeat(-point) + padded;
    point = 0;
  }
  if (point > padded.length) padded += '0'.repeat(point - padded.length);
  return normalise(value.negative, padded.slice(0, point), padded.slice(point));
}

/**
 * Reads number text the way a user writes it: sign, $, thousands separators and spaces are ignored,
 * a trailing % divides by 100 and (1,234) is negative. Null when the text is not a number.
 */
export function parseDecimal(raw: string): Decimal | null {
  let text = raw.trim().replace(/[$,\s]/g, '');
  let negative = false;
  if (/^\(.+\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  let percent = false;
  if (text.endsWith('%')) {
    percent = true;
    text = text.slice(0, -1);
  }
  const match = NUMBER.exec(text);
  if (!match || !/\d/.test((match[2] ?? '') + (match[3] ?? ''))) return null;
  if (match[1] === '-') negative = !negative;
  const exponent = Number(match[4] ?? '0') - (percent ? 2 : 0);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  return shift(normalise(negative, match[2] ?? '', match[3] ?? ''), exponent);
}

export function isZero(value: Decimal): boolean {
  return !/[1-9]/.test(value.int + value.frac);
}

/** Adds one to a string of digits ('199' -> '200', '99' -> '100'). */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** Rounds to `decimals` fraction digits, half away from zero; the fraction is padded to that length. */
export function round(value: Decimal, decimals: number): Decimal {
  if (value.frac.length <= decimals) return { ...value, frac: value.frac.padEnd(decimals, '0') };
  let kept = value.int + value.frac.slice(0, decimals);
  if (value.frac[decimals] >= '5') kept = increment(kept.length === 0 ? '0' : kept);
  const split = kept.length - decimals;
  return { negative: value.negative, int: kept.slice(0, split).replace(/^0+/, ''), frac: kept.slice(split) };
}

/** Integer digits with a comma every three digits. */
export function groupThousands(int: string): string {
  let out = '';
  for (let i = 0; i < int.length; i += 1) {
    if (i > 0 && (int.length - i) % 3 === 0) out += ',';
    out += int[i];
  }
  return out;
}

/** Renders the absolute value with the given decimals: '0' placeholder before the point, optional grouping. */
export function fixed(value: Decimal, decimals: number, grouping: boolean): string {
  const rounded = round(value, decimals);
  const int = rounded.int === '' ? '0' : rounded.int;
  const shown = grouping ? groupThousands(int) : int;
  return decimals > 0 ? `${shown}.${rounded.frac}` : shown;
}

/** Scientific notation 0.00E+00: mantissa with `decimals` digits, exponent of at least two digits. */
export function scientific(value: Decimal, decimals: number): string {
  const digits = value.int + value.frac;
  const first = digits.search(/[1-9]/);
  if (first < 0) return `${fixed(value, decimals, false)}E+00`;
  let exponent = value.int.length - 1 - first;
  let mantissa = round(normalise(false, digits[first], digits.slice(first + 1)), decimals);
  if (mantissa.int.length > 1) {
    mantissa = round(shift(mantissa, -1), decimals);
    exponent += 1;
  }
  const body = decimals > 0 ? `${mantissa.int}.${mantissa.frac}` : mantissa.int;
  const sign = exponent < 0 ? '-' : '+';
  return `${value.negative ? '-' : ''}${body}E${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
