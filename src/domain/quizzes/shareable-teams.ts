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
