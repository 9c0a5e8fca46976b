/** The cabinets in the mock database: look-ups, the access check of every call, and the answers' shape. */
import type { CabinetItemRecord, UserRecord } from '../../fixtures/types';
import type { Actor } from '../../src/domain/access/actor';
import { actInCabinet, type CabinetAction } from '../../src/domain/cabinet/cabinet-access.policy';
import { nameTaken } from '../../src/domain/cabinet/cabinet-names';
import type { FolderItem, FolderNode } from '../../src/domain/cabinet/folder-item.entity';
import { ancestry } from '../../src/domain/cabinet/move-rules';
import { actorOf } from '../access/access-facts';
import { allow } from '../access/access-guard';
import { HttpError } from '../http';
import type { Store } from '../store';

export class CabinetData {
  constructor(private readonly store: Store) {}

  get items(): CabinetItemRecord[] {
    return this.store.data.cabinetItems;
  }

  find(id: number): CabinetItemRecord | undefined {
    return this.items.find((item) => item.ItemId === id);
  }

  childrenOf(folderId: number): CabinetItemRecord[] {
    return this.items.filter((item) => item.ParentFolderId === folderId);
  }

  /** The item and everything under it (a file: itself), parents before children. */
  subtree(item: CabinetItemRecord): CabinetItemRecord[] {
    const out = [item];
    for (let i = 0; i < out.length; i++)
      if (out[i]!.ItemType === 1) out.push(...this.childrenOf(out[i]!.ItemId));
    return out;
  }

  cabinetOf(item: CabinetItemRecord): CabinetItemRecord {
    return this.find(item.RootContextFolderId) ?? item;
  }

  /** The folders from the cabinet down to `folder`. */
  pathTo(folder: CabinetItemRecord): CabinetItemRecord[] {
    return ancestry(folder.ItemId, (id) => this.find(id)?.ParentFolderId)
      .reverse()
      .map((id) => this.find(id)!)
      .filter(Boolean);
  }

  nameTakenIn(folderId: number, name: string, except?: number): boolean {
    return nameTaken(
      name,
      this.childrenOf(folderId)
        .filter((i) => i.ItemId !== except)
        .map((i) => i.Name),
    );
  }

  nextId(): number {
    return this.items.reduce((max, item) => Math.max(max, item.ItemId), 0) + 1;
  }

  actor(user: UserRecord): Actor {
    return actorOf(this.store, user);
  }

  /**
   * The item `id` for `action` by `user`: 404 when it is not in the user's workspace (or does not exist), 403
   * when the cabinet is not open to them or their roles lack the action's verb. Checked before anything changes.
   */
  itemFor(user: UserRecord, id: number, action: CabinetAction, kind?: 1 | 2): CabinetItemRecord {
    const item = this.find(id);
    if (!item || item.workspaceId !== user.workspaceId || (kind !== undefined && item.ItemType !== kind)) {
      throw new HttpError(
        404,
        kind === 1 ? `No folder ${id}.` : kind === 2 ? `No file ${id}.` : `No item ${id}.`,
      );
    }
    allow(actInCabinet(this.actor(user), this.cabinetOf(item).scopeId, action));
    return item;
  }

  /** The cabinets the user may open. */
  cabinetsOf(user: UserRecord): CabinetItemRecord[] {
    const actor = this.actor(user);
    return this.items.filter(
      (item) =>
        item.ParentFolderId === null &&
        item.workspaceId === user.workspaceId &&
        actInCabinet(actor, item.scopeId, 'open').allowed,
    );
  }

  /** A folder's size is the bytes of every file under it. */
  sizeOf(item: CabinetItemRecord): number {
    return item.ItemType === 2
      ? item.Size
      : this.subtree(item).reduce((sum, i) => sum + (i.ItemType === 2 ? i.Size : 0), 0);
  }

  /** The wire shape (platform spec §3 plus ours): owner keys and the blob left out. */
  view(item: CabinetItemRecord, sizes?: Map<number, number>): FolderItem {
    const {
      ItemId,
      ItemType,
      Name,
      ParentFolderId,
      RootContextFolderId,
      IsImage,
      CreatedOn,
      ModifiedOn,
      DocumentTypeId,
    } = item;
    const Size = sizes?.get(ItemId) ?? this.sizeOf(item);
    return {
      ItemId,
      ItemType,
      Name,
      ParentFolderId,
      RootContextFolderId,
      IsImage,
      Size,
      CreatedOn,
      ModifiedOn,
      DocumentTypeId,
    };
  }

  /** The bytes of every file of a workspace's cabinets (what its storage quota counts). */
  bytesIn(workspaceId: number): number {
    let bytes = 0;
    for (const item of this.items)
      if (item.ItemType === 2 && item.workspaceId === workspaceId) bytes += item.Size;
    return bytes;
  }

  /** Sizes of every folder of a cabinet in one pass (a 10,000-item folder must not add up its tree per row). */
  folderSizes(rootId: number): Map<number, number> {
    const inCabinet = this.items.filter((i) => i.RootContextFolderId === rootId);
    const parent = new Map(inCabinet.map((i) => [i.ItemId, i.ParentFolderId]));
    const sizes = new Map<number, number>();
    for (const item of inCabinet) {
      if (item.ItemType !== 2) continue;
      for (const folderId of ancestry(item.ParentFolderId ?? item.ItemId, (id) => parent.get(id)))
        sizes.set(folderId, (sizes.get(folderId) ?? 0) + item.Size);
    }
    return sizes;
  }

  tree(rootId: number): FolderNode[] {
    return this.items
      .filter((i) => i.RootContextFolderId === rootId && i.ItemType === 1)
      .map(({ ItemId, Name, ParentFolderId }) => ({ ItemId, Name, ParentFolderId }));
  }

  /** A new folder in `parent` (same cabinet, scope and workspace), stored with the others (saved by the caller). */
  addFolder(parent: CabinetItemRecord, name: string, userId: number, now: string): CabinetItemRecord {
    const folder: CabinetItemRecord = {
      ...parent,
      ItemId: this.nextId(),
      ItemType: 1,
      Name: name,
      ParentFolderId: parent.ItemId,
      IsImage: false,
      Size: 0,
      CreatedOn: now,
      ModifiedOn: now,
      createdBy: userId,
      DocumentTypeId: null,
      blob: null,
    };
    this.items.push(folder);
    return folder;
  }

  /** A folder whose contents changed is modified now (as a file system dates a directory). */
  touch(folderId: number | null, now: string): void {
    const folder = folderId === null ? undefined : this.find(folderId);
    if (folder) folder.ModifiedOn = now;
  }

  save(): void {
    this.store.save();
  }
}
