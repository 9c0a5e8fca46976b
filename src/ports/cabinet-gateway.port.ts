import type { FolderContents, FolderItem, FolderNode } from '../domain/cabinet/folder-item.entity';
import type { TextPreview } from '../domain/cabinet/file-preview';
import type { HttpResult } from './http-client.port';

/** A folder being zipped for download (docs/cabinet.md): `downloadCompleted` names it when ready. */
export interface FolderDownloadTicket {
  DownloadId: string;
  FileName: string;
}

/** Where a background (zip) upload stands. */
export interface UploadStatus {
  UploadId: string;
  FolderId: number;
  State: 'processing' | 'done' | 'failed';
  Message: string | null;
  CreatedFolderId: number | null;
}

/** A direct link to a file or folder (/link/{Hash}/{RecordId}). */
export interface ShareLink {
  RecordId: number;
  Hash: string;
  ItemId: number;
  CreatedOn: string;
  CreatedBy: string;
}

/** Which page of a folder, how many items a page, in which order (`SortOption['id']`). */
export interface FolderPageQuery {
  page: number;
  size: number;
  sort: string;
}

/** The cabinets of a member over HTTP (docs/cabinet.md, docs/api.md "Cabinets"). */
export interface CabinetGateway {
  cabinets(signal?: AbortSignal): Promise<HttpResult<FolderItem[]>>;
  createCabinet(name: string): Promise<HttpResult<FolderItem>>;
  /** Folder contents (platform spec §7): by folderId and rootContextFolderId, type 3, page 0, size 100000, files flag. */
  folder(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>>;
  /**
   * One page of a folder's items in the chosen order (docs/cabinet.md, "Long folders"): the spec's call with its
   * page and size, and our `sort` (an item-sort option's id); Total counts them all.
   */
  folderPage(
    folderId: number,
    rootContextFolderId: number,
    page: FolderPageQuery,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>>;
  /**
   * The folder with only the item `itemId` among its items (the same call, with our `itemId`): the move and share
   * pages of a long folder, which need one item, not the folder's pages (docs/cabinet.md, "Long folders").
   */
  folderItem(
    folderId: number,
    rootContextFolderId: number,
    itemId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>>;
  /** The folder and its path only (the files flag off): for pages that need the breadcrumb, not the items. */
  folderPath(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>>;
  tree(rootContextFolderId: number, signal?: AbortSignal): Promise<HttpResult<FolderNode[]>>;
  createFolder(parentFolderId: number, name: string): Promise<HttpResult<FolderItem>>;
  rename(itemId: number, name: string): Promise<HttpResult<FolderItem>>;
  setDocumentType(itemId: number, documentTypeId: number | null): Promise<HttpResult<FolderItem>>;
  remove(itemId: number): Promise<HttpResult<unknown>>;
  move(itemId: number, targetFolderId: number): Promise<HttpResult<FolderItem>>;
  copy(itemId: number, targetFolderId: number): Promise<HttpResult<FolderItem>>;
  /** Documents, get all (platform spec §7): every file the member may open, newest first. */
  documents(signal?: AbortSignal): Promise<HttpResult<FolderItem[]>>;
  requestFolderDownload(folderId: number): Promise<HttpResult<FolderDownloadTicket>>;
  uploadStatus(uploadId: string, signal?: AbortSignal): Promise<HttpResult<UploadStatus>>;
  shares(itemId: number, signal?: AbortSignal): Promise<HttpResult<ShareLink[]>>;
  createShare(itemId: number): Promise<HttpResult<ShareLink>>;
  revokeShare(recordId: number): Promise<HttpResult<unknown>>;
  /** A text file's first 256 KB as text (docs/cabinet.md, "Preview"). */
  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>>;
}
export const CabinetGateway = Symbol('CabinetGateway');
