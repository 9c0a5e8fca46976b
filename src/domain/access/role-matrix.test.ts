import { describe, expect, it } from 'vitest';
import { ACCESS_AREAS } from './access-area';
import { ALL_VERBS, AccessVerb, grants } from './access-verb';
import { administerWorkspace } from './admin-access.policy';
import { AccessMessage } from './access-messages';
import { effectiveVerbs, holds } from './actor';
import { MATRIX_VERBS, withVerb } from './role-matrix';
import { areaVerbsOfRoles, holdsAdminRole, roleMatrix, verbsOfRoles } from './role-verbs';
import { ACTORS } from './access-actors.fixture';

const { Read, Create, Copy, Update, Delete, Move, Share } = AccessVerb;

describe('the role matrix (access verbs per area)', () => {
  it('shows the spec’s seven verbs in its order', () => {
    expect(MATRIX_VERBS.map((v) => [v.label, v.verb])).toEqual([
      ['Read', 1],
      ['Create', 2],
      ['Copy', 3],
      ['Update', 4],
      ['Delete', 8],
      ['Move', 11],
      ['Share', 16],
    ]);
  });

  it.each([
    [0, Create, true, Read | Create],
    [0, Copy, true, Read | Create],
    [0, Move, true, Read | Create | Delete],
    [Read | Create, Copy, false, Read],
    [Read | Create | Delete, Move, false, Read | Create],
    [ALL_VERBS, Read, false, 0],
    [Read | Share, Share, false, Read],
    [Read, Update, true, Read | Update],
  ])('mask %i, verb %i ticked %s: %i', (mask, verb, on, expected) => {
    expect(withVerb(mask, verb, on)).toBe(expected);
  });

  it('grants a composite verb exactly when its bits are held', () => {
    expect([
      grants(Read | Create, Copy),
      grants(Read | Create | Delete, Move),
      grants(Read | Delete, Move),
    ]).toEqual([true, true, false]);
  });

  const roles = [
    { roleId: 1, roleName: 'Read', builtIn: true },
    { roleId: 6, roleName: 'Admin', builtIn: true },
    { roleId: 7, roleName: 'Admin', builtIn: false, verbs: ALL_VERBS },
    { roleId: 101, roleName: 'Old custom', builtIn: false, verbs: Read | Update },
    {
      roleId: 102,
      roleName: 'Report writer',
      builtIn: false,
      verbs: Read,
      areaVerbs: { reports: Read | Create | Update | Delete, tasks: 0 },
    },
    { roleId: 103, roleName: 'Odd', builtIn: false, areaVerbs: { forms: Delete | 64 } },
  ];

  it('reads a built-in role by name in every area, a custom role per area with its old single mask as the default', () => {
    expect(roleMatrix(roles[0]!)).toEqual({
      projects: Read,
      forms: Read,
      reports: Read,
      tasks: Read,
      cabinet: Read,
    });
    expect(roleMatrix(roles[3]!)).toEqual(Object.fromEntries(ACCESS_AREAS.map((a) => [a, Read | Update])));
    expect(roleMatrix(roles[4]!)).toEqual({
      projects: Read,
      forms: Read,
      reports: 15,
      tasks: 0,
      cabinet: Read,
    });
    // Unknown bits are dropped and no verb comes without Read.
    expect(roleMatrix(roles[5]!).forms).toBe(Read | Delete);
  });

  it('gives a user the union of their roles in each area; only the built-in Admin role makes an administrator', () => {
    expect(areaVerbsOfRoles(roles, [101, 102])).toEqual({
      projects: 5,
      forms: 5,
      reports: 15,
      tasks: 5,
      cabinet: 5,
    });
    expect(verbsOfRoles(roles, [102], 'reports')).toBe(15);
    expect(verbsOfRoles(roles, [102])).toBe(15);
    expect([holdsAdminRole(roles, [6]), holdsAdminRole(roles, [7]), holdsAdminRole(roles, [1, 101])]).toEqual(
      [true, false, false],
    );
  });

  it('is what a policy asks in its own area: Delete on reports is not Delete on forms', () => {
    const writer = {
      accountType: 2 as const,
      isAdmin: false,
      verbs: verbsOfRoles(roles, [102]),
      areaVerbs: areaVerbsOfRoles(roles, [102]),
    };
    expect([
      holds(writer, Delete, 'reports'),
      holds(writer, Delete, 'forms'),
      effectiveVerbs(writer, 'tasks'),
    ]).toEqual([true, false, 0]);
    // An outside user never holds more than Read and Update, whatever the area.
    expect(effectiveVerbs({ ...writer, accountType: 3 }, 'reports')).toBe(Read | Update);
  });
});

describe('who administers the workspace', () => {
  it.each([
    ['admin', true],
    ['member', false],
    ['field', false],
    ['site', false],
    ['direct', false],
    ['anonymous', false],
  ] as const)('%s: %s', (name, allowed) => {
    expect(administerWorkspace(ACTORS[name]).allowed).toBe(allowed);
  });

  it('needs account type 1: a team user with the Admin role administers nothing', () => {
    expect(administerWorkspace({ accountType: 2, isAdmin: true })).toEqual({
      allowed: false,
      reason: AccessMessage.administratorsOnly,
    });
    expect(administerWorkspace({ accountType: 3, isAdmin: true })).toEqual({
      allowed: false,
      reason: AccessMessage.externalDesign,
    });
  });
});
