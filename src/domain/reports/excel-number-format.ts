/**
 * A small Excel number-format renderer for the common cases of a report column's custom format, so the preview
 * shows what the workbook shows: quoted literals, currency symbols, `#,##0`, decimals, up to four `;` sections
 * (positive;negative;zero;text) with colours such as `[Red]`, percent, and dates and times (`dddd d mmmm yyyy`,
 * `mm/dd/yyyy`, `hh:mm`, AM/PM). The format is read as tokens, never evaluated. No library in node_modules does
 * this (no `ssf`); what it does not know is shown as the workbook's General would show it.
 */
import type { TypedCell } from './report-cells';

export interface FormattedCell {
  text: string;
  /** The section asked for red text (`[Red]`). */
  red: boolean;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Token = { literal: string } | { code: string };

/** The sections of a format, split at `;` outside quotes and escapes. */
function sections(format: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < format.length; i++) {
    const c = format[i]!;
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '\\' && i + 1 < format.length) {
      current += c + format[++i];
      continue;
    }
    if (!quoted && c === ';') {
      out.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  out.push(current);
  return out;
}

/** A section's tokens: literals (quoted, escaped, `[$£-809]` symbols, plain punctuation) and format codes. */
function tokens(section: string): { tokens: Token[]; red: boolean } {
  const list: Token[] = [];
  let red = false;
  for (let i = 0; i < section.length; i++) {
    const c = section[i]!;
    if (c === '"') {
      const end = section.indexOf('"', i + 1);
      const stop = end < 0 ? section.length : end;
      list.push({ literal: section.slice(i + 1, stop) });
      i = stop;
    } else if (c === '\\') {
      list.push({ literal: section[++i] ?? '' });
    } else if (c === '_') {
      i++;
      list.push({ literal: ' ' });
    } else if (c === '*') {
      i++;
    } else if (c === '[') {
      const end = section.indexOf(']', i);
      const stop = end < 0 ? section.length : end;
      const inner = section.slice(i + 1, stop);
      if (/^red$/i.test(inner)) red = true;
      else if (inner.startsWith('$')) list.push({ literal: inner.slice(1).split('-')[0] ?? '' });
      i = stop;
    } else if (/^am\/pm/i.test(section.slice(i))) {
      list.push({ code: 'AM/PM' });
      i += 4;
    } else if (/[0#?.,%@eEyYmMdDhHsS]/.test(c)) {
      let j = i;
      while (j + 1 < section.length && section[j + 1]!.toLowerCase() === c.toLowerCase()) j++;
      list.push({ code: section.slice(i, j + 1) });
      i = j;
    } else {
      list.push({ literal: c });
    }
  }
  return { tokens: list, red };
}

const isDateCode = (code: string) => /^[yYmMdDhHsS]/.test(code) || code === 'AM/PM';
const isGeneral = (section: string) => section.trim() === '' || /^general$/i.test(section.trim());

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number through a section's digit placeholders (`0`, `#`, `?`, `,`, `.`, `%`). */
function renderNumber(list: Token[], value: number): string {
  const codes = list.filter((t): t is { code: string } => 'code' in t).map((t) => t.code);
  const pattern = codes.join('');
  const percent = (pattern.match(/%/g) ?? []).length;
  const scaled = value * 100 ** percent;
  const [intPattern = '', fracPattern = ''] = pattern.replace(/%/g, '').split('.');
  const decimals = (fracPattern.match(/[0#?]/g) ?? []).length;
  const minInt = (intPattern.match(/0/g) ?? []).length;
  const fixed = Math.abs(scaled).toFixed(decimals);
  const [intDigits = '0', fracDigits = ''] = fixed.split('.');
  let int = intDigits.replace(/^0+/, '');
  if (int.length < minInt) int = int.padStart(minInt, '0');
  if (intPattern.includes(',')) int = groupThousands(int);
  let frac = fracDigits;
  // `#` decimals drop trailing zeros; `0` decimals keep them.
  const required = (fracPattern.match(/0/g) ?? []).length;
  while (frac.length > required && frac.endsWith('0')) frac = frac.slice(0, -1);
  const number =
    (int || (frac ? '' : '0')) + (frac ? `.${frac}` : decimals > 0 && fracPattern.includes('0') ? '.' : '');
  let out = '';
  let placed = false;
  for (const t of list) {
    if ('literal' in t) out += t.literal;
    else if (t.code.includes('%')) out += '%'.repeat(t.code.length);
    else if (!placed) {
      out += number;
      placed = true;
    }
  }
  return out;
}

/** Serial (days since 30 December 1899) to wall-clock parts, as the workbook reads it. */
function dateParts(serial: number) {
  const ms = Math.round(serial * 86_400_000);
  const d = new Date(Date.UTC(1899, 11, 30) + ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

function renderDate(list: Token[], serial: number): string {
  const p = dateParts(serial);
  const twelve = list.some((t) => 'code' in t && t.code === 'AM/PM');
  const codes = list.map((t) => ('code' in t ? t.code.toLowerCase() : null));
  const pad = (n: number) => String(n).padStart(2, '0');
  let out = '';
  list.forEach((t, i) => {
    if ('literal' in t) {
      out += t.literal;
      return;
    }
    const code = t.code.toLowerCase();
    // `m`/`mm` after an hour or before seconds is minutes, otherwise the month.
    const prev = codes
      .slice(0, i)
      .reverse()
      .find((c) => c && c !== 'am/pm');
    const next = codes.slice(i + 1).find((c) => c && c !== 'am/pm');
    const minutes = (code === 'm' || code === 'mm') && (prev?.startsWith('h') || next?.startsWith('s'));
    const hour = twelve ? p.hour % 12 || 12 : p.hour;
    if (code === 'am/pm') out += p.hour < 12 ? 'AM' : 'PM';
    else if (code.startsWith('y')) out += code.length <= 2 ? pad(p.year % 100) : String(p.year);
    else if (minutes) out += code === 'mm' ? pad(p.minute) : String(p.minute);
    else if (code === 'm') out += String(p.month + 1);
    else if (code === 'mm') out += pad(p.month + 1);
    else if (code === 'mmm') out += MONTHS[p.month]!.slice(0, 3);
    else if (code.startsWith('mmmm')) out += code.length === 5 ? MONTHS[p.month]![0] : MONTHS[p.month];
    else if (code === 'd') out += String(p.day);
    else if (code === 'dd') out += pad(p.day);
    else if (code === 'ddd') out += DAYS[p.weekday]!.slice(0, 3);
    else if (code.startsWith('dddd')) out += DAYS[p.weekday];
    else if (code === 'h') out += String(hour);
    else if (code.startsWith('hh')) out += pad(hour);
    else if (code === 's') out += String(p.second);
    else if (code.startsWith('ss')) out += pad(p.second);
    else out += t.code;
  });
  return out;
}

/** General: a number as Excel shows it unformatted (up to 10 significant digits, no grouping). */
const general = (value: number) => String(Number(value.toPrecision(10)));

/** A cell as the workbook shows it under `format`. */
export function formatExcel(format: string, cell: TypedCell): FormattedCell {
  if (cell.kind === 'empty') return { text: '', red: false };
  const parts = sections(format);
  if (cell.kind === 'text') {
    const textSection = parts[3] ?? (parts.length === 1 && parts[0]!.includes('@') ? parts[0] : undefined);
    if (textSection === undefined) return { text: cell.value, red: false };
    const { tokens: list, red } = tokens(textSection);
    return {
      text: list.map((t) => ('literal' in t ? t.literal : t.code === '@' ? cell.value : t.code)).join(''),
      red,
    };
  }
  const value = cell.value;
  let section = parts[0]!;
  let sign = '';
  if (value < 0 && parts.length >= 2) section = parts[1]!;
  else if (value === 0 && parts.length >= 3) section = parts[2]!;
  else if (value < 0) sign = '-';
  if (isGeneral(section))
    return {
      text:
        (value < 0 && parts.length >= 2 ? '' : sign) +
        general(value < 0 && parts.length >= 2 ? -value : value),
      red: false,
    };
  const { tokens: list, red } = tokens(section);
  const date = list.some((t) => 'code' in t && isDateCode(t.code));
  if (date) return { text: renderDate(list, value), red };
  const shown = renderNumber(list, value);
  // Only a single-section negative carries a minus sign; a negative section writes its own.
  return { text: sign && /[1-9]/.test(shown) ? `${sign}${shown}` : shown, red };
}
