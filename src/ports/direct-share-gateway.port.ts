import type { FolderContents, FolderItem } from '../domain/cabinet/folder-item.entity';
import type { TextPreview } from '../domain/cabinet/file-preview';
import type { HttpResult } from './http-client.port';

/** An item a direct link shows (its parent hidden: the link shows nothing above it). */
export interface SharedItem {
  RecordId: number;
  Item: FolderItem;
}

/** What a shared folder's "Download all" zip would hold (GET directshare/folderzip/check). */
export interface FolderZipSummary {
  FileName: string;
  Files: number;
  Bytes: number;
}

/**
 * What a person with a direct link reaches (docs/cabinet.md, "Direct links"). These calls are left out of the
 * global error handling (platform spec §7, "Login by direct share"): a dead link goes to /direct/403, not /403.
 */
export interface DirectShareGateway {
  login(hash: string, recordId: number): Promise<HttpResult<SharedItem>>;
  items(signal?: AbortSignal): Promise<HttpResult<SharedItem[]>>;
  folder(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>>;
  /** What "Download all" of a folder the link shows would hold, or why it cannot (413 too large, 422 no file). */
  folderZip(folderId: number, signal?: AbortSignal): Promise<HttpResult<FolderZipSummary>>;
  /** A text file the link shows: its first 256 KB as text. */
  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>>;
}
export const DirectShareGateway = Symbol('DirectShareGateway');
