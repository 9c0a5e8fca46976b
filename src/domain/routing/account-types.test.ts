import { describe, it, expect } from 'vitest';
import { ACCOUNT_TYPE_MENUS, isAccountType, isMenuAllowed } from './account-types';
import { MENU_TYPES, type MenuType } from './route-types';

// Spec section 3: "0 anonymous; 1 user, admin, setup, landing, manageWorkspace; 2 user, admin;
// 3 site, singlepassword, individualaccess; 4 direct".
const SPEC: Record<number, MenuType[]> = {
  0: [],
  1: ['user', 'admin', 'setup', 'landing', 'manageWorkspace'],
  2: ['user', 'admin'],
  3: ['site', 'singlepassword', 'individualaccess'],
  4: ['direct'],
};

describe('account types', () => {
  it('lists the menus of spec section 3', () => {
    expect(ACCOUNT_TYPE_MENUS).toEqual(SPEC);
  });

  const cases = [0, 1, 2, 3, 4].flatMap((type) => MENU_TYPES.map((menu) => ({ type, menu })));
  it.each(cases)('account type $type, menu $menu', ({ type, menu }) => {
    expect(isMenuAllowed(type, menu)).toBe(menu === 'none' || SPEC[type].includes(menu));
  });

  it('gives no menu to the home pages: they are for visitors', () => {
    for (const type of [0, 1, 2, 3, 4]) expect(isMenuAllowed(type, 'home')).toBe(false);
  });

  it('gives an unknown account type no menus', () => {
    expect(isMenuAllowed(5, 'user')).toBe(false);
    expect(isMenuAllowed(-1, 'none')).toBe(true);
    expect(isAccountType(1.5)).toBe(false);
    expect(isAccountType('1')).toBe(false);
    expect(isAccountType(4)).toBe(true);
  });
});
