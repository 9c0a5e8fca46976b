import { ContainerModule } from 'inversify';
import { HttpCabinetGateway } from '../adapters/http/cabinet-gateway.http';
import { HttpDirectShareGateway } from '../adapters/http/direct-share-gateway.http';
import { HttpDocumentTypeGateway } from '../adapters/http/document-type-gateway.http';
import { HttpDocumentUploadGateway } from '../adapters/http/document-upload-gateway.http';
import { UploadTransport, XhrUploadTransport } from '../adapters/http/upload-transport';
import { CreateCabinet } from '../application/cabinet/create-cabinet.use-case';
import { CreateFolder } from '../application/cabinet/create-folder.use-case';
import { DeleteItem } from '../application/cabinet/delete-item.use-case';
import { PreviewFile } from '../application/cabinet/preview-file.use-case';
import { DownloadSharedFolder } from '../application/cabinet/download-shared-folder.use-case';
import { DownloadItem } from '../application/cabinet/download-item.use-case';
import { FollowUpload } from '../application/cabinet/follow-upload.use-case';
import { ListCabinets } from '../application/cabinet/list-cabinets.use-case';
import { ManageDocumentTypes } from '../application/cabinet/manage-document-types.use-case';
import { OpenDirectLink } from '../application/cabinet/open-direct-link.use-case';
import { OpenFolder } from '../application/cabinet/open-folder.use-case';
import { RenameItem } from '../application/cabinet/rename-item.use-case';
import { SetDocumentType } from '../application/cabinet/set-document-type.use-case';
import { ShareItem } from '../application/cabinet/share-item.use-case';
import { TransferItem } from '../application/cabinet/transfer-item.use-case';
import { UploadFiles } from '../application/cabinet/upload-files.use-case';
import { CabinetGateway } from '../ports/cabinet-gateway.port';
import { DirectShareGateway } from '../ports/direct-share-gateway.port';
import { DocumentTypeGateway } from '../ports/document-type-gateway.port';
import { DocumentUploads } from '../ports/document-upload.port';
import { CabinetCreateStore } from '../stores/cabinet/cabinet-create.store';
import { CabinetListStore } from '../stores/cabinet/cabinet-list.store';
import { FilePreviewStore } from '../stores/cabinet/file-preview.store';
import { DirectLinkStore } from '../stores/cabinet/direct-link.store';
import { DocumentTypesStore } from '../stores/cabinet/document-types.store';
import { DocumentUploadStore } from '../stores/cabinet/document-upload.store';
import { FolderCreateStore } from '../stores/cabinet/folder-create.store';
import { FolderStore } from '../stores/cabinet/folder.store';
import { ShareStore } from '../stores/cabinet/share.store';
import { TransferStore } from '../stores/cabinet/transfer.store';
import { UploadStore } from '../stores/cabinet/upload.store';

/**
 * The cabinet area (docs/cabinet.md): its HTTP adapters, use cases and stores. Loaded when one of its pages first
 * opens. Page stores are transient; the upload panel's store is one for the app, so uploads outlive a page.
 */
export const cabinetModule = new ContainerModule(({ bind }) => {
  bind(HttpCabinetGateway).toSelf().inSingletonScope();
  bind(CabinetGateway).toService(HttpCabinetGateway);
  bind(HttpDirectShareGateway).toSelf().inSingletonScope();
  bind(DirectShareGateway).toService(HttpDirectShareGateway);
  bind(HttpDocumentTypeGateway).toSelf().inSingletonScope();
  bind(DocumentTypeGateway).toService(HttpDocumentTypeGateway);
  bind(UploadTransport).toConstantValue(new XhrUploadTransport());
  bind(HttpDocumentUploadGateway).toSelf().inSingletonScope();
  bind(DocumentUploads).toService(HttpDocumentUploadGateway);

  const classes = (...list: Array<new (...args: never[]) => unknown>) => list;
  for (const useCase of classes(
    ListCabinets,
    CreateCabinet,
    OpenFolder,
    CreateFolder,
    RenameItem,
    SetDocumentType,
    DeleteItem,
    TransferItem,
    UploadFiles,
    FollowUpload,
    DownloadItem,
    DownloadSharedFolder,
    PreviewFile,
    ShareItem,
    OpenDirectLink,
    ManageDocumentTypes,
  )) {
    bind(useCase).toSelf().inSingletonScope();
  }

  bind(UploadStore).toSelf().inSingletonScope();
  for (const store of classes(
    CabinetListStore,
    FilePreviewStore,
    CabinetCreateStore,
    FolderStore,
    FolderCreateStore,
    TransferStore,
    ShareStore,
    DocumentUploadStore,
    DirectLinkStore,
    DocumentTypesStore,
  )) {
    bind(store).toSelf().inTransientScope();
  }
});
