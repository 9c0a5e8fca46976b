import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageTeams } from '../../application/admin/manage-teams.use-case';
import { ManageUsers } from '../../application/admin/manage-users.use-case';
import type { Team } from '../../domain/admin/team.rules';
import { fullName, type WorkspaceUser } from '../../domain/admin/workspace-user.entity';

export interface TeamDialog {
  team: Team | null;
  name: string;
  memberIds: number[];
  nameError: string | null;
  busy: boolean;
}

/** The Teams screen (/workspace/{id}/teams): teams, their members, create, rename, set members, delete (transient). */
@injectable()
export class TeamsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  teams: Team[] = [];
  users: WorkspaceUser[] = [];
  dialog: TeamDialog | null = null;
  private load: AbortController | null = null;

  constructor(
    @inject(ManageTeams) private readonly manage: ManageTeams,
    @inject(ManageUsers) private readonly people: ManageUsers,
  ) {
    makeAutoObservable<TeamsStore, 'load' | 'manage' | 'people'>(
      this,
      { load: false, manage: false, people: false },
      { autoBind: true },
    );
  }

  memberNames(team: Team): string[] {
    return team.MemberIds.map((id) => this.users.find((u) => u.UserId === id))
      .filter((u): u is WorkspaceUser => u !== undefined)
      .map(fullName);
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const overview = await this.people.load(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.teams = overview?.teams ?? [];
      this.users = overview?.users ?? [];
      this.status = overview ? 'ready' : 'failed';
    });
  }

  newClicked(): void {
    this.dialog = { team: null, name: '', memberIds: [], nameError: null, busy: false };
  }

  editClicked(team: Team): void {
    this.dialog = { team, name: team.Name, memberIds: [...team.MemberIds], nameError: null, busy: false };
  }

  dialogClosed(): void {
    if (!this.dialog?.busy) this.dialog = null;
  }

  nameTyped(name: string): void {
    if (!this.dialog) return;
    this.dialog.name = name;
    this.dialog.nameError = null;
  }

  memberToggled(userId: number, on: boolean): void {
    if (!this.dialog) return;
    this.dialog.memberIds = on
      ? [...new Set([...this.dialog.memberIds, userId])]
      : this.dialog.memberIds.filter((id) => id !== userId);
  }

  async dialogSubmitted(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy) return;
    dialog.busy = true;
    const outcome = await this.manage.save(
      dialog.team?.ScopeId ?? null,
      dialog.name,
      dialog.memberIds,
      this.teams,
    );
    runInAction(() => {
      dialog.busy = false;
      if (!outcome.ok) {
        dialog.nameError = outcome.nameError ?? null;
        return;
      }
      const others = this.teams.filter((t) => t.ScopeId !== outcome.team.ScopeId);
      this.teams = dialog.team
        ? this.teams.map((t) => (t.ScopeId === outcome.team.ScopeId ? outcome.team : t))
        : [...others, outcome.team];
      this.dialog = null;
    });
  }

  async deleteClicked(team: Team): Promise<void> {
    if (await this.manage.remove(team))
      runInAction(() => (this.teams = this.teams.filter((t) => t.ScopeId !== team.ScopeId)));
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
