import type { NavigationUser } from './route-guard';

/** The users of the expectation columns (route-expectations.fixture.ts), in column order. */
export const COLUMNS = [
  { name: 'anonymous (no user)', user: null, defaultPath: '/' },
  {
    name: 'anonymous (type 0)',
    user: { logged: false, accountType: 0, teamScopeId: 0, isSite: false },
    defaultPath: '/',
  },
  {
    name: 'workspace administrator (1)',
    user: { logged: true, accountType: 1, teamScopeId: 0, isSite: false, isAdmin: true },
    defaultPath: '/form/list',
  },
  {
    name: 'workspace administrator (1) in team scope',
    user: { logged: true, accountType: 1, teamScopeId: 7, isSite: false, isAdmin: true },
    defaultPath: '/form/list',
  },
  {
    name: 'team user (2)',
    user: { logged: true, accountType: 2, teamScopeId: 0, isSite: false },
    defaultPath: '/form/list',
  },
  {
    name: 'site user (3)',
    user: { logged: true, accountType: 3, teamScopeId: 0, isSite: true },
    defaultPath: '/site/project/list',
  },
  {
    name: 'direct-link user (4)',
    user: { logged: true, accountType: 4, teamScopeId: 0, isSite: false },
    defaultPath: '/direct/share-files-folders',
  },
  {
    name: 'workspace user (1) without the Admin role, in team scope',
    user: { logged: true, accountType: 1, teamScopeId: 7, isSite: false, isAdmin: false },
    defaultPath: '/form/list',
  },
] as const satisfies readonly { name: string; user: NavigationUser | null; defaultPath: string }[];
