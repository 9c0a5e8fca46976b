import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DeleteUsers } from '../../application/admin/delete-users.use-case';
import type { DeletedUser } from '../../domain/account/account-deletion.rules';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';

/**
 * The Users screen's deleted users (issue 35; docs/account.md "Deleted accounts"): deleting a user, the list with the
 * days left, restoring. `changed` tells the screen's user list what left or came back. Transient.
 */
@injectable()
export class DeletedUsersStore {
  deleted: DeletedUser[] = [];
  working: number | null = null;
  private load: AbortController | null = null;

  constructor(@inject(DeleteUsers) private readonly users: DeleteUsers) {
    makeAutoObservable<DeletedUsersStore, 'load' | 'users'>(
      this,
      { load: false, users: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const deleted = await this.users.deleted(load.signal);
    if (!load.signal.aborted && deleted) runInAction(() => (this.deleted = deleted));
  }

  /** Resolves true when the user was deleted (they leave the user list). */
  async deleteClicked(user: WorkspaceUser): Promise<boolean> {
    if (this.working !== null) return false;
    this.working = user.UserId;
    const deleted = await this.users.delete(user);
    runInAction(() => {
      this.working = null;
      if (deleted) this.deleted = [...this.deleted.filter((d) => d.UserId !== deleted.UserId), deleted];
    });
    return deleted !== null;
  }

  /** The restored user (back on the user list), or null. */
  async restoreClicked(user: DeletedUser): Promise<WorkspaceUser | null> {
    if (this.working !== null) return null;
    this.working = user.UserId;
    const restored = await this.users.restore(user);
    runInAction(() => {
      this.working = null;
      if (restored) this.deleted = this.deleted.filter((d) => d.UserId !== user.UserId);
    });
    return restored;
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
