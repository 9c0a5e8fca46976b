import { inject, injectable } from 'inversify';
import { directFolderPath, directForbiddenPath, directItemsPath } from '../../domain/cabinet/cabinet-paths';
import { isFolder, type FolderContents } from '../../domain/cabinet/folder-item.entity';
import { DirectShareGateway, type SharedItem } from '../../ports/direct-share-gateway.port';
import { Navigator } from '../../ports/navigator.port';

/**
 * A person with a direct link (no account needed) opens /link/{Hash}/{RecordId}: the login by direct share, then the
 * shared folder (/direct/cabinet/…) or the shared files and folders (/direct/share-files-folders). They see what was
 * shared and what is under it, nothing else; a revoked or unknown link, or one revoked while they look, goes to
 * /direct/403 (docs/cabinet.md, "Direct links").
 */
@injectable()
export class OpenDirectLink {
  constructor(
    @inject(DirectShareGateway) private readonly gateway: DirectShareGateway,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async open(hash: string, recordId: number | null): Promise<void> {
    const result = recordId === null ? null : await this.gateway.login(hash, recordId);
    if (!result?.ok) return this.forbidden();
    const { Item } = result.data;
    this.navigator.go(isFolder(Item) ? directFolderPath(Item) : directItemsPath(), { replace: true });
  }

  async items(signal?: AbortSignal): Promise<SharedItem[] | null> {
    const result = await this.gateway.items(signal);
    return result.ok ? result.data : null;
  }

  async folder(
    rootContextFolderId: number,
    folderId: number,
    signal?: AbortSignal,
  ): Promise<FolderContents | null> {
    const result = await this.gateway.folder(folderId, rootContextFolderId, signal);
    if (result.ok) return result.data;
    if (result.failure.kind === 'status') this.forbidden();
    return null;
  }

  forbidden(): void {
    this.navigator.go(directForbiddenPath(), { replace: true });
  }
}
