import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageRoles } from '../../application/admin/manage-roles.use-case';
import type { RoleDetails } from '../../domain/admin/role.rules';

/** The Roles list (/setup/role/list): one per open page (transient). */
@injectable()
export class RolesStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  roles: RoleDetails[] = [];
  /** A role being deleted while it is in use: its users need another role first. */
  deleting: { role: RoleDetails; moveTo: number | null } | null = null;
  busy = false;
  private load: AbortController | null = null;

  constructor(@inject(ManageRoles) private readonly manage: ManageRoles) {
    makeAutoObservable<RolesStore, 'load' | 'manage'>(
      this,
      { load: false, manage: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const roles = await this.manage.list(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.roles = roles ?? [];
      this.status = roles ? 'ready' : 'failed';
    });
  }

  /** The roles a deleted role's users may be moved to: every other role. */
  get moveTargets(): RoleDetails[] {
    return this.deleting ? this.roles.filter((r) => r.roleId !== this.deleting!.role.roleId) : [];
  }

  async deleteClicked(role: RoleDetails): Promise<void> {
    if (role.userCount > 0) {
      this.deleting = { role, moveTo: null };
      return;
    }
    await this.remove(role, null);
  }

  moveToChosen(roleId: number | null): void {
    if (this.deleting) this.deleting.moveTo = roleId;
  }

  deleteCancelled(): void {
    this.deleting = null;
  }

  async deleteConfirmed(): Promise<void> {
    const deleting = this.deleting;
    if (!deleting || deleting.moveTo === null) return;
    const moveTo = this.roles.find((r) => r.roleId === deleting.moveTo) ?? null;
    if (await this.remove(deleting.role, moveTo)) runInAction(() => (this.deleting = null));
  }

  private async remove(role: RoleDetails, moveTo: RoleDetails | null): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const removed = await this.manage.remove(role, moveTo);
    runInAction(() => (this.busy = false));
    if (removed) await this.opened();
    return removed;
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
