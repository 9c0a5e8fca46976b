/**
 * Sorting a folder's items (platform spec §9: the pairs A to Z, Smallest to Largest, Oldest to Newest; each pair
 * both ways). Folders always come first; ties keep a stable order by id. The mock server answers in the default
 * order with the same function.
 */
import type { FolderItem } from './folder-item.entity';

export type SortKey = 'name' | 'size' | 'date';
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

export interface SortOption extends SortOrder {
  id: string;
  label: string;
}

/** The spec names the first of each pair; the reverse labels are ours. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'name-asc', key: 'name', direction: 'asc', label: 'A to Z' },
  { id: 'name-desc', key: 'name', direction: 'desc', label: 'Z to A' },
  { id: 'size-asc', key: 'size', direction: 'asc', label: 'Smallest to Largest' },
  { id: 'size-desc', key: 'size', direction: 'desc', label: 'Largest to Smallest' },
  { id: 'date-asc', key: 'date', direction: 'asc', label: 'Oldest to Newest' },
  { id: 'date-desc', key: 'date', direction: 'desc', label: 'Newest to Oldest' },
];

export const DEFAULT_SORT: SortOption = SORT_OPTIONS[0]!;

export function sortOptionById(id: string): SortOption {
  return SORT_OPTIONS.find((option) => option.id === id) ?? DEFAULT_SORT;
}

// Natural order ("File 2" before "File 10"), case and accents ignored: what a person expects of A to Z.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

type Sortable = Pick<FolderItem, 'ItemId' | 'ItemType' | 'Name' | 'Size' | 'ModifiedOn'>;

function compareBy(key: SortKey, a: Sortable, b: Sortable): number {
  switch (key) {
    case 'name':
      return collator.compare(a.Name, b.Name);
    case 'size':
      return a.Size - b.Size;
    case 'date':
      return Date.parse(a.ModifiedOn) - Date.parse(b.ModifiedOn);
  }
}

/** A new array: folders first, then files, each in the asked order; equal items by name, then by id. */
export function sortItems<T extends Sortable>(items: readonly T[], order: SortOrder = DEFAULT_SORT): T[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (a.ItemType !== b.ItemType) return a.ItemType - b.ItemType;
    return sign * compareBy(order.key, a, b) || collator.compare(a.Name, b.Name) || a.ItemId - b.ItemId;
  });
}
