import { inject, injectable } from 'inversify';
import { AdminText } from '../../domain/admin/admin-texts';
import { teamNameProblem, type Team } from '../../domain/admin/team.rules';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { TeamsGateway } from '../../ports/teams-gateway.port';

export type TeamSaveOutcome = { ok: true; team: Team } | { ok: false; nameError?: string };

/**
 * An administrator manages the workspace's teams and their members (issue 17; docs/use-cases/manage-teams.md): create,
 * rename, set members, delete a team that has no projects.
 */
@injectable()
export class ManageTeams {
  constructor(
    @inject(TeamsGateway) private readonly gateway: TeamsGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async list(signal?: AbortSignal): Promise<Team[] | null> {
    const result = await this.gateway.list(signal);
    return result.ok ? result.data : null;
  }

  async save(
    scopeId: number | null,
    name: string,
    memberIds: number[],
    teams: readonly Team[],
  ): Promise<TeamSaveOutcome> {
    const nameError = teamNameProblem(name, teams, scopeId);
    if (nameError) return { ok: false, nameError };
    const result =
      scopeId === null
        ? await this.gateway.create(name.trim(), memberIds)
        : await this.gateway.update(scopeId, name.trim(), memberIds);
    if (!result.ok) return { ok: false };
    this.notifier.show('success', AdminText.teamSaved(result.data.Name));
    return { ok: true, team: result.data };
  }

  async remove(team: Team): Promise<boolean> {
    if (team.ProjectCount > 0) {
      this.notifier.show('error', AdminText.teamHasProjects);
      return false;
    }
    const confirmed = await this.dialogs.confirm({
      title: 'Delete team',
      message: `The team ${team.Name} will be deleted. Its members stay in the workspace.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    const result = await this.gateway.remove(team.ScopeId);
    if (result.ok) this.notifier.show('success', AdminText.teamDeleted(team.Name));
    return result.ok;
  }
}
