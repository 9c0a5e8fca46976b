import { beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { HttpDocumentUploadGateway } from '../adapters/http/document-upload-gateway.http';
import { CabinetGateway } from '../ports/cabinet-gateway.port';
import { DocumentUploads } from '../ports/document-upload.port';
import { HttpCabinetGateway } from '../adapters/http/cabinet-gateway.http';
import { CabinetCreateStore } from '../stores/cabinet/cabinet-create.store';
import { CabinetListStore } from '../stores/cabinet/cabinet-list.store';
import { DirectLinkStore } from '../stores/cabinet/direct-link.store';
import { DocumentTypesStore } from '../stores/cabinet/document-types.store';
import { DocumentUploadStore } from '../stores/cabinet/document-upload.store';
import { FolderCreateStore } from '../stores/cabinet/folder-create.store';
import { FolderStore } from '../stores/cabinet/folder.store';
import { ShareStore } from '../stores/cabinet/share.store';
import { TransferStore } from '../stores/cabinet/transfer.store';
import { UploadStore } from '../stores/cabinet/upload.store';
import { createFullContainer } from './container';

describe('cabinetModule in the composition root', () => {
  let container: Container;
  beforeAll(async () => {
    container = await createFullContainer({
      baseUrl: '',
      fetch: globalThis.fetch,
      antiForgeryToken: () => null,
    });
  });

  it.each([
    CabinetListStore,
    CabinetCreateStore,
    FolderStore,
    FolderCreateStore,
    TransferStore,
    ShareStore,
    DocumentUploadStore,
    DirectLinkStore,
    DocumentTypesStore,
  ])('builds %o, one per page', (Store) => {
    const first = container.get(Store as never);
    expect(first).toBeInstanceOf(Store);
    expect(container.get(Store as never)).not.toBe(first);
  });

  it('keeps one upload panel for the app, so uploads outlive a page', () => {
    expect(container.get(UploadStore)).toBe(container.get(UploadStore));
  });

  it('talks HTTP, uploads included', () => {
    expect(container.get(CabinetGateway)).toBeInstanceOf(HttpCabinetGateway);
    expect(container.get(DocumentUploads)).toBeInstanceOf(HttpDocumentUploadGateway);
  });
});
