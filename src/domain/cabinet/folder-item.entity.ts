/**
 * A folder item (platform spec §3: ItemId, ItemType 1 folder or 2 file, RootContextFolderId, IsImage). The other
 * fields are ours (docs/cabinet.md): what a user of a document cabinet expects to see of a file or a folder.
 */
export const ItemType = { Folder: 1, File: 2 } as const;
export type ItemTypeId = (typeof ItemType)[keyof typeof ItemType];

export interface FolderItem {
  ItemId: number;
  ItemType: ItemTypeId;
  /** The cabinet (root folder) the item lives in; a cabinet's own is its ItemId. */
  RootContextFolderId: number;
  IsImage: boolean;
  Name: string;
  /** The folder holding the item; null for a cabinet. */
  ParentFolderId: number | null;
  /** Bytes of a file; for a folder, the bytes of every file under it. */
  Size: number;
  CreatedOn: string;
  ModifiedOn: string;
  /** The file's document type (setup/doctype); null when none. Folders have none. */
  DocumentTypeId: number | null;
}

/** A folder's contents as the folder-contents call answers them (platform spec §7). */
export interface FolderContents {
  Folder: FolderItem;
  /** The folders from the cabinet down to the folder itself: the breadcrumb. */
  Path: FolderItem[];
  /** The page of items asked for (none when the files flag is false). */
  Items: FolderItem[];
  /** How many items the folder holds in all. */
  Total: number;
}

/** One folder of a cabinet's tree. */
export interface FolderNode {
  ItemId: number;
  Name: string;
  ParentFolderId: number | null;
}

export const isFolder = (item: Pick<FolderItem, 'ItemType'>) => item.ItemType === ItemType.Folder;
