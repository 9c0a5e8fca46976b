import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageInvitations } from '../../application/admin/manage-invitations.use-case';
import { ManageUsers, type UsersOverview } from '../../application/admin/manage-users.use-case';
import type { Invitation } from '../../domain/admin/invitation.entity';
import {
  fullName,
  type MemberAccountType,
  type WorkspaceUser,
} from '../../domain/admin/workspace-user.entity';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { UserContext } from '../../ports/user-context.port';

/** The user dialog: changing a user (`user` set) or inviting one (`user` null). */
export interface UserDialog {
  user: WorkspaceUser | null;
  email: string;
  accountType: MemberAccountType;
  roleIds: number[];
  teamIds: number[];
  emailError: string | null;
  error: string | null;
  busy: boolean;
}

/** The Users screen (/setup/users/list and /workspace/{id}/users): one per open page (transient). */
@injectable()
export class UsersStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  overview: UsersOverview | null = null;
  search = '';
  dialog: UserDialog | null = null;
  working: number | null = null;
  private load: AbortController | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @inject(ManageUsers) private readonly users: ManageUsers,
    @inject(ManageInvitations) private readonly invitations: ManageInvitations,
    @inject(UserContext) private readonly current: UserContext,
  ) {
    makeAutoObservable<UsersStore, 'load' | 'unsubscribe' | 'users' | 'invitations' | 'current'>(
      this,
      { load: false, unsubscribe: false, users: false, invitations: false, current: false },
      { autoBind: true },
    );
  }

  get myUserId(): number | null {
    return this.current.user?.userId ?? null;
  }

  /** The users matching the search (name or e-mail), in the server's order. */
  get rows(): WorkspaceUser[] {
    const text = this.search.trim().toLowerCase();
    const all = this.overview?.users ?? [];
    return text === '' ? all : all.filter((u) => `${fullName(u)} ${u.Email}`.toLowerCase().includes(text));
  }

  roleNames(ids: readonly number[]): string {
    return ids
      .map((id) => this.overview?.roles.find((r) => r.roleId === id)?.roleName ?? `#${id}`)
      .join(', ');
  }

  teamNames(ids: readonly number[]): string {
    return ids.map((id) => this.overview?.teams.find((t) => t.ScopeId === id)?.Name ?? `#${id}`).join(', ');
  }

  async opened(): Promise<void> {
    this.unsubscribe ??= this.users.onInvitationAccepted(() => void this.refresh());
    this.status = 'loading';
    await this.refresh();
  }

  async refresh(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const overview = await this.users.load(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      if (overview) this.overview = overview;
      this.status = overview ? 'ready' : this.overview ? 'ready' : 'failed';
    });
  }

  searchTyped(text: string): void {
    this.search = text;
  }

  inviteClicked(): void {
    const readWrite = this.overview?.roles.find((r) => r.roleName === 'Read/Write');
    this.dialog = {
      user: null,
      email: '',
      accountType: 2,
      roleIds: readWrite ? [readWrite.roleId] : [],
      teamIds: [],
      emailError: null,
      error: null,
      busy: false,
    };
  }

  editClicked(user: WorkspaceUser): void {
    this.dialog = {
      user,
      email: user.Email,
      accountType: user.AccountType,
      roleIds: [...user.RoleIds],
      teamIds: [...user.TeamIds],
      emailError: null,
      error: null,
      busy: false,
    };
  }

  dialogClosed(): void {
    if (!this.dialog?.busy) this.dialog = null;
  }

  emailTyped(email: string): void {
    if (!this.dialog) return;
    this.dialog.email = email;
    if (this.dialog.emailError) this.dialog.emailError = recipientEmailError(email);
  }

  accountTypeChosen(accountType: MemberAccountType): void {
    if (this.dialog) this.dialog.accountType = accountType;
    this.dialogChanged();
  }

  roleToggled(roleId: number, on: boolean): void {
    if (!this.dialog) return;
    this.dialog.roleIds = on
      ? [...new Set([...this.dialog.roleIds, roleId])]
      : this.dialog.roleIds.filter((id) => id !== roleId);
    this.dialogChanged();
  }

  teamToggled(teamId: number, on: boolean): void {
    if (!this.dialog) return;
    this.dialog.teamIds = on
      ? [...new Set([...this.dialog.teamIds, teamId])]
      : this.dialog.teamIds.filter((id) => id !== teamId);
  }

  /** The administrator rules, checked as the dialog changes, so a refused choice says why before it is sent. */
  private dialogChanged(): void {
    const dialog = this.dialog;
    if (!dialog || !this.overview) return;
    dialog.error = this.users.refusalOf(this.overview, {
      UserId: dialog.user?.UserId ?? 0,
      AccountType: dialog.accountType,
      RoleIds: dialog.roleIds,
      TeamIds: dialog.teamIds,
    });
  }

  async dialogSubmitted(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy || !this.overview) return;
    const change = {
      UserId: dialog.user?.UserId ?? 0,
      AccountType: dialog.accountType,
      RoleIds: dialog.roleIds,
      TeamIds: dialog.teamIds,
    };
    dialog.error = this.users.refusalOf(this.overview, change);
    if (!dialog.user) dialog.emailError = recipientEmailError(dialog.email);
    if (dialog.error || dialog.emailError) return;
    dialog.busy = true;
    if (dialog.user) {
      const saved = await this.users.save(change);
      runInAction(() => {
        dialog.busy = false;
        if (saved) this.replaceUser(saved);
        if (saved) this.dialog = null;
      });
      return;
    }
    const outcome = await this.invitations.invite({
      Email: dialog.email,
      AccountType: dialog.accountType,
      RoleIds: dialog.roleIds,
      TeamIds: dialog.teamIds,
    });
    runInAction(() => {
      dialog.busy = false;
      if (!outcome.ok) {
        dialog.emailError = outcome.emailError ?? null;
        return;
      }
      if (this.overview)
        this.overview.invitations = [
          ...this.overview.invitations.filter((i) => i.InvitationId !== outcome.invitation.InvitationId),
          outcome.invitation,
        ];
      this.dialog = null;
    });
  }

  async deactivateClicked(user: WorkspaceUser): Promise<void> {
    await this.working_(user.UserId, async () => {
      const changed = await this.users.deactivate(user);
      if (changed) runInAction(() => this.replaceUser(changed));
    });
  }

  async reactivateClicked(user: WorkspaceUser): Promise<void> {
    await this.working_(user.UserId, async () => {
      const changed = await this.users.reactivate(user);
      if (changed) runInAction(() => this.replaceUser(changed));
    });
  }

  async resendClicked(invitation: Invitation): Promise<void> {
    await this.working_(-invitation.InvitationId, async () => {
      const sent = await this.invitations.resend(invitation);
      if (sent) runInAction(() => this.replaceInvitation(sent));
    });
  }

  async revokeClicked(invitation: Invitation): Promise<void> {
    await this.working_(-invitation.InvitationId, async () => {
      const revoked = await this.invitations.revoke(invitation);
      if (revoked && this.overview)
        runInAction(
          () =>
            (this.overview!.invitations = this.overview!.invitations.filter(
              (i) => i.InvitationId !== invitation.InvitationId,
            )),
        );
    });
  }

  private async working_(id: number, work: () => Promise<void>): Promise<void> {
    if (this.working !== null) return;
    this.working = id;
    try {
      await work();
    } finally {
      runInAction(() => (this.working = null));
    }
  }

  /** A deleted user leaves the list (issue 35; DeletedUsersStore deletes). */
  userRemoved(userId: number): void {
    if (this.overview) this.overview.users = this.overview.users.filter((u) => u.UserId !== userId);
  }

  /** A restored user comes back to the list. */
  userRestored(user: WorkspaceUser): void {
    if (this.overview)
      this.overview.users = [...this.overview.users.filter((u) => u.UserId !== user.UserId), user];
  }

  private replaceUser(user: WorkspaceUser): void {
    if (this.overview)
      this.overview.users = this.overview.users.map((u) => (u.UserId === user.UserId ? user : u));
  }

  private replaceInvitation(invitation: Invitation): void {
    if (this.overview)
      this.overview.invitations = this.overview.invitations.map((i) =>
        i.InvitationId === invitation.InvitationId ? invitation : i,
      );
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
