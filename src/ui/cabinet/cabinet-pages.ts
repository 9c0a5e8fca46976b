import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

const page = (load: () => Promise<ComponentType<PageProps>>) => featurePage('cabinet', load);
const direct = () => import('./direct-pages');
const transfer = page(() => import('./transfer-page').then((m) => m.TransferPage));

/** Views of the cabinet area (docs/cabinet.md), by route id; loaded when first opened. */
export const CABINET_PAGES: Record<string, ComponentType<PageProps>> = {
  'cabinet.list': page(() => import('./cabinet-list-page').then((m) => m.CabinetListPage)),
  'cabinet.new': page(() => import('./cabinet-new-page').then((m) => m.CabinetNewPage)),
  'cabinet.folder': page(() => import('./folder-page').then((m) => m.FolderPage)),
  'cabinet.folder.new': page(() => import('./folder-new-page').then((m) => m.FolderNewPage)),
  'cabinet.share.manage': page(() => import('./share-page').then((m) => m.SharePage)),
  'cabinet.item.move': transfer,
  'cabinet.item.move.group': transfer,
  'cabinet.item.copy': transfer,
  'cabinet.item.copy.group': transfer,
  'document.upload': page(() => import('./document-upload-page').then((m) => m.DocumentUploadPage)),
  'direct.link': page(() => direct().then((m) => m.DirectLinkPage)),
  // Issue 35: a form instance's link too (docs/sharing.md "An instance by direct link"); files and folders here.
  'direct.item': featurePage(['cabinet', 'sharing'], () =>
    import('../sharing/direct-item-page').then((m) => m.DirectItemPage),
  ),
  'direct.share-files-folders': page(() => direct().then((m) => m.DirectItemsPage)),
  'direct.cabinet.folder': page(() => direct().then((m) => m.DirectFolderPage)),
  'direct.forbidden': page(() => direct().then((m) => m.DirectForbiddenPage)),
  'setup.doctype.list': page(() => import('./doctype-pages').then((m) => m.DocumentTypeListPage)),
  'setup.doctype.details': page(() => import('./doctype-pages').then((m) => m.DocumentTypePage)),
};
