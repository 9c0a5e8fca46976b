import type { MenuType } from './route-types';

/**
 * Account types and the menus each may open (platform specification, section 3).
 * The spec numbers them without names; the names below describe the menus each one gets.
 */
export const ACCOUNT_TYPE = {
  /** 0: nobody signed in; no menus. */
  Anonymous: 0,
  /** 1: workspace user: user, admin, setup, landing, manageWorkspace. */
  Workspace: 1,
  /** 2: team user: user, admin (no setup, no workspace-level pages). */
  Team: 2,
  /** 3: external site user: site, singlepassword, individualaccess. */
  Site: 3,
  /** 4: direct-link user: direct. */
  Direct: 4,
} as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const ACCOUNT_TYPES: readonly AccountType[] = [0, 1, 2, 3, 4];

/** Spec section 3, word for word. */
export const ACCOUNT_TYPE_MENUS: Readonly<Record<AccountType, readonly MenuType[]>> = Object.freeze({
  0: [],
  1: ['user', 'admin', 'setup', 'landing', 'manageWorkspace'],
  2: ['user', 'admin'],
  3: ['site', 'singlepassword', 'individualaccess'],
  4: ['direct'],
});

export function isAccountType(value: unknown): value is AccountType {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * Whether an account type may open a route of this menu. Routes of the `none` menu belong to no menu and
 * are open to every account type. An unknown account type (bad data) gets no menus, like type 0.
 */
export function isMenuAllowed(accountType: number, menuType: MenuType): boolean {
  if (menuType === 'none') return true;
  if (!isAccountType(accountType)) return false;
  return ACCOUNT_TYPE_MENUS[accountType].includes(menuType);
}
