import { describe, expect, it } from 'vitest';
import { noRestrictions, type PermissionExclusion, type Permissions } from '../form-permissions.entity';
import {
  addRoleException,
  isOfferableRole,
  offeredRoles,
  removeRoleException,
  type RoleInfo,
} from './role-exceptions';
import {
  designerPermissionMask,
  permissionsToSave,
  restrictionControls,
  toggleRestriction,
  withEditModePermissions,
} from './restriction-settings';
import { addUserException, removeUserException, suggestedEmails } from './user-exceptions';
import { num } from './designer.test-helper';

// The fixture roles: built-ins of type 1 (Admin type 2), then custom roles of types 0, 1 and 2.
const ROLES: RoleInfo[] = [
  { roleId: 1, roleName: 'Read', roleTypeId: 1 },
  { roleId: 2, roleName: 'Read/Write', roleTypeId: 1 },
  { roleId: 3, roleName: 'Write', roleTypeId: 1 },
  { roleId: 4, roleName: 'Full', roleTypeId: 1 },
  { roleId: 5, roleName: 'Uploads & Forms', roleTypeId: 1 },
  { roleId: 6, roleName: 'Admin', roleTypeId: 2 },
  { roleId: 101, roleName: 'Reviewer', roleTypeId: 0 },
  { roleId: 102, roleName: 'Site Editor', roleTypeId: 1 },
  { roleId: 103, roleName: 'Auditor', roleTypeId: 2 },
  { roleId: 104, roleName: 'Admin', roleTypeId: 0 },
  { roleId: 105, roleName: 'Guest', roleTypeId: 3 },
];
const empty = (): PermissionExclusion => ({ RolesDefined: [], UsersDefined: [] });

describe('roles offered as exceptions (spec section 6)', () => {
  it('offers type 0, and types 1 and 2 outside the built-in names', () => {
    expect(offeredRoles(ROLES, empty()).map((r) => r.roleId)).toEqual([101, 102, 103, 104]);
  });
  it('removes roles already added', () => {
    const added = addRoleException(empty(), ROLES[7]);
    expect(added.RolesDefined).toEqual([{ roleId: 102, RoleName: 'Site Editor' }]);
    expect(offeredRoles(ROLES, added).map((r) => r.roleId)).toEqual([101, 103, 104]);
  });
  it('adds a role once, never a built-in one, and removes it', () => {
    const once = addRoleException(addRoleException(empty(), ROLES[6]), ROLES[6]);
    expect(once.RolesDefined).toHaveLength(1);
    expect(addRoleException(empty(), ROLES[0]).RolesDefined).toEqual([]);
    expect(removeRoleException(once, 101).RolesDefined).toEqual([]);
  });
  it.each([
    [{ roleId: 9, roleName: ' admin ', roleTypeId: 2 }, false],
    [{ roleId: 9, roleName: 'Full', roleTypeId: 0 }, true],
    [{ roleId: 9, roleName: 'Fuller', roleTypeId: 1 }, true],
  ])('%j offerable: %s', (role, expected) => expect(isOfferableRole(role)).toBe(expected));
});

describe('users as exceptions: only known e-mails, case-insensitively, once', () => {
  const scope = ['admin@demo.test', 'Member@Demo.test'];

  it('adds a known address as the user list spells it', () => {
    expect(addUserException(empty(), '  member@DEMO.test ', scope)).toEqual({
      ok: true,
      email: 'Member@Demo.test',
      exclusion: { RolesDefined: [], UsersDefined: [{ Email: 'Member@Demo.test' }] },
    });
  });
  it.each([
    ['', 'empty', 'Please enter an e-mail address.'],
    ['stranger@demo.test', 'unknown', 'This e-mail address is not a user of this workspace.'],
    ['ADMIN@demo.test', 'duplicate', 'This e-mail address is already in the list.'],
  ])('refuses %j (%s)', (typed, reason, message) => {
    const before = { RolesDefined: [], UsersDefined: [{ Email: 'admin@demo.test' }] };
    expect(addUserException(before, typed, scope)).toEqual({ ok: false, reason, message, exclusion: before });
  });
  it('removes an address case-insensitively and suggests the others', () => {
    const list = { RolesDefined: [], UsersDefined: [{ Email: 'admin@demo.test' }] };
    expect(removeUserException(list, 'Admin@Demo.Test').UsersDefined).toEqual([]);
    expect(suggestedEmails('demo', scope, list)).toEqual(['Member@Demo.test']);
    expect(suggestedEmails('', scope, empty())).toEqual(scope);
  });
});

describe('restriction checkboxes', () => {
  const p = (over: Partial<Permissions>): Permissions => ({ ...noRestrictions(), ...over });
  it.each([
    [p({}), { restrictedInput: false, restrictedView: false, inputExceptions: false, viewExceptions: false }],
    [
      p({ Restrictions: true }),
      { restrictedInput: true, restrictedView: true, inputExceptions: false, viewExceptions: false },
    ],
    [
      p({ Restrictions: true, RestrictedView: true }),
      { restrictedInput: true, restrictedView: true, inputExceptions: false, viewExceptions: true },
    ],
    [
      p({ RestrictedInput: true }),
      { restrictedInput: false, restrictedView: false, inputExceptions: false, viewExceptions: false },
    ],
  ])('%j shows %j', (perms, shown) => expect(restrictionControls(perms)).toEqual(shown));

  it('keeps choices under a checkbox turned off, and does not save them', () => {
    const withRole = p({
      Restrictions: true,
      RestrictedInput: true,
      ExclusionInput: { RolesDefined: [{ roleId: 101, RoleName: 'Reviewer' }], UsersDefined: [] },
    });
    const off = toggleRestriction(withRole, 'Restrictions', false);
    expect(off.ExclusionInput.RolesDefined).toHaveLength(1);
    expect(toggleRestriction(off, 'Restrictions', true)).toEqual(withRole);
    expect(permissionsToSave(off)).toEqual(noRestrictions());
    expect(permissionsToSave(withRole)).toEqual(withRole);
  });
});

describe('PermissionMask in edit mode', () => {
  it('is 15 in edit mode and the stored mask otherwise', () => {
    expect(designerPermissionMask({ PermissionMask: 1 }, true)).toBe(15);
    expect(designerPermissionMask({ PermissionMask: 1 }, false)).toBe(1);
    expect(
      withEditModePermissions([num(1, { PermissionMask: 1 }), num(2)], true).map((f) => f.PermissionMask),
    ).toEqual([15, 15]);
    expect(withEditModePermissions([num(1, { PermissionMask: 1 })], false)[0].PermissionMask).toBe(1);
  });
});
