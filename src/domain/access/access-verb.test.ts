import { describe, expect, it } from 'vitest';
import { ALL_VERBS, AccessVerb, grants, verbName } from './access-verb';
import { BUILT_IN_ROLE_VERBS, verbsOfRoles } from './role-verbs';
import { effectiveVerbs } from './actor';
import { ACTORS } from './access-actors.fixture';

const { Read, Create, Copy, Update, Delete, Move, Share } = AccessVerb;

describe('access verbs (platform spec §6)', () => {
  it.each([
    [Read | Create, Copy, true],
    [Read, Copy, false],
    [Read | Create | Delete, Move, true],
    [Read | Create | Update, Move, false],
    [ALL_VERBS, Share, true],
    [Read | Create | Update, Delete, false],
    [0, Read, false],
  ])('mask %i grants verb %i: %s', (mask, verb, expected) => {
    expect(grants(mask, verb)).toBe(expected);
  });

  it('names verbs for messages', () => {
    expect([verbName(Delete), verbName(Move), verbName(Share)]).toEqual(['delete', 'move', 'share']);
  });
});

describe('role verbs', () => {
  const roles = [
    { roleId: 1, roleName: 'Read', builtIn: true },
    { roleId: 2, roleName: 'Read/Write', builtIn: true },
    { roleId: 6, roleName: 'Admin', builtIn: true },
    { roleId: 101, roleName: 'Reviewer', builtIn: false, verbs: Read },
    { roleId: 102, roleName: 'Site Editor', builtIn: false, verbs: Read | Create | Update | Delete },
    { roleId: 103, roleName: 'Odd', builtIn: false, verbs: 1024 | Read },
  ];
  it.each([
    [[1], Read],
    [[2, 101], Read | Create | Update],
    [[2, 102], Read | Create | Update | Delete],
    [[6], ALL_VERBS],
    [[103], Read],
    [[999], 0],
    [[], 0],
  ])('roles %j grant %i', (ids, verbs) => {
    expect(verbsOfRoles(roles, ids)).toBe(verbs);
  });

  it('gives every built-in role Read, and Full and Admin everything', () => {
    expect(Object.values(BUILT_IN_ROLE_VERBS).every((v) => grants(v, Read))).toBe(true);
    expect([BUILT_IN_ROLE_VERBS.Full, BUILT_IN_ROLE_VERBS.Admin]).toEqual([ALL_VERBS, ALL_VERBS]);
  });
});

describe('effective verbs', () => {
  it.each([
    ['admin', ALL_VERBS],
    ['member', Read | Create | Update],
    ['field', Read | Create | Update | Delete],
    ['site', Read],
    ['direct', Read | Update],
    ['anonymous', 0],
  ] as const)('%s holds %i', (name, verbs) => {
    expect(effectiveVerbs(ACTORS[name])).toBe(verbs);
  });

  it('never gives an outside user more than Read and Update, whatever the roles or the admin flag', () => {
    expect(effectiveVerbs({ accountType: 3, isAdmin: true, verbs: ALL_VERBS })).toBe(Read | Update);
    expect(effectiveVerbs({ accountType: 4, isAdmin: false, verbs: ALL_VERBS })).toBe(Read | Update);
  });
});
