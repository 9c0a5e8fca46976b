/**
 * The cabinet's routes (platform spec §2) built from items. `{ContextFolderId}-{Id}` always names the folder that
 * holds the item and the item (ours, docs/cabinet.md): a cabinet is its own context. So every page knows the folder
 * page to go back to, and a path can be checked against the data.
 */
import { ItemType, type FolderItem } from './folder-item.entity';

type Placed = Pick<FolderItem, 'ItemId' | 'RootContextFolderId' | 'ParentFolderId'>;

/** The folder holding the item, or the cabinet itself for a cabinet. */
export const contextOf = (item: Placed) => item.ParentFolderId ?? item.ItemId;

export const cabinetListPath = () => '/cabinet/list';

export function folderPath(folder: Placed): string {
  return `/cabinet/${folder.RootContextFolderId}/folder/${contextOf(folder)}-${folder.ItemId}`;
}

export function newFolderPath(parent: Placed): string {
  return `/cabinet/${parent.RootContextFolderId}/folder/new/${contextOf(parent)}-${parent.ItemId}`;
}

export function sharePath(item: Placed & Pick<FolderItem, 'ItemType'>): string {
  return `/cabinet/${item.RootContextFolderId}/share/${item.ItemType}/manage/${contextOf(item)}-${item.ItemId}`;
}

/** The move or copy page; `targetCabinetId` (the route's optional /group/{GroupId}) picks in another cabinet. */
export function transferPath(
  kind: 'move' | 'copy',
  item: Placed & Pick<FolderItem, 'ItemType'>,
  targetCabinetId?: number,
): string {
  const base = `/cabinet/${item.RootContextFolderId}/item/${item.ItemType}/${kind}/${contextOf(item)}-${item.ItemId}`;
  return targetCabinetId === undefined || targetCabinetId === item.RootContextFolderId
    ? base
    : `${base}/group/${targetCabinetId}`;
}

export function directFolderPath(folder: Placed): string {
  return `/direct/cabinet/${folder.RootContextFolderId}/folder/${contextOf(folder)}-${folder.ItemId}`;
}

export const directItemsPath = () => '/direct/share-files-folders';
export const directForbiddenPath = () => '/direct/403';

/** The link a share gives out: /link/{Hash}/{RecordId}. */
export const shareLinkPath = (hash: string, recordId: number) =>
  `/link/${encodeURIComponent(hash)}/${recordId}`;

/**
 * The return parameter of /documentupload/{uploadId}/{action}/{returnParam}: the folder the upload started from as
 * `{RootContextFolderId}-{ContextFolderId}-{FolderId}`. Only a folder can be named, never a URL, so the page
 * cannot be made to send anyone elsewhere.
 */
export function uploadReturnParam(folder: Placed): string {
  return `${folder.RootContextFolderId}-${contextOf(folder)}-${folder.ItemId}`;
}

export function documentUploadPath(uploadId: string, action: 'zip' | 'files', folder: Placed): string {
  return `/documentupload/${encodeURIComponent(uploadId)}/${action}/${uploadReturnParam(folder)}`;
}

/** The folder page a return parameter names, or the cabinet list when it names none. */
export function pathOfUploadReturn(param: string): string {
  const match = /^(\d{1,10})-(\d{1,10})-(\d{1,10})$/.exec(param);
  if (!match) return cabinetListPath();
  return `/cabinet/${Number(match[1])}/folder/${Number(match[2])}-${Number(match[3])}`;
}

/** A positive whole id from a route parameter, else null. */
export function routeId(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647
    ? Number(param)
    : null;
}

/** The route's ItemType parameter (1 folder, 2 file), else null. */
export function routeItemType(param: string | undefined): (typeof ItemType)[keyof typeof ItemType] | null {
  return param === '1' ? ItemType.Folder : param === '2' ? ItemType.File : null;
}
