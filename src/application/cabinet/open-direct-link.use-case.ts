import { inject, injectable } from 'inversify';
import { directFolderPath, directForbiddenPath, directItemsPath } from '../../domain/cabinet/cabinet-paths';
import {
  directLinkRefusalOf,
  isLinkHash,
  type DirectLinkRefusal,
} from '../../domain/cabinet/direct-link-refusal';
import { isFolder, type FolderContents, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import { DirectShareGateway, type SharedItem } from '../../ports/direct-share-gateway.port';
import { Navigator } from '../../ports/navigator.port';

/**
 * A person with a direct link (no account needed) opens /link/{Hash}/{RecordId}: the login by direct share, then the
 * shared folder (/direct/cabinet/…) or the shared files and folders (/direct/share-files-folders). They see what was
 * shared and what is under it, nothing else. A revoked link, or one revoked while they look, goes to /direct/403; an
 * address that was edited or cut off (no such link, or an item the link does not show) is "not valid", told on the
 * page itself (docs/cabinet.md, "Direct links").
 */
@injectable()
export class OpenDirectLink {
  constructor(
    @inject(DirectShareGateway) private readonly gateway: DirectShareGateway,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  /** Signs in with the link and goes on to what it shows; otherwise says why it did not open. */
  async open(hash: string, recordId: number | null): Promise<DirectLinkRefusal | 'failed' | null> {
    // A malformed address is not sent: no server could know it.
    if (recordId === null || !isLinkHash(hash)) return 'invalid';
    const result = await this.gateway.login(hash, recordId);
    if (!result.ok) return this.refused(result.failure.kind === 'status' ? result.failure.status : null);
    const { Item } = result.data;
    this.navigator.go(isFolder(Item) ? directFolderPath(Item) : directItemsPath(), { replace: true });
    return null;
  }

  /**
   * /direct/{hash}/{id}/{scopeId?} (issue 35): the same login by direct share, but a shared file is shown on the page
   * itself, alone; a shared folder goes on to its page as from /link/….
   */
  async openItem(hash: string, recordId: number | null): Promise<FolderItem | DirectLinkRefusal | 'failed'> {
    if (recordId === null || !isLinkHash(hash)) return 'invalid';
    const result = await this.gateway.login(hash, recordId);
    if (!result.ok) return this.refused(result.failure.kind === 'status' ? result.failure.status : null);
    const { Item } = result.data;
    if (isFolder(Item)) this.navigator.go(directFolderPath(Item), { replace: true });
    return Item;
  }

  async items(signal?: AbortSignal): Promise<SharedItem[] | null> {
    const result = await this.gateway.items(signal);
    return result.ok ? result.data : null;
  }

  /** The folder's contents; 'invalid' for an address the visitor's links do not show; null when it failed. */
  async folder(
    rootContextFolderId: number,
    folderId: number,
    signal?: AbortSignal,
  ): Promise<FolderContents | 'invalid' | null> {
    const result = await this.gateway.folder(folderId, rootContextFolderId, signal);
    if (result.ok) return result.data;
    const refusal = this.refused(result.failure.kind === 'status' ? result.failure.status : null);
    return refusal === 'invalid' ? 'invalid' : null;
  }

  /** A refusal by status: a revoked link goes to /direct/403; no status (the network) is 'failed'. */
  private refused(status: number | null): DirectLinkRefusal | 'failed' {
    if (status === null) return 'failed';
    const refusal = directLinkRefusalOf(status);
    if (refusal === 'revoked') this.forbidden();
    return refusal;
  }

  forbidden(): void {
    this.navigator.go(directForbiddenPath(), { replace: true });
  }
}
