import { parseDecimal } from './decimal';
import { formattingTypeById } from './formatting-types';

/**
 * Typing into a percentage field (forms spec §5: "a percent value is divided by 100"). The number a person
 * types there is the percent, with or without the sign: `25` and `25%` both mean 25 %, i.e. 0.25, and `0.5`
 * means 0.5 %. So a plain number never silently means a hundred times more than what the field shows
 * (docs/formats.md, "Typing a percentage").
 */

/** Whether a formatting type shows its values as percentages (the Percentage group). */
export function isPercentFormat(typeId: number | null | undefined): boolean {
  return formattingTypeById(typeId)?.Group === 'Percentage';
}

/**
 * The value typed into a field of this formatting type, with the percent sign it means: in a percentage
 * field a number without `%` gets one (`25` -> `25%`, `(25)` -> `(25%)`). Anything else, and every value of
 * another formatting type, is returned unchanged.
 */
export function percentEntryOf(typeId: number | null | undefined, raw: string): string {
  if (!isPercentFormat(typeId)) return raw;
  const text = raw.trim();
  if (text === '' || text.includes('%') || parseDecimal(text) === null) return raw;
  return /^\(.*\)$/.test(text) ? `${text.slice(0, -1)}%)` : `${text}%`;
}
