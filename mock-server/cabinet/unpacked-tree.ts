/**
 * An unpacked zip as cabinet records (docs/cabinet.md, "Zips"). Planned apart from the store in linear time (one
 * NameIndex per new folder, folders found by their parent and name in one Map) and in short slices of the event loop;
 * then added to the store in one synchronous step, so no caller sees half a tree, two writers never share an id, and
 * a refused step leaves no record behind.
 */
import type { CabinetItemRecord, UserRecord } from '../../fixtures/types';
import { NameIndex, folderNameOfZip, nameKey, uniqueName } from '../../src/domain/cabinet/cabinet-names';
import { isImageName } from '../../src/domain/cabinet/file-types';
import type { CabinetData } from './cabinet-data';
import { TimeSlicer } from './time-slices';
import type { Unpacked } from './zip-unpack';

export interface PlannedTree {
  /** Parents before children; the first is the folder named after the zip (named again when committed). */
  records: CabinetItemRecord[];
  /** For each record, the index of its folder in `records`; -1 for the first (it goes into the target folder). */
  parents: number[];
  /** The bytes of all its files. */
  bytes: number;
}

/** The records of an unpacked zip whose files' bytes are `blobs` (in the order of `unpacked.files`). */
export async function planTree(
  unpacked: Unpacked,
  blobs: readonly string[],
  zipName: string,
  user: UserRecord,
  now: string,
): Promise<PlannedTree> {
  const slicer = new TimeSlicer();
  const records: CabinetItemRecord[] = [];
  const parents: number[] = [];
  const namesIn = new Map<number, NameIndex>();
  const folderNamed = new Map<string, number>();
  const add = (parent: number, ItemType: 1 | 2, Name: string, Size = 0, blob: string | null = null) => {
    records.push({
      ItemId: 0,
      ItemType,
      Name,
      ParentFolderId: null,
      RootContextFolderId: 0,
      IsImage: ItemType === 2 && isImageName(Name),
      Size,
      CreatedOn: now,
      ModifiedOn: now,
      DocumentTypeId: null,
      workspaceId: 0,
      scopeId: 0,
      createdBy: user.id,
      blob,
    });
    parents.push(parent);
    if (ItemType === 1) namesIn.set(records.length - 1, new NameIndex());
    return records.length - 1;
  };
  const top = add(-1, 1, folderNameOfZip(zipName));
  const folderAt = (path: readonly string[]): number => {
    let parent = top;
    for (const name of path) {
      const key = `${parent}/${nameKey(name)}`;
      let folder = folderNamed.get(key);
      if (folder === undefined) {
        folder = add(parent, 1, namesIn.get(parent)!.claim(name));
        folderNamed.set(key, folder);
      }
      parent = folder;
    }
    return parent;
  };
  for (const path of unpacked.folders) {
    folderAt(path);
    await slicer.pause();
  }
  let bytes = 0;
  for (const [i, file] of unpacked.files.entries()) {
    const parent = folderAt(file.folders);
    add(parent, 2, namesIn.get(parent)!.claim(file.name), file.size, blobs[i]!);
    bytes += file.size;
    await slicer.pause();
  }
  return { records, parents, bytes };
}

/**
 * Adds a planned tree under `target` as it is now, in one synchronous step: ids from the store's next free one, the
 * cabinet, scope and workspace of the target, and a free name for the top folder among the target's items. Saving is
 * the caller's. Returns the top folder.
 */
export function commitTree(
  data: CabinetData,
  plan: PlannedTree,
  target: CabinetItemRecord,
): CabinetItemRecord {
  const first = data.nextId();
  plan.records.forEach((record, i) => {
    const parent = plan.parents[i]!;
    record.ItemId = first + i;
    record.ParentFolderId = parent < 0 ? target.ItemId : first + parent;
    record.RootContextFolderId = target.RootContextFolderId;
    record.workspaceId = target.workspaceId;
    record.scopeId = target.scopeId;
  });
  const top = plan.records[0]!;
  top.Name = uniqueName(
    top.Name,
    data.childrenOf(target.ItemId).map((i) => i.Name),
  );
  for (const record of plan.records) data.items.push(record);
  return top;
}
