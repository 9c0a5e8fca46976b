import type { FieldOption } from '../../../domain/forms/form.entity';

/** The multi-select's texts (forms spec §9). */
export const CHECK_LIST_TEXT = {
  placeholder: 'Please select...',
  filter: 'Search...',
  selectAll: 'Select All',
  selectNone: 'Select None',
  reset: 'Reset',
  /** Appended when more labels are selected than shown. */
  total: ' (Selected: %d)',
} as const;

/** Up to 3 labels are shown on the button. */
export const LABELS_SHOWN = 3;

/**
 * The button text: the placeholder when nothing is checked, the names of up to three checked options, and
 * past three the first three followed by ' (Selected: n)' (ours: the spec gives the pieces, not how they join).
 */
export function checkListButtonText(options: readonly FieldOption[], checked: readonly number[]): string {
  const names = options.filter((option) => checked.includes(option.OptionId)).map((option) => option.Name);
  if (names.length === 0) return CHECK_LIST_TEXT.placeholder;
  const shown = names.slice(0, LABELS_SHOWN).join(', ');
  return names.length > LABELS_SHOWN
    ? `${shown}${CHECK_LIST_TEXT.total.replace('%d', String(names.length))}`
    : shown;
}

/** Options whose name contains the filter text, ignoring case and surrounding spaces. */
export function filterOptions(options: readonly FieldOption[], filter: string): FieldOption[] {
  const wanted = filter.trim().toLowerCase();
  return wanted === ''
    ? [...options]
    : options.filter((option) => option.Name.toLowerCase().includes(wanted));
}
