import type { Application } from 'express';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { registerCabinetFolderRoutes } from './cabinets';
import { registerDirectDownloadRoutes } from './direct-downloads';
import { registerDirectLinkRoutes } from './direct-links';
import { registerDocumentTypeRoutes } from './document-types';
import { registerDownloadRoutes } from './downloads';
import { registerCabinetItemRoutes } from './items';
import { registerPreviewRoutes } from './previews';
import { registerUploadRoutes } from './uploads';

/**
 * The cabinet area (docs/cabinet.md): cabinets, folders, files, uploads, thumbnails, downloads, direct links and
 * document types. Registered before the platform's thumbnail route, whose ids it answers first when they are
 * cabinet files. The server resets and closes the area's context with the rest.
 */
export function registerCabinetRoutes(app: Application, cab: CabinetContext): void {
  registerCabinetFolderRoutes(app, cab);
  registerCabinetItemRoutes(app, cab);
  registerUploadRoutes(app, cab);
  registerDownloadRoutes(app, cab);
  registerDirectLinkRoutes(app, cab);
  registerDirectDownloadRoutes(app, cab);
  registerPreviewRoutes(app, cab);
  registerDocumentTypeRoutes(app, cab);
}
