/** Teams: the workspace's scopes other than the workspace itself, 0 (platform spec §6; docs/administration.md "Teams"). */
import { AdminText } from './admin-texts';
import { MAX_TEAM_NAME_LENGTH } from './admin-limits';

export interface Team {
  ScopeId: number;
  Name: string;
  /** The users who belong to it. */
  MemberIds: number[];
  /** Projects that belong to it: a team with projects is not deleted. */
  ProjectCount: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why this cannot be a team's name, or null: required, at most 100 characters, unique among the workspace's teams and its own name. */
export function teamNameProblem(
  name: string,
  teams: ReadonlyArray<{ ScopeId: number; Name: string }>,
  scopeId: number | null,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Required!';
  if ([...trimmed].length > MAX_TEAM_NAME_LENGTH) return `At most ${MAX_TEAM_NAME_LENGTH} characters.`;
  if (teams.some((t) => t.ScopeId !== scopeId && sameName(t.Name, trimmed))) return AdminText.teamNameTaken;
  return null;
}
