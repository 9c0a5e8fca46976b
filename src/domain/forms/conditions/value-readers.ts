import type { FieldOption } from '../form.entity';
import { minuteOf } from '../formats/date-text';
import { parseDecimal } from '../formats/decimal';
import type { FieldValue } from './field-value';

/**
 * Reading field values for comparison. Every reader is total: a value it cannot read gives null (or an
 * empty list), never an exception.
 */

/** The value as text: booleans as "true"/"false", lists joined with ", ". */
export function textOf(value: FieldValue): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/** The value as a number (number text as users type it: $, separators, %), or null. */
export function numberOf(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const decimal = parseDecimal(value);
  if (!decimal) return null;
  const number = Number(`${decimal.negative ? '-' : ''}${decimal.int || '0'}.${decimal.frac || '0'}`);
  return Number.isFinite(number) ? number : null;
}

/** The value as whole minutes (dates compare to the minute), or null. */
export function minutesOf(value: FieldValue): number | null {
  return typeof value === 'string' ? minuteOf(value) : null;
}

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The selected option ids of an option value. Tokens may be ids or option names (matched
 * case-insensitively); a check-box list's "1,2" text is split. Names matching no option are dropped.
 */
export function selectedOptionIds(value: FieldValue, options: readonly FieldOption[]): number[] {
  let tokens: readonly (string | number)[];
  if (value == null || typeof value === 'boolean') tokens = [];
  else if (Array.isArray(value)) tokens = value;
  else if (typeof value === 'number') tokens = [value];
  else tokens = (value as string).split(',');
  const ids: number[] = [];
  for (const token of tokens) {
    const text = String(token).trim();
    if (text === '') continue;
    const byId = options.find((option) => String(option.OptionId) === text);
    const byName = byId ?? options.find((option) => normalise(option.Name ?? '') === normalise(text));
    const id = byName?.OptionId ?? (/^\d+$/.test(text) ? Number(text) : null);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The normalised names of the selected options (ids without an option are kept as their number). */
export function selectedOptionNames(ids: readonly number[], options: readonly FieldOption[]): Set<string> {
  return new Set(
    ids.map((id) => normalise(options.find((option) => option.OptionId === id)?.Name ?? String(id))),
  );
}
