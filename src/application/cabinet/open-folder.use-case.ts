import { inject, injectable } from 'inversify';
import { FOLDER_PAGE_SIZE } from '../../domain/cabinet/cabinet-limits';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import { DEFAULT_SORT } from '../../domain/cabinet/item-sort';
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

/** The first items a folder page shows: how many, in which order (an item-sort option's id). */
export interface FirstItems {
  size: number;
  sort: string;
}

const FIRST_ITEMS: FirstItems = { size: FOLDER_PAGE_SIZE, sort: DEFAULT_SORT.id };

/**
 * A member opens /cabinet/{root}/folder/{context}-{folder}: the folder's first page of items in the chosen order
 * (the spec's call: type 3, page and size, files flag; docs/cabinet.md, "Long folders"), the cabinet's folder tree
 * and the document types, together. A path whose context is not the folder's parent is corrected in place (a
 * bookmark from before a move still opens the folder). `more` brings the next pages.
 */
@injectable()
export class OpenFolder {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(DocumentTypeGateway) private readonly types: DocumentTypeGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async run(
    rootContextFolderId: number,
    folderId: number,
    signal?: AbortSignal,
    first: FirstItems = FIRST_ITEMS,
  ): Promise<FolderOpening> {
    const [contents, tree, types] = await Promise.all([
      this.gateway.folderPage(folderId, rootContextFolderId, { page: 0, ...first }, signal),
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
   * The items after the first `loaded` of the folder in `sort` order, a page of `FOLDER_PAGE_SIZE`; null when the
   * call failed (the page offers Show more again).
   */
  async more(
    rootContextFolderId: number,
    folderId: number,
    loaded: number,
    sort: string,
    signal?: AbortSignal,
  ): Promise<FolderContents | null> {
    // `loaded` is a whole number of pages unless the first call asked for more (a refresh keeps what was shown).
    const size = FOLDER_PAGE_SIZE;
    const page = Math.floor(loaded / size);
    const result = await this.gateway.folderPage(folderId, rootContextFolderId, { page, size, sort }, signal);
    if (!result.ok) return null;
    return { ...result.data, Items: result.data.Items.slice(loaded - page * size) };
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
