import { inject, injectable } from 'inversify';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { FolderContents, FolderNode } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { DocumentTypeGateway } from '../../ports/document-type-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';

export interface OpenedFolder {
  contents: FolderContents;
  tree: FolderNode[];
  documentTypes: DocumentType[];
}

export type FolderOpening = { ok: true; folder: OpenedFolder } | { ok: false; notFound: boolean };

/**
 * A member opens /cabinet/{root}/folder/{context}-{folder}: the folder's contents (the spec's call: type 3, page 0,
 * size 100000, files flag), the cabinet's folder tree and the document types, together. A path whose context is not
 * the folder's parent is corrected in place (a bookmark from before a move still opens the folder).
 */
@injectable()
export class OpenFolder {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(DocumentTypeGateway) private readonly types: DocumentTypeGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async run(rootContextFolderId: number, folderId: number, signal?: AbortSignal): Promise<FolderOpening> {
    const [contents, tree, types] = await Promise.all([
      this.gateway.folder(folderId, rootContextFolderId, signal),
      this.gateway.tree(rootContextFolderId, signal),
      this.types.list(signal),
    ]);
    if (!contents.ok)
      return { ok: false, notFound: contents.failure.kind === 'status' && contents.failure.status === 404 };
    const canonical = folderPath(contents.data.Folder);
    if (this.navigator.currentPath().toLowerCase() !== canonical.toLowerCase())
      this.navigator.go(canonical, { replace: true });
    return {
      ok: true,
      folder: {
        contents: contents.data,
        tree: tree.ok ? tree.data : [],
        documentTypes: types.ok ? types.data : [],
      },
    };
  }

  /**
   * Calls `changed` when a zip upload into `folderId` finishes (`zipUploadDone`), so the page shows the unpacked
   * folders without a reload. Returns the unsubscribe function.
   */
  watch(folderId: number, changed: () => void): () => void {
    return this.hub.subscribe((message) => {
      const data = message.Data as { FolderId?: unknown } | undefined;
      if (message.Listener === 'zipUploadDone' && data?.FolderId === folderId) changed();
    });
  }
}
