import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/actor';
import type { AccountType } from '../routing/account-types';
import { manageSurvey, takeSurvey } from '../surveys/survey-access.policy';
import { manageQuiz, takeQuiz } from './quiz-access.policy';

const actor = (userId: number, accountType: AccountType, scopeIds: number[], isAdmin = false): Actor => ({
  userId,
  accountType,
  isAdmin,
  verbs: 0,
  email: `${userId}@demo.test`,
  roleIds: [],
  scopeIds,
});

const PEOPLE = {
  creator: actor(1, 1, [0]),
  admin: actor(2, 1, [0], true),
  manager: actor(3, 2, [0]),
  named: actor(4, 1, [0]),
  teamMember: actor(5, 2, [0, 10]),
  outsider: actor(6, 1, [0, 11]),
  siteUser: actor(7, 3, [0]),
  siteInTeam: actor(8, 3, [10]),
  directNamed: actor(9, 4, []),
};

/** One item shared with person 4, person 9 and team 10; `everyone` adds team 0. */
const shares = (everyone: boolean) => ({
  createdBy: 1,
  managerIds: [3],
  takerUserIds: [4, 9],
  takerTeamIds: everyone ? [0, 10] : [10],
});

const quiz = (f: ReturnType<typeof shares>) => ({
  CreatedBy: f.createdBy,
  ManagerIds: f.managerIds,
  TakerUserIds: f.takerUserIds,
  TakerScopeIds: f.takerTeamIds,
});
const survey = (f: ReturnType<typeof shares>) => ({
  CreatedBy: f.createdBy,
  ManagerUserIds: f.managerIds,
  TakerUserIds: f.takerUserIds,
  TakerTeamIds: f.takerTeamIds,
});

describe('who manages and takes a quiz or answers a survey: one rule (docs/quizzes-and-surveys.md)', () => {
  it('lets the creator, an administrator and a given manager manage, never anyone else', () => {
    const f = shares(false);
    const managing = Object.entries(PEOPLE)
      .filter(([, a]) => manageQuiz(a, quiz(f)).allowed)
      .map(([who]) => who);
    expect(managing).toEqual(['creator', 'admin', 'manager']);
    for (const a of Object.values(PEOPLE))
      expect(manageSurvey(a, survey(f)).allowed).toBe(manageQuiz(a, quiz(f)).allowed);
  });

  it('lets managers, the people named, and members of the teams named take it; team 0 means workspace users', () => {
    for (const everyone of [false, true]) {
      const f = shares(everyone);
      const taking = Object.entries(PEOPLE)
        .filter(([, a]) => takeQuiz(a, quiz(f)).allowed)
        .map(([who]) => who);
      expect(taking).toEqual(
        everyone
          ? ['creator', 'admin', 'manager', 'named', 'teamMember', 'outsider', 'siteInTeam', 'directNamed']
          : ['creator', 'admin', 'manager', 'named', 'teamMember', 'siteInTeam', 'directNamed'],
      );
      for (const a of Object.values(PEOPLE))
        expect(takeSurvey(a, survey(f)).allowed).toBe(takeQuiz(a, quiz(f)).allowed);
    }
    expect(takeQuiz(PEOPLE.siteUser, quiz(shares(true)))).toEqual({
      allowed: false,
      reason: 'This quiz is not shared with you.',
    });
    expect(takeSurvey(PEOPLE.siteUser, survey(shares(true)))).toEqual({
      allowed: false,
      reason: 'This survey is not shared with you.',
    });
  });
});
