/**
 * Decimal rounding and the `0.00#` display of formula results.
 *
 * Binary floating point cannot hold 1.2345 exactly (it is 1.23449999...), so rounding the double
 * would show 1.234. Like a spreadsheet, we round the value's 15-significant-digit decimal form
 * instead, half away from zero: 1.2345 -> "1.235", 0.1 + 0.2 -> "0.30", ROUND(1.005, 2) -> 1.01.
 */

const ZERO = 48;
const POW10 = Array.from({ length: 16 }, (_, p) => 10 ** p);

/**
 * Fast path: |x| * 10^places rounded half away from zero, computed in floating point, or -1 when
 * that could differ from rounding the 15-digit decimal. Scaling is off by at most one ulp, and the
 * 15-digit form of x by 5e-15 relative; away from a .5 tie by more than both, the direction is
 * certain. Near a tie, or for large values, the caller takes the exact string path.
 */
function quickScaledRound(x: number, places: number): number {
  const scaled = Math.abs(x) * POW10[places];
  if (!(scaled < 1e12)) return -1;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  if (Math.abs(fraction - 0.5) <= scaled * 1e-14 + 1e-9) return -1;
  return fraction > 0.5 ? floor + 1 : floor;
}

/** |x| rounded half away from zero to `places` decimals, as an integer digit string scaled by 10^places. */
function scaledDigits(x: number, places: number): string {
  const [mantissa, exponent] = Math.abs(x).toExponential(14).split('e');
  const significant = mantissa.replace('.', '');
  // |x| = significant * 10^(exponent - 14); scaled by 10^places:
  const shift = Number(exponent) - 14 + places;
  if (shift >= 0) return significant + '0'.repeat(shift);
  const keep = significant.length + shift;
  if (keep < 0) return '0';
  const kept = significant.slice(0, keep);
  if (significant.charCodeAt(keep) < ZERO + 5) return kept === '' ? '0' : kept;
  return increment(kept);
}

/** Adds one to a non-negative decimal digit string. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String.fromCharCode(out[i].charCodeAt(0) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * ROUND(x, places), half away from zero on the decimal value. `places` is truncated to an integer
 * and may be negative (ROUND(1250, -2) = 1300). NaN and infinities pass through; NaN places is NaN.
 */
export function roundDecimal(x: number, places = 0): number {
  if (!Number.isFinite(x)) return x;
  if (Number.isNaN(places)) return Number.NaN;
  const p = Math.trunc(places);
  if (p >= 0 && p <= 15) {
    const quick = quickScaledRound(x, p);
    if (quick >= 0) {
      const magnitude = quick / POW10[p]; // an integer over an exact power of ten: correctly rounded
      return x < 0 && magnitude !== 0 ? -magnitude : magnitude;
    }
  }
  return roundDecimalExact(x, p);
}

/** The string path of roundDecimal, for every value; exported so tests can hold the fast path to it. */
export function roundDecimalExact(x: number, places: number): number {
  if (!Number.isFinite(x)) return x;
  if (Number.isNaN(places)) return Number.NaN;
  const p = Math.trunc(places);
  if (p > 400) return x;
  if (p < -400 || x === 0) return 0;
  const [, exponent] = x.toExponential(14).split('e');
  if (Number(exponent) - 14 + p >= 0) return x; // already exact at this many places
  const magnitude = Number(`${scaledDigits(x, p)}e${-p}`);
  return x < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** A formula value as the form shows it: format `0.00#`, Infinity/-Infinity as such, NaN as "Error". */
export function formatFormulaNumber(x: number): string {
  if (Number.isNaN(x)) return 'Error';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  const quick = quickScaledRound(x, 3);
  if (quick >= 0) {
    const whole = Math.floor(quick / 1000);
    const thousandths = quick - whole * 1000;
    const fraction =
      thousandths % 10 === 0
        ? String(thousandths / 10).padStart(2, '0')
        : String(thousandths).padStart(3, '0');
    return `${x < 0 && quick > 0 ? '-' : ''}${whole}.${fraction}`;
  }
  return formatExact(x);
}

/** The string path of formatFormulaNumber for finite values; exported for the agreement test. */
export function formatExact(x: number): string {
  const digits = scaledDigits(x, 3).padStart(4, '0');
  const whole = digits.slice(0, -3);
  const fraction = digits.endsWith('0') ? digits.slice(-3, -1) : digits.slice(-3);
  const negative = x < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
