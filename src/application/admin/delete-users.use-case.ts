import { inject, injectable } from 'inversify';
import { DeletionText, type DeletedUser } from '../../domain/account/account-deletion.rules';
import { fullName, type WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import { DeletedUsersGateway } from '../../ports/deleted-users-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';

/**
 * An administrator deletes a workspace user and restores deleted ones (issue 35; docs/use-cases/delete-user.md): the
 * confirmation states how long the account stays restorable; deleted users are listed with the days left. The rules
 * (never oneself, never the last administrator, the 30 days) are the domain's, checked by the server on every call;
 * a restore past the plan's users answers 402, shown in the quota dialog.
 */
@injectable()
export class DeleteUsers {
  constructor(
    @inject(DeletedUsersGateway) private readonly gateway: DeletedUsersGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async deleted(signal?: AbortSignal): Promise<DeletedUser[] | null> {
    const result = await this.gateway.deleted(signal);
    return result.ok ? result.data : null;
  }

  /** Null when the administrator cancelled or the server refused (the catalogue said why). */
  async delete(user: WorkspaceUser): Promise<DeletedUser | null> {
    const name = fullName(user);
    const confirmed = await this.dialogs.confirm({
      title: DeletionText.confirmTitle,
      message: DeletionText.confirm(name),
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return null;
    const result = await this.gateway.delete(user.UserId);
    if (!result.ok) return null;
    this.notifier.show('success', DeletionText.deleted(name));
    return result.data;
  }

  async restore(user: DeletedUser): Promise<WorkspaceUser | null> {
    const result = await this.gateway.restore(user.UserId);
    if (!result.ok) return null;
    this.notifier.show('success', DeletionText.restored(fullName(result.data)));
    return result.data;
  }
}
