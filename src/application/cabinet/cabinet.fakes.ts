/** In-memory fakes of the cabinet's ports, for the use-case tests. */
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { TextPreview } from '../../domain/cabinet/file-preview';
import type { FolderContents, FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import { sortItems, sortOptionById } from '../../domain/cabinet/item-sort';
import type { RequestFailure } from '../../domain/platform/error-catalogue';
import type {
  CabinetGateway,
  FolderDownloadTicket,
  FolderPageQuery,
  ShareLink,
  UploadStatus,
} from '../../ports/cabinet-gateway.port';
import type { DirectShareGateway, FolderZipSummary, SharedItem } from '../../ports/direct-share-gateway.port';
import type { DocumentTypeGateway } from '../../ports/document-type-gateway.port';
import type { DocumentUploads, UploadOutcome } from '../../ports/document-upload.port';
import type { FileDownloader } from '../../ports/file-downloader.port';
import type { HttpResult } from '../../ports/http-client.port';

export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const refused = (status: number, Message?: string): HttpResult<never> => ({
  ok: false,
  failure: { kind: 'status', status, payload: Message ? { Message } : {} },
});

export function item(over: Partial<FolderItem> & Pick<FolderItem, 'ItemId' | 'Name'>): FolderItem {
  return {
    ItemType: 2,
    RootContextFolderId: 1,
    IsImage: false,
    ParentFolderId: 1,
    Size: 10,
    CreatedOn: '2024-01-01T00:00:00Z',
    ModifiedOn: '2024-01-01T00:00:00Z',
    DocumentTypeId: null,
    ...over,
  };
}

export const cabinet = item({ ItemId: 1, Name: 'Cabinet', ItemType: 1, ParentFolderId: null });
export const photos = item({ ItemId: 2, Name: 'Photos', ItemType: 1 });
export const visits = item({ ItemId: 3, Name: 'Visits', ItemType: 1, ParentFolderId: 2 });
export const notes = item({ ItemId: 10, Name: 'notes.txt' });

/** A cabinet of three folders and a file, answering as the server does; `calls` records each call. */
export class FakeCabinetGateway implements CabinetGateway {
  calls: string[] = [];
  items: FolderItem[] = [cabinet, photos, visits, notes];
  next: Partial<
    Record<
      'move' | 'copy' | 'remove' | 'rename' | 'createFolder' | 'createShare' | 'requestFolderDownload',
      HttpResult<never>
    >
  > = {};
  links: ShareLink[] = [];

  private contents(folderId: number, files: boolean): HttpResult<FolderContents> {
    const folder = this.items.find((i) => i.ItemId === folderId);
    if (!folder) return refused(404, `No folder ${folderId}.`);
    const children = this.items.filter((i) => i.ParentFolderId === folderId);
    const path: FolderItem[] = [];
    for (
      let at: FolderItem | undefined = folder;
      at;
      at = this.items.find((i) => i.ItemId === at!.ParentFolderId)
    )
      path.unshift(at);
    return ok({ Folder: folder, Path: path, Items: files ? children : [], Total: children.length });
  }

  async cabinets() {
    this.calls.push('cabinets');
    return ok(this.items.filter((i) => i.ParentFolderId === null));
  }
  async createCabinet(name: string) {
    this.calls.push(`createCabinet ${name}`);
    return ok(item({ ItemId: 50, Name: name, ItemType: 1, ParentFolderId: null, RootContextFolderId: 50 }));
  }
  async folder(folderId: number) {
    this.calls.push(`folder ${folderId}`);
    return this.contents(folderId, true);
  }
  async folderPage(folderId: number, _root: number, { page, size, sort }: FolderPageQuery) {
    this.calls.push(`folderPage ${folderId} ${page} ${size} ${sort}`);
    const all = this.contents(folderId, true);
    if (!all.ok) return all;
    const sorted = sortItems(all.data.Items, sortOptionById(sort));
    return ok({ ...all.data, Items: sorted.slice(page * size, (page + 1) * size) });
  }
  async folderItem(folderId: number, _root: number, itemId: number) {
    this.calls.push(`folderItem ${folderId} ${itemId}`);
    const all = this.contents(folderId, true);
    if (!all.ok) return all;
    return ok({ ...all.data, Items: all.data.Items.filter((i) => i.ItemId === itemId) });
  }
  async folderPath(folderId: number) {
    this.calls.push(`folderPath ${folderId}`);
    return this.contents(folderId, false);
  }
  async tree(): Promise<HttpResult<FolderNode[]>> {
    this.calls.push('tree');
    return ok(
      this.items
        .filter((i) => i.ItemType === 1)
        .map(({ ItemId, Name, ParentFolderId }) => ({ ItemId, Name, ParentFolderId })),
    );
  }
  async createFolder(parentFolderId: number, name: string) {
    this.calls.push(`createFolder ${parentFolderId} ${name}`);
    return (
      this.next.createFolder ??
      ok(item({ ItemId: 60, Name: name, ItemType: 1, ParentFolderId: parentFolderId }))
    );
  }
  async rename(itemId: number, name: string) {
    this.calls.push(`rename ${itemId} ${name}`);
    return this.next.rename ?? ok({ ...this.items.find((i) => i.ItemId === itemId)!, Name: name });
  }
  async setDocumentType(itemId: number, documentTypeId: number | null) {
    this.calls.push(`setDocumentType ${itemId} ${documentTypeId}`);
    return ok({ ...this.items.find((i) => i.ItemId === itemId)!, DocumentTypeId: documentTypeId });
  }
  async remove(itemId: number) {
    this.calls.push(`remove ${itemId}`);
    return this.next.remove ?? ok({});
  }
  async move(itemId: number, targetFolderId: number) {
    this.calls.push(`move ${itemId} ${targetFolderId}`);
    return (
      this.next.move ??
      ok({ ...this.items.find((i) => i.ItemId === itemId)!, ParentFolderId: targetFolderId })
    );
  }
  async copy(itemId: number, targetFolderId: number) {
    this.calls.push(`copy ${itemId} ${targetFolderId}`);
    return (
      this.next.copy ??
      ok({ ...this.items.find((i) => i.ItemId === itemId)!, ItemId: 70, ParentFolderId: targetFolderId })
    );
  }
  async documents() {
    this.calls.push('documents');
    return ok(this.items.filter((i) => i.ItemType === 2));
  }
  async requestFolderDownload(folderId: number): Promise<HttpResult<FolderDownloadTicket>> {
    this.calls.push(`requestFolderDownload ${folderId}`);
    return this.next.requestFolderDownload ?? ok({ DownloadId: 'd-1', FileName: 'Photos.zip' });
  }
  async uploadStatus(uploadId: string): Promise<HttpResult<UploadStatus>> {
    this.calls.push(`uploadStatus ${uploadId}`);
    return ok({ UploadId: uploadId, FolderId: 2, State: 'processing', Message: null, CreatedFolderId: null });
  }
  async shares(itemId: number) {
    this.calls.push(`shares ${itemId}`);
    return ok(this.links.filter((l) => l.ItemId === itemId));
  }
  async createShare(itemId: number) {
    this.calls.push(`createShare ${itemId}`);
    return (
      this.next.createShare ??
      ok({
        RecordId: 7001,
        Hash: 'h'.repeat(32),
        ItemId: itemId,
        CreatedOn: '2024-01-01T00:00:00Z',
        CreatedBy: 'Ada Admin',
      })
    );
  }
  async revokeShare(recordId: number) {
    this.calls.push(`revokeShare ${recordId}`);
    return ok({});
  }
  /** The text a text file previews (a refusal when set instead). */
  text: TextPreview = { Text: '<b>Minutes</b>', Truncated: false };
  async previewText(itemId: number): Promise<HttpResult<TextPreview>> {
    this.calls.push(`previewText ${itemId}`);
    return ok(this.text);
  }
}

export class FakeDocumentTypes implements DocumentTypeGateway {
  calls: string[] = [];
  types: DocumentType[] = [{ DocumentTypeId: 1001, Name: 'Signed contract', StyledApart: true }];
  async list() {
    return ok(this.types);
  }
  async get(id: number) {
    const type = this.types.find((t) => t.DocumentTypeId === id);
    return type ? ok(type) : refused(404);
  }
  async create(name: string, styledApart: boolean) {
    this.calls.push(`create ${name} ${styledApart}`);
    return ok({ DocumentTypeId: 2000, Name: name, StyledApart: styledApart });
  }
  async update(type: DocumentType) {
    this.calls.push(`update ${type.DocumentTypeId} ${type.Name} ${type.StyledApart}`);
    return ok(type);
  }
  async remove(id: number) {
    this.calls.push(`remove ${id}`);
    return ok({});
  }
}

/** Uploads that report their progress in two steps and answer what the test queued (a file by default). */
export class FakeUploads implements DocumentUploads {
  sent: Array<{ folderId: number; name: string; unpack: boolean }> = [];
  answers: UploadOutcome[] = [];
  async upload(
    request: { folderId: number; file: { name: string; size: number }; unpack: boolean },
    onProgress: (sent: number, total: number) => void,
  ): Promise<UploadOutcome> {
    this.sent.push({ folderId: request.folderId, name: request.file.name, unpack: request.unpack });
    onProgress(Math.floor(request.file.size / 2), request.file.size);
    onProgress(request.file.size, request.file.size);
    return (
      this.answers.shift() ?? {
        ok: true,
        kind: 'file',
        item: item({ ItemId: 80, Name: request.file.name, ParentFolderId: request.folderId }),
      }
    );
  }
}

export const failedUpload = (status: number, Message: string): UploadOutcome => ({
  ok: false,
  failure: { kind: 'status', status, payload: { Message } } as RequestFailure,
});

export class FakeDirectShares implements DirectShareGateway {
  live = true;
  /** An address no link has (edited or cut off): 404 "not valid". */
  unknown = false;
  logins = 0;
  shared: FolderItem = { ...photos, ParentFolderId: null };
  async login(): Promise<HttpResult<SharedItem>> {
    this.logins += 1;
    if (this.unknown) return refused(404, 'This link is not valid. Check that you copied the whole address.');
    return this.live
      ? ok({ RecordId: 7001, Item: this.shared })
      : refused(403, 'This link is no longer available.');
  }
  async items(): Promise<HttpResult<SharedItem[]>> {
    return ok(this.live ? [{ RecordId: 7001, Item: this.shared }] : []);
  }
  async folder(folderId: number): Promise<HttpResult<FolderContents>> {
    if (this.unknown) return refused(404, 'This link is not valid. Check that you copied the whole address.');
    if (!this.live) return refused(403, 'This link is no longer available.');
    return ok({ Folder: { ...photos, ItemId: folderId }, Path: [this.shared], Items: [], Total: 0 });
  }
  /** "Download all": what the zip would hold, or a refusal (status and message) to answer instead. */
  zipRefusal: { status: number; Message: string } | null = null;
  async folderZip(): Promise<HttpResult<FolderZipSummary>> {
    if (this.zipRefusal) return refused(this.zipRefusal.status, this.zipRefusal.Message);
    if (!this.live) return refused(403, 'This link is no longer available.');
    return ok({ FileName: 'Photos.zip', Files: 3, Bytes: 3000 });
  }
  async previewText(): Promise<HttpResult<TextPreview>> {
    if (!this.live) return refused(403, 'This link is no longer available.');
    return ok({ Text: 'Shared notes', Truncated: true });
  }
}

/** The browser's side of a download: records what it was asked to save or open. */
export class FakeFiles implements FileDownloader {
  saved: Array<{ url: string; fileName: string }> = [];
  async save(request: { url: string; fileName: string }) {
    this.saved.push({ url: request.url, fileName: request.fileName });
    return true;
  }
  open(): void {}
  saveBlob(): void {}
}
