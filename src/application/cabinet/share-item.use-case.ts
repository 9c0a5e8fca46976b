import { inject, injectable } from 'inversify';
import { shareLinkPath } from '../../domain/cabinet/cabinet-paths';
import type { FolderContents, FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway, type ShareLink } from '../../ports/cabinet-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { refusalOf } from './cabinet-outcome';

export interface ShareSubject {
  item: FolderItem;
  from: FolderContents['Folder'];
  links: ShareLink[];
}

/**
 * A member with Share manages an item's direct links on /cabinet/{root}/share/{ItemType}/manage/{context}-{id}: makes
 * one, copies it, revokes it (after confirming; the link stops at once). Anyone with a live link opens the item alone.
 */
@injectable()
export class ShareItem {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The path of a link; the page puts its origin in front. */
  linkPath(link: ShareLink): string {
    return shareLinkPath(link.Hash, link.RecordId);
  }

  async open(
    rootContextFolderId: number,
    contextFolderId: number,
    itemId: number,
    signal?: AbortSignal,
  ): Promise<ShareSubject | null> {
    const context = await this.gateway.folderItem(contextFolderId, rootContextFolderId, itemId, signal);
    if (!context.ok) return null;
    const item =
      itemId === context.data.Folder.ItemId
        ? context.data.Folder
        : context.data.Items.find((i) => i.ItemId === itemId);
    if (!item) return null;
    const links = await this.gateway.shares(item.ItemId, signal);
    return links.ok ? { item, from: context.data.Folder, links: links.data } : null;
  }

  async create(item: FolderItem): Promise<ShareLink | null> {
    const result = await this.gateway.createShare(item.ItemId);
    if (!result.ok) {
      const message = refusalOf(result);
      if (message) this.notifier.show('error', message);
      return null;
    }
    this.notifier.show('success', 'A link was made. Anyone with it can open this item.');
    return result.data;
  }

  async revoke(link: ShareLink): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: 'Revoke link',
      message: 'People who open this link will no longer see the item. This cannot be undone.',
      confirmLabel: 'Revoke',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    const result = await this.gateway.revokeShare(link.RecordId);
    if (!result.ok) return false;
    this.notifier.show('success', 'The link was revoked.');
    return true;
  }
}
