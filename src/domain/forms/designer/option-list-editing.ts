/**
 * The option-list editor of select, radio, check-box list and nested-select fields (spec section 4):
 * Enter adds an option, names are trimmed, add is disabled when the name is blank, and names are
 * unique ("There is already an option with this value."). Built on dialogs/option-names.
 */
import type { FieldDefinition, FieldOption } from '../form.entity';
import { canAddOption, normalizeOptionName, optionNameError } from '../dialogs/option-names';

export { canAddOption };

export type OptionListOutcome =
  | { readonly ok: true; readonly options: FieldOption[] }
  | { readonly ok: false; readonly message: string; readonly options: FieldOption[] };

/** True for the key that adds the typed option. */
export function isAddKey(key: string): boolean {
  return key === 'Enter';
}

/** Options by Order (ties keep list order), Order renumbered 1..n. */
export function orderedOptions(options: readonly FieldOption[]): FieldOption[] {
  return options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => a.o.Order - b.o.Order || a.i - b.i)
    .map(({ o }, i) => (o.Order === i + 1 ? o : { ...o, Order: i + 1 }));
}

/**
 * A new option gets a temporary negative OptionId (our choice), unique in the list, so it can be
 * told apart from saved options until the server gives it its id.
 */
export function temporaryOptionId(options: readonly FieldOption[]): number {
  return Math.min(0, ...options.map((o) => o.OptionId)) - 1;
}

/**
 * The field as the server takes it (docs/api-forms.md, "Field setup"): what the designer has not saved yet carries
 * id 0 and the server numbers it, as it numbers a new field: an option (a temporary negative OptionId), and a
 * nested select's conditions of a field not created yet (their FieldDefinitionId is the field's temporary id).
 * The temporary negative ids stay on the designer's side.
 */
export function withTemporaryIdsCleared(field: FieldDefinition): FieldDefinition {
  const unnumbered = (options: FieldOption[]) =>
    options.map((o) => (o.OptionId < 0 ? { ...o, OptionId: 0 } : o));
  const hasNew = (options: readonly FieldOption[] | undefined) => (options ?? []).some((o) => o.OptionId < 0);
  const conditions = field.Conditions ?? [];
  if (!hasNew(field.OptionsList) && !conditions.some((c) => c.FieldDefinitionId < 0 || hasNew(c.OptionsList)))
    return field;
  return {
    ...field,
    ...(field.OptionsList ? { OptionsList: unnumbered(field.OptionsList) } : {}),
    ...(field.Conditions
      ? {
          Conditions: field.Conditions.map((c) => ({
            ...c,
            FieldDefinitionId: Math.max(0, c.FieldDefinitionId),
            OptionsList: unnumbered(c.OptionsList),
          })),
        }
      : {}),
  };
}

/** Appends the trimmed `name`, or says why not (blank, or taken). */
export function addOption(options: readonly FieldOption[], name: string): OptionListOutcome {
  const list = orderedOptions(options);
  const error = optionNameError(
    list.map((o) => o.Name),
    name,
  );
  if (error !== null) return { ok: false, message: error, options: list };
  return {
    ok: true,
    options: [
      ...list,
      { OptionId: temporaryOptionId(list), Name: normalizeOptionName(name), Order: list.length + 1 },
    ],
  };
}

/** Renames the option at `index` (in order), with the same rules; it may keep its own name. */
export function renameOption(
  options: readonly FieldOption[],
  index: number,
  name: string,
): OptionListOutcome {
  const list = orderedOptions(options);
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return { ok: true, options: list };
  const error = optionNameError(
    list.map((o) => o.Name),
    name,
    index,
  );
  if (error !== null) return { ok: false, message: error, options: list };
  return {
    ok: true,
    options: list.map((o, i) => (i === index ? { ...o, Name: normalizeOptionName(name) } : o)),
  };
}

/** The options without the one at `index` (in order). */
export function removeOption(options: readonly FieldOption[], index: number): FieldOption[] {
  return orderedOptions(orderedOptions(options).filter((_, i) => i !== index));
}

/** A drag from `from` to `to` (0-based, in order). */
export function moveOption(options: readonly FieldOption[], from: number, to: number): FieldOption[] {
  const list = orderedOptions(options);
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return list;
  const [moved] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(Math.trunc(to), list.length)), 0, moved);
  return list.map((o, i) => (o.Order === i + 1 ? o : { ...o, Order: i + 1 }));
}
