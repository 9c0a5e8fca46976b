import { inject, injectable } from 'inversify';
import type { TextPreview } from '../../domain/cabinet/file-preview';
import { FOLDER_CONTENTS_QUERY } from '../../domain/cabinet/cabinet-limits';
import type { FolderContents } from '../../domain/cabinet/folder-item.entity';
import type { DirectShareGateway, FolderZipSummary, SharedItem } from '../../ports/direct-share-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import {
  parseFolderContents,
  parseFolderZipSummary,
  parseSharedItem,
  parseSharedItems,
  parseTextPreview,
} from './cabinet-parsers';

/** What a direct link opens, over HTTP; out of the global error handling (platform spec §7, "Login by direct share"). */
@injectable()
export class HttpDirectShareGateway implements DirectShareGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  login(hash: string, recordId: number): Promise<HttpResult<SharedItem>> {
    return this.http.command('directshare/login', { Hash: hash, RecordId: recordId }, parseSharedItem, {
      skipErrorHandling: true,
    });
  }

  items(signal?: AbortSignal): Promise<HttpResult<SharedItem[]>> {
    return this.http.get('directshare/items', parseSharedItems, undefined, {
      signal,
      skipErrorHandling: true,
    });
  }

  folder(
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<FolderContents>> {
    return this.http.get(
      'directshare/folder',
      parseFolderContents,
      { folderId, rootContextFolderId, ...FOLDER_CONTENTS_QUERY },
      { signal, skipErrorHandling: true },
    );
  }

  folderZip(folderId: number, signal?: AbortSignal): Promise<HttpResult<FolderZipSummary>> {
    return this.http.get(
      'directshare/folderzip/check',
      parseFolderZipSummary,
      { folderId },
      { signal, skipErrorHandling: true },
    );
  }

  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>> {
    return this.http.get(
      'directshare/preview/text',
      parseTextPreview,
      { id: itemId },
      { signal, skipErrorHandling: true },
    );
  }
}
