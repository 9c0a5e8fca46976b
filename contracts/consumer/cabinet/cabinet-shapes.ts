import { MatchersV3 } from '@pact-foundation/pact';
import { CABINET_ID_TABLES, type CabinetTable } from '../../../fixtures/cabinet/cabinet-id-tables';
import { isoDate } from '../forms/forms-shapes';

const { boolean, fromProviderState, integer, string } = MatchersV3;

/** The state that answers the demo cabinets' ids (fixtures/cabinet/cabinet-id-tables.ts); after the sign-in state. */
export const DEMO_CABINETS = 'the demo cabinets exist';

type Names<T extends CabinetTable> = keyof (typeof CABINET_ID_TABLES)[T] & string;

const example = <T extends CabinetTable>(table: T, name: Names<T>) =>
  (CABINET_ID_TABLES[table] as Record<string, number>)[name]!;

/** An id the provider chose (`${CabinetFolder_policies}`), with the fixture's id as the consumer's example. */
export const cabinetId = <T extends CabinetTable>(table: T, name: Names<T>) =>
  fromProviderState(`\${${table}_${name}}`, example(table, name));
export const cabinetIdText = <T extends CabinetTable>(table: T, name: Names<T>) =>
  fromProviderState(`\${${table}_${name}}`, String(example(table, name)));

/**
 * A folder item as the API answers it (platform spec §3 plus ours). `DocumentTypeId` is left to the caller: a file may
 * have one, so a list mixing files is matched without it (the SPA's DTO still checks each item).
 */
export const folderItem = (item: {
  ItemId: number;
  ItemType: 1 | 2;
  Name: string;
  ParentFolderId: number | null;
  Size?: number;
  IsImage?: boolean;
}) => ({
  ItemId: integer(item.ItemId),
  ItemType: integer(item.ItemType),
  RootContextFolderId: integer(5000),
  IsImage: boolean(item.IsImage ?? false),
  Name: string(item.Name),
  ParentFolderId: item.ParentFolderId === null ? null : integer(item.ParentFolderId),
  Size: integer(item.Size ?? 0),
  CreatedOn: isoDate('2024-03-01T09:00:00.000Z'),
  ModifiedOn: isoDate('2024-03-01T09:00:00.000Z'),
});

/** An item of a list that mixes a cabinet (no parent) with folders (a parent): matched without `ParentFolderId`. */
export function anyParent<T extends { ParentFolderId: unknown }>(item: T): Omit<T, 'ParentFolderId'> {
  const { ParentFolderId: _parent, ...rest } = item;
  return rest;
}
