import { describe, expect, it } from 'vitest';
import { shareableTeams, teamListProblem, type TeamFacts } from './shareable-teams';

const SCOPES: TeamFacts[] = [
  { id: 0, workspaceId: 1, name: 'Demo Workspace' },
  { id: 10, workspaceId: 1, name: 'Design Team' },
  { id: 11, workspaceId: 1, name: 'Field Team' },
  { id: 12, workspaceId: 1, name: 'Old Team', deleted: true },
  { id: 20, workspaceId: 2, name: 'Other Workspace Team' },
];

describe('the teams a quiz or survey is shared with (docs/quizzes-and-surveys.md)', () => {
  it('offers everyone, then the workspace own teams by name, never a deleted one', () => {
    expect(shareableTeams(SCOPES, 1).map((t) => t.ScopeId)).toEqual([0, 10, 11]);
  });

  it('refuses a deleted team added to the list, naming it', () => {
    expect(teamListProblem(SCOPES, 1, [10], [10, 12])).toBe(
      'The team "Old Team" was deleted: it can no longer be given access.',
    );
  });

  it('refuses an unknown team and a team of another workspace', () => {
    expect(teamListProblem(SCOPES, 1, [], [99])).toBe('There is no team 99 in this workspace.');
    expect(teamListProblem(SCOPES, 1, [], [20])).toBe('There is no team 20 in this workspace.');
  });

  it('keeps a team already on the list although it was deleted since, and allows everyone and live teams', () => {
    expect(teamListProblem(SCOPES, 1, [12], [0, 10, 12])).toBeNull();
    expect(teamListProblem(SCOPES, 1, [], [0, 11])).toBeNull();
  });
});
