import { inject, injectable } from 'inversify';
import { isFolder, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { refusalOf } from './cabinet-outcome';

/** The confirmation's words (ours: the spec shows no cabinet dialog). */
export function deleteConfirmation(item: FolderItem) {
  const folder = isFolder(item);
  if (item.ParentFolderId === null)
    return {
      title: 'Delete cabinet',
      message: `Delete the cabinet "${item.Name}" and everything in it, for everyone? Its direct links stop working. This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    };
  return {
    title: folder ? 'Delete folder' : 'Delete file',
    message: folder
      ? `Delete the folder "${item.Name}" and everything in it? This cannot be undone.`
      : `Delete the file "${item.Name}"? This cannot be undone.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  };
}

/**
 * A member with Delete deletes a file or folder after confirming, an administrator also a cabinet; its direct links
 * stop working.
 */
@injectable()
export class DeleteItem {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** True when the item was deleted; false when the member cancelled or the server refused. */
  async run(item: FolderItem): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteConfirmation(item)))) return false;
    const result = await this.gateway.remove(item.ItemId);
    if (!result.ok) {
      const message = refusalOf(result);
      if (message) this.notifier.show('error', message);
      return false;
    }
    this.notifier.show('success', `"${item.Name}" was deleted.`);
    return true;
  }
}
