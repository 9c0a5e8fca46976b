import { describe, expect, it } from 'vitest';
import { AdminText } from './admin-texts';
import {
  deactivationRefusal,
  isActiveAdministrator,
  userChangeRefusal,
  type AdministratorFacts,
} from './administrator.rules';

const roles = [
  { roleId: 1, roleName: 'Read', builtIn: true },
  { roleId: 6, roleName: 'Admin', builtIn: true },
  { roleId: 9, roleName: 'Admin', builtIn: false },
];
const user = (userId: number, accountType: number, roleIds: number[], active = true) => ({
  userId,
  accountType,
  roleIds,
  active,
});

/** Ada (1) administers; Ben (2) is an administrator but deactivated; Cy (3) a team user; Di (4) a workspace user. */
const facts: AdministratorFacts = {
  roles,
  users: [user(1, 1, [6]), user(2, 1, [6], false), user(3, 2, [1]), user(4, 1, [1, 9])],
};

describe('the last administrator', () => {
  it('counts only active workspace users with the built-in Admin role', () => {
    expect(facts.users.map((u) => isActiveAdministrator(u, roles))).toEqual([true, false, false, false]);
  });

  it.each([
    [
      'the only administrator loses the Admin role',
      { userId: 1, accountType: 1, roleIds: [1] },
      AdminText.lastAdministrator,
    ],
    [
      'the only administrator becomes a team user',
      { userId: 1, accountType: 2, roleIds: [6] },
      AdminText.adminRoleNeedsWorkspaceUser,
    ],
    [
      'a team user is given the Admin role',
      { userId: 3, accountType: 2, roleIds: [6] },
      AdminText.adminRoleNeedsWorkspaceUser,
    ],
    [
      'an invitation gives a team user the Admin role',
      { userId: 0, accountType: 2, roleIds: [1, 6] },
      AdminText.adminRoleNeedsWorkspaceUser,
    ],
    [
      'the only administrator keeps the role among others',
      { userId: 1, accountType: 1, roleIds: [6, 1] },
      null,
    ],
    ['another user is made an administrator', { userId: 4, accountType: 1, roleIds: [6] }, null],
    ['a custom role named Admin is no administrator’s', { userId: 3, accountType: 2, roleIds: [9] }, null],
  ])('%s: %s', (_what, change, refusal) => {
    expect(userChangeRefusal(facts, change)).toBe(refusal);
  });

  it('lets the first administrator step down once there is another', () => {
    const two = { roles, users: [...facts.users, user(5, 1, [6])] };
    expect(userChangeRefusal(two, { userId: 1, accountType: 1, roleIds: [1] })).toBeNull();
  });
});

describe('deactivation', () => {
  it.each([
    [1, 1, AdminText.notYourself],
    [1, 3, null],
    [1, 2, null],
    // Only an administrator deactivates; were one to try the last administrator, the rule still holds.
    [4, 1, AdminText.lastAdministrator],
  ])('%i deactivates %i: %s', (actor, target, refusal) => {
    expect(deactivationRefusal(facts, actor, target)).toBe(refusal);
  });
});
