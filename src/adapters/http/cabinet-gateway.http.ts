import { inject, injectable } from 'inversify';
import { FOLDER_CONTENTS_QUERY } from '../../domain/cabinet/cabinet-limits';
import type { TextPreview } from '../../domain/cabinet/file-preview';
import type { FolderContents, FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import type {
  CabinetGateway,
  FolderDownloadTicket,
  FolderPageQuery,
  ShareLink,
  UploadStatus,
} from '../../ports/cabinet-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import {
  parseFolderContents,
  parseFolderDownloadTicket,
  parseFolderItem,
  parseFolderItems,
  parseFolderNodes,
  parseShareLink,
  parseShareLinks,
  parseTextPreview,
  parseUploadStatus,
} from './cabinet-parsers';
import { ignoreBody } from './parse-response';

/** The cabinets over HTTP (docs/cabinet.md; docs/api.md "Cabinets"). */
@injectable()
export class HttpCabinetGateway implements CabinetGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  cabinets(signal?: AbortSignal): Promise<HttpResult<FolderItem[]>> {
    return this.http.get('cabinet/list', parseFolderItems, undefined, { signal });
  }

  createCabinet(name: string): Promise<HttpResult<FolderItem>> {
    return this.http.create('cabinet', { Name: name }, parseFolderItem);
  }

  folder(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>> {
    return this.http.get(
      'cabinet/folder',
      parseFolderContents,
      { folderId, rootContextFolderId, ...FOLDER_CONTENTS_QUERY },
      { signal },
    );
  }

  folderPage(
    folderId: number,
    rootContextFolderId: number,
    { page, size, sort }: FolderPageQuery,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>> {
    return this.http.get(
      'cabinet/folder',
      parseFolderContents,
      { folderId, rootContextFolderId, ...FOLDER_CONTENTS_QUERY, page, size, sort },
      { signal },
    );
  }

  folderItem(
    folderId: number,
    rootContextFolderId: number,
    itemId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>> {
    return this.http.get(
      'cabinet/folder',
      parseFolderContents,
      { folderId, rootContextFolderId, ...FOLDER_CONTENTS_QUERY, size: 1, itemId },
      { signal },
    );
  }

  folderPath(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>> {
    return this.http.get(
      'cabinet/folder',
      parseFolderContents,
      { folderId, rootContextFolderId, ...FOLDER_CONTENTS_QUERY, files: false },
      { signal },
    );
  }

  tree(rootContextFolderId: number, signal?: AbortSignal): Promise<HttpResult<FolderNode[]>> {
    return this.http.get('cabinet/tree', parseFolderNodes, { rootContextFolderId }, { signal });
  }

  createFolder(parentFolderId: number, name: string): Promise<HttpResult<FolderItem>> {
    return this.http.create(
      'cabinet/folder',
      { ParentFolderId: parentFolderId, Name: name },
      parseFolderItem,
    );
  }

  rename(itemId: number, name: string): Promise<HttpResult<FolderItem>> {
    return this.http.update('cabinet/item', { ItemId: itemId, Name: name }, parseFolderItem);
  }

  setDocumentType(itemId: number, documentTypeId: number | null): Promise<HttpResult<FolderItem>> {
    return this.http.update(
      'cabinet/item',
      { ItemId: itemId, DocumentTypeId: documentTypeId },
      parseFolderItem,
    );
  }

  remove(itemId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('cabinet/item', { ItemId: itemId }, ignoreBody);
  }

  move(itemId: number, targetFolderId: number): Promise<HttpResult<FolderItem>> {
    return this.http.command(
      'cabinet/item/move',
      { ItemId: itemId, TargetFolderId: targetFolderId },
      parseFolderItem,
    );
  }

  copy(itemId: number, targetFolderId: number): Promise<HttpResult<FolderItem>> {
    return this.http.command(
      'cabinet/item/copy',
      { ItemId: itemId, TargetFolderId: targetFolderId },
      parseFolderItem,
    );
  }

  documents(signal?: AbortSignal): Promise<HttpResult<FolderItem[]>> {
    return this.http.get('document/getall', parseFolderItems, undefined, { signal });
  }

  requestFolderDownload(folderId: number): Promise<HttpResult<FolderDownloadTicket>> {
    return this.http.command('document/folderdownload', { FolderId: folderId }, parseFolderDownloadTicket);
  }

  uploadStatus(uploadId: string, signal?: AbortSignal): Promise<HttpResult<UploadStatus>> {
    return this.http.get('document/upload/status', parseUploadStatus, { id: uploadId }, { signal });
  }

  shares(itemId: number, signal?: AbortSignal): Promise<HttpResult<ShareLink[]>> {
    return this.http.get('cabinet/share/list', parseShareLinks, { itemId }, { signal });
  }

  createShare(itemId: number): Promise<HttpResult<ShareLink>> {
    return this.http.create('cabinet/share', { ItemId: itemId }, parseShareLink);
  }

  revokeShare(recordId: number): Promise<HttpResult<unknown>> {
    return this.http.command('cabinet/share/revoke', { RecordId: recordId }, ignoreBody);
  }

  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>> {
    return this.http.get('document/preview/text', parseTextPreview, { id: itemId }, { signal });
  }
}
