import { describe, expect, it } from 'vitest';
import { AccessMessage } from './access-messages';
import { ACTORS, type ActorName } from './access-actors.fixture';
import { restrictionAccess } from './restriction.rules';
import { noRestrictions } from '../forms/form-permissions.entity';
import { createProject, listPeople, readProject } from './workspace-access.policy';
import { designerActions, principalOf } from './designer-actions';

describe('workspace rules', () => {
  it.each<[ActorName, string | null, string | null]>([
    ['admin', null, null],
    ['member', null, null],
    ['field', null, null],
    ['site', AccessMessage.externalPeople, AccessMessage.externalDesign],
    ['direct', AccessMessage.externalPeople, AccessMessage.externalDesign],
    ['anonymous', AccessMessage.signInFirst, AccessMessage.noVerb(2, 'projects')],
  ])('%s: people lists %s, new projects %s', (actor, people, project) => {
    const decision = (reason: string | null) => (reason ? { allowed: false, reason } : { allowed: true });
    expect(listPeople(ACTORS[actor])).toEqual(decision(people));
    expect(createProject(ACTORS[actor])).toEqual(decision(project));
  });

  it.each<[ActorName, number, boolean]>([
    ['member', 11, false],
    ['field', 11, true],
    ['site', 0, true],
    ['direct', 0, false],
  ])('%s opens a project of scope %i: %s', (actor, scope, allowed) => {
    expect(readProject(ACTORS[actor], scope).allowed).toBe(allowed);
  });
});

describe('restrictions', () => {
  const restricted = {
    ...noRestrictions(),
    Restrictions: true,
    RestrictedView: true,
    RestrictedInput: true,
    ExclusionView: {
      RolesDefined: [{ roleId: 101, RoleName: 'Reviewer' }],
      UsersDefined: [{ Email: 'FIELD@demo.test' }],
    },
    ExclusionInput: { RolesDefined: [], UsersDefined: [{ Email: 'field@demo.test' }] },
  };
  it.each<[ActorName, { view: boolean; input: boolean }]>([
    ['admin', { view: true, input: true }],
    ['member', { view: true, input: false }],
    ['field', { view: true, input: true }],
    ['site', { view: false, input: false }],
  ])('%s gets %j', (actor, access) => {
    expect(restrictionAccess(restricted, ACTORS[actor])).toEqual(access);
  });

  it('is off while Restrictions is off', () => {
    expect(restrictionAccess({ ...restricted, Restrictions: false }, ACTORS.site)).toEqual({
      view: true,
      input: true,
    });
  });
});

describe('what the SPA offers', () => {
  const user = (accountType: 0 | 1 | 2 | 3 | 4, isAdmin: boolean, accessVerbs?: number) =>
    designerActions(principalOf({ accountType, isAdmin, accessVerbs }));
  it.each([
    [
      'an administrator',
      user(1, true),
      { manage: true, create: true, remove: true, move: true, share: true, decrypt: true },
    ],
    [
      'a Read/Write member',
      user(2, false, 7),
      { manage: true, create: true, remove: false, move: false, share: false, decrypt: false },
    ],
    [
      'a member of an older server',
      user(2, false),
      { manage: true, create: true, remove: false, move: false, share: false, decrypt: false },
    ],
    [
      'a site user with Full',
      user(3, false, 31),
      { manage: false, create: false, remove: false, move: false, share: false, decrypt: false },
    ],
    [
      'a direct user',
      user(4, false, 5),
      { manage: false, create: false, remove: false, move: false, share: false, decrypt: false },
    ],
  ])('%s', (_who, actions, expected) => {
    expect(actions).toEqual(expected);
  });

  it('nobody signed in gets nothing', () => {
    expect(designerActions(principalOf(null)).manage).toBe(false);
  });
});
