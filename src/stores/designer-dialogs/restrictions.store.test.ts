import { describe, expect, it } from 'vitest';
import { ROLES, USERS } from '../../application/designer-dialogs/designer-dialogs.fakes';
import { noRestrictions } from '../../domain/forms/form-permissions.entity';
import { RestrictionsStore } from './restrictions.store';

const store = () => {
  const s = new RestrictionsStore(noRestrictions());
  s.choicesArrived(ROLES, USERS);
  return s;
};

describe('RestrictionsStore', () => {
  it('reveals the exception pickers step by step', () => {
    const s = store();
    expect(s.controls).toEqual({
      restrictedInput: false,
      restrictedView: false,
      inputExceptions: false,
      viewExceptions: false,
    });
    s.toggled('Restrictions', true);
    s.toggled('RestrictedView', true);
    expect(s.controls).toEqual({
      restrictedInput: true,
      restrictedView: true,
      inputExceptions: false,
      viewExceptions: true,
    });
  });

  it('offers custom and type-0 roles not yet added', () => {
    const s = store();
    expect(s.offeredRoles('Input').map((r) => r.roleName)).toEqual(['Inspectors', 'Accountants']);
    s.roleAdded('Input', 101);
    s.roleAdded('Input', 1);
    expect(s.exclusion('Input').RolesDefined).toEqual([{ roleId: 101, RoleName: 'Inspectors' }]);
    expect(s.offeredRoles('Input').map((r) => r.roleName)).toEqual(['Accountants']);
    expect(s.offeredRoles('View').map((r) => r.roleName)).toEqual(['Inspectors', 'Accountants']);
  });

  it('adds known e-mails as the user list spells them, ignores duplicates, refuses strangers', () => {
    const s = store();
    s.emailChanged('View', ' ADMIN@demo.test ');
    s.userAdded('View');
    s.emailChanged('View', 'admin@DEMO.test');
    s.userAdded('View');
    expect(s.exclusion('View').UsersDefined).toEqual([{ Email: 'admin@demo.test' }]);
    expect(s.emailError.View).toBeNull();
    expect(s.emailText.View).toBe('');
    s.emailChanged('View', 'who@nowhere.test');
    s.userAdded('View');
    expect(s.emailError.View).toBe('This e-mail address is not a user of this workspace.');
    expect(s.emailSuggestions('View')).toEqual([]);
    s.emailChanged('View', 'demo');
    expect(s.emailSuggestions('View')).toEqual(['member@demo.test']);
  });

  it('knows when something changed and sends only what is shown', () => {
    const s = store();
    expect(s.changed).toBe(false);
    s.toggled('Restrictions', true);
    s.toggled('RestrictedInput', true);
    s.roleAdded('Input', 101);
    s.toggled('RestrictedInput', false);
    expect(s.toSave).toEqual({ ...noRestrictions(), Restrictions: true });
    expect(s.changed).toBe(true);
    s.reset(s.permissions);
    expect(s.changed).toBe(false);
  });
});
