import { parseDateTimeText, toMoment } from './date-text';
import { fixed, isZero, parseDecimal, round, scientific, shift, type Decimal } from './decimal';
import { formattingTypeById } from './formatting-types';

/**
 * Display formatting: formatValue shows a value the way Excel shows it with the type's ExcelValue
 * (docs/formats.md). Alignment padding (`_)`, `_(`) and fill (`* `) of Excel formats only matter inside a
 * spreadsheet column, so the text shown here has no padding and a single space where Excel fills.
 * Text that is not a value of the format's kind is shown as typed, as Excel shows a text cell.
 */

type Negative = 'minus' | 'parens';
type Renderer =
  | { kind: 'as-typed' }
  | { kind: 'number'; decimals: number; grouping: boolean; negative: Negative; prefix?: '$' }
  | { kind: 'percent'; decimals: number }
  | { kind: 'accounting'; decimals: number; symbol: boolean }
  | { kind: 'scientific'; decimals: number }
  | { kind: 'date'; format: string; needs: 'date' | 'time' }
  | { kind: 'digits'; pattern: string; upTo7Digits?: string };

const num = (decimals: number, grouping: boolean, negative: Negative = 'minus', prefix?: '$'): Renderer => ({
  kind: 'number',
  decimals,
  grouping,
  negative,
  prefix,
});
const date = (format: string, needs: 'date' | 'time'): Renderer => ({ kind: 'date', format, needs });

/** How each formatting type renders, index = formatting type id. Keep in step with formatting-types.ts. */
const RENDERERS: readonly Renderer[] = [
  { kind: 'as-typed' },
  num(0, false),
  num(2, false),
  num(0, true),
  num(2, true),
  num(0, true),
  num(2, true),
  num(0, true, 'parens'),
  num(2, true, 'parens'),
  num(2, true, 'parens'),
  { kind: 'percent', decimals: 0 },
  { kind: 'percent', decimals: 2 },
  { kind: 'percent', decimals: 2 },
  { kind: 'accounting', decimals: 0, symbol: true },
  { kind: 'accounting', decimals: 2, symbol: true },
  { kind: 'accounting', decimals: 2, symbol: false },
  num(0, true, 'minus', '$'),
  num(2, true, 'minus', '$'),
  num(0, true, 'minus', '$'),
  num(2, true, 'minus', '$'),
  num(2, true, 'parens', '$'),
  num(2, true, 'parens', '$'),
  date('MM/DD/YYYY', 'date'),
  date('M/D/YY', 'date'),
  date('M/D/YYYY', 'date'),
  date('D-MMM-YY', 'date'),
  date('MMM D, YYYY', 'date'),
  date('MMMM D, YYYY', 'date'),
  date('YYYY-MM-DD', 'date'),
  date('h:mm A', 'time'),
  date('h:mm:ss A', 'time'),
  date('HH:mm', 'time'),
  date('HH:mm:ss', 'time'),
  date('MM/DD/YYYY h:mm A', 'date'),
  date('M/D/YYYY H:mm', 'date'),
  date('MM/DD/YYYY HH:mm:ss', 'date'),
  date('YYYY-MM-DD HH:mm', 'date'),
  { kind: 'scientific', decimals: 2 },
  { kind: 'as-typed' },
  { kind: 'digits', pattern: '00000' },
  { kind: 'digits', pattern: '00000-0000' },
  { kind: 'digits', pattern: '(###) ###-####', upTo7Digits: '###-####' },
  { kind: 'digits', pattern: '000-00-0000' },
];

/** Fills a pattern of 0 (digit or zero) and # (digit or nothing) from the right; extra digits go first. */
function fillDigits(pattern: string, digits: string): string {
  let out = '';
  let next = digits.length - 1;
  let firstSlot = -1;
  for (let i = pattern.length - 1; i >= 0; i -= 1) {
    const char = pattern[i];
    if (char !== '0' && char !== '#') {
      out = char + out;
      continue;
    }
    const digit = next >= 0 ? digits[next] : char === '0' ? '0' : '';
    next -= 1;
    out = digit + out;
    firstSlot = i;
  }
  // Everything before the first slot is literal text, one character each: extra digits go right after it.
  if (next >= 0 && firstSlot >= 0)
    out = out.slice(0, firstSlot) + digits.slice(0, next + 1) + out.slice(firstSlot);
  return out;
}

function renderNumber(renderer: Renderer, value: Decimal): string | null {
  switch (renderer.kind) {
    case 'number': {
      const body = `${renderer.prefix ?? ''}${fixed(value, renderer.decimals, renderer.grouping)}`;
      if (!value.negative) return body;
      return renderer.negative === 'parens' ? `(${body})` : `-${body}`;
    }
    case 'percent':
      return `${value.negative ? '-' : ''}${fixed(shift(value, 2), renderer.decimals, false)}%`;
    case 'accounting': {
      const symbol = renderer.symbol ? '$ ' : '';
      if (isZero(value)) return `${symbol}-`;
      const body = fixed(value, renderer.decimals, true);
      return `${symbol}${value.negative ? `(${body})` : body}`;
    }
    case 'scientific':
      return scientific(value, renderer.decimals);
    case 'digits': {
      if (value.negative) return null;
      const whole = round(value, 0).int;
      const short = renderer.upTo7Digits && whole.length <= 7;
      return fillDigits(short ? (renderer.upTo7Digits as string) : renderer.pattern, whole);
    }
    default:
      return null;
  }
}

function renderDate(renderer: Extract<Renderer, { kind: 'date' }>, raw: string): string | null {
  const parts = parseDateTimeText(raw);
  if (!parts || (renderer.needs === 'date' && !parts.date)) return null;
  return toMoment(parts).format(renderer.format);
}

/**
 * The text shown for a raw value under a formatting type. Unknown types, General, Text, and values that
 * are not of the format's kind are shown as typed.
 */
export function formatValue(typeId: number | null | undefined, raw: string | null | undefined): string {
  const text = typeof raw === 'string' ? raw : '';
  const type = formattingTypeById(typeId);
  const renderer = type ? RENDERERS[type.Value] : undefined;
  if (!renderer || renderer.kind === 'as-typed' || text.trim() === '') return text;
  if (renderer.kind === 'date') return renderDate(renderer, text) ?? text;
  const value = parseDecimal(text);
  return (value && renderNumber(renderer, value)) ?? text;
}

/** Whether values under this formatting type are shown as dates or times (with moment). */
export function isDateFormat(typeId: number | null | undefined): boolean {
  const type = formattingTypeById(typeId);
  return type !== undefined && RENDERERS[type.Value]?.kind === 'date';
}

/** The Excel number format of a formatting type; 'General' for an unknown id. */
export function excelFormatFor(typeId: number | null | undefined): string {
  return formattingTypeById(typeId)?.ExcelValue ?? 'General';
}
