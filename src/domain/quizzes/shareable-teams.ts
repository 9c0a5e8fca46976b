import { EVERYONE_TEAM, type QuizTeam } from './quiz-link';

/** A team as the workspace keeps it. */
export interface TeamFacts {
  id: number;
  workspaceId: number;
  name: string;
  deleted?: boolean;
}

/**
 * The teams a quiz or a survey may be shared with, as both Users pages list them: "Everyone in the workspace" (team 0)
 * first, then the workspace's own teams by name; a deleted team is not offered (docs/quizzes-and-surveys.md).
 */
export function shareableTeams(scopes: readonly TeamFacts[], workspaceId: number): QuizTeam[] {
  const teams = scopes
    .filter((s) => s.workspaceId === workspaceId && s.id !== 0 && !s.deleted)
    .map((s) => ({ ScopeId: s.id, Name: s.name }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
  return [{ ScopeId: 0, Name: EVERYONE_TEAM }, ...teams];
}

/**
 * Why a quiz's or survey's new list of teams may not be saved (docs/quizzes-and-surveys.md): a team added to the list
 * (`sent` but not in `kept`, the list saved before) must be one of the workspace's teams and not deleted. A team
 * already on the list stays, even when it was deleted since, so saving the list again never fails because of it.
 * Team 0 (everyone in the workspace) is always allowed. Null when the list may be saved.
 */
export function teamListProblem(
  scopes: readonly TeamFacts[],
  workspaceId: number,
  kept: readonly number[],
  sent: readonly number[],
): string | null {
  for (const id of sent) {
    if (id === 0 || kept.includes(id)) continue;
    const team = scopes.find((s) => s.id === id && s.workspaceId === workspaceId);
    if (!team) return `There is no team ${id} in this workspace.`;
    if (team.deleted) return `The team "${team.name}" was deleted: it can no longer be given access.`;
  }
  return null;
}
