/**
 * Where an item may be moved or copied (docs/cabinet.md): into a folder of the same workspace the user may create
 * in, never a folder into itself or into one of its own sub-folders, never an item into the folder it is already
 * in (a move that changes nothing), and never a cabinet itself (a cabinet is a root; it has no parent to leave).
 */
import { ItemType, type FolderNode } from './folder-item.entity';

export type TransferKind = 'move' | 'copy';

export const TransferMessage = {
  intoItself: 'A folder cannot be moved or copied into itself.',
  intoOwnChild: 'A folder cannot be moved or copied into one of its own folders.',
  sameFolder: 'The item is already in this folder.',
  cabinet: 'A cabinet cannot be moved or copied; move or copy its folders instead.',
  targetNotFolder: 'Choose a folder to move or copy to.',
} as const;

export interface TransferItem {
  ItemId: number;
  ItemType: number;
  ParentFolderId: number | null;
}

/**
 * The folders from `folderId` up to its cabinet, `folderId` first, following `parentOf`. Stops at a cycle or
 * after `limit` steps, so damaged data can never hang a caller.
 */
export function ancestry(
  folderId: number,
  parentOf: (id: number) => number | null | undefined,
  limit = 10_000,
): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  let current: number | null | undefined = folderId;
  while (current !== null && current !== undefined && !seen.has(current) && chain.length < limit) {
    chain.push(current);
    seen.add(current);
    current = parentOf(current);
  }
  return chain;
}

/** Null when `item` may go into `targetFolderId`, else the reason. */
export function transferProblem(
  kind: TransferKind,
  item: TransferItem,
  targetFolderId: number,
  parentOf: (id: number) => number | null | undefined,
): string | null {
  if (item.ParentFolderId === null) return TransferMessage.cabinet;
  if (item.ItemType === ItemType.Folder) {
    if (item.ItemId === targetFolderId) return TransferMessage.intoItself;
    if (ancestry(targetFolderId, parentOf).includes(item.ItemId)) return TransferMessage.intoOwnChild;
  }
  if (kind === 'move' && item.ParentFolderId === targetFolderId) return TransferMessage.sameFolder;
  return null;
}

/** The folders of a tree an item may go to, for the picker: the others are shown disabled. */
export function allowedTargets(
  kind: TransferKind,
  item: TransferItem,
  folders: readonly FolderNode[],
): Set<number> {
  const parents = new Map(folders.map((f) => [f.ItemId, f.ParentFolderId]));
  return new Set(
    folders
      .filter((f) => transferProblem(kind, item, f.ItemId, (id) => parents.get(id)) === null)
      .map((f) => f.ItemId),
  );
}
