import { describe, it, expect } from 'vitest';
import { decideNavigation, defaultPathFor, signedOutDestination, type NavigationUser } from './route-guard';
import { ROUTES } from './route-table';
import { ROUTE_EXPECTATIONS, type Outcome } from './route-expectations.fixture';
import { COLUMNS } from './route-test-users.fixture';

const enc = encodeURIComponent;

function expectedFor(outcome: Outcome, path: string, defaultPath: string) {
  switch (outcome) {
    case 'L':
      return { kind: 'redirect', to: `/login?returnUrl=${enc(path)}`, reason: 'sign-in-required' };
    case 'l':
      return { kind: 'redirect', to: `/site/user/login?returnUrl=${enc(path)}`, reason: 'sign-in-required' };
    case 'D':
      return { kind: 'redirect', to: defaultPath, reason: 'already-signed-in' };
    case 'N':
      return { kind: 'redirect', to: '/404', reason: 'menu-not-allowed' };
    case 'S':
      return { kind: 'redirect', to: `/switch/0?back=${enc(path)}`, reason: 'scope-switch' };
    case 'F':
      return { kind: 'redirect', to: '/403', reason: 'administrators-only' };
    case 'R':
      return { kind: 'render' };
  }
}

function seen(path: string, user: NavigationUser | null) {
  const d = decideNavigation({ path, user });
  return d.kind === 'render' ? { kind: 'render', id: d.match.route.id } : d;
}

describe('decideNavigation: every route for every kind of user', () => {
  it('has an expectation row for every route of the table, and none for routes that do not exist', () => {
    expect(ROUTE_EXPECTATIONS.map(([id]) => id).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  const cases = ROUTE_EXPECTATIONS.flatMap(([id, path, outcomes]) =>
    COLUMNS.map((column, i) => ({ id, path, column, outcome: outcomes[i] as Outcome })),
  );

  it.each(cases)('$id $path as $column.name -> $outcome', ({ id, path, column, outcome }) => {
    const expected = expectedFor(outcome, path, column.defaultPath);
    const actual = seen(path, column.user);
    expect(actual).toEqual(outcome === 'R' ? { kind: 'render', id } : expected);
  });
});

describe('decideNavigation: hand-written redirects', () => {
  const anon = COLUMNS[0].user;
  const workspace = COLUMNS[2].user;
  const inTeam = COLUMNS[3].user;
  const site = COLUMNS[5].user;

  it('keeps the wanted path and its query as an encoded returnUrl', () => {
    expect(seen('/setup/form/manage/12?tab=fields', anon)).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2Fsetup%2Fform%2Fmanage%2F12%3Ftab%3Dfields',
      reason: 'sign-in-required',
    });
  });

  it('drops a trailing slash and the hash from the returnUrl but keeps the case', () => {
    expect(seen('/Form/List/#top', anon)).toMatchObject({ to: '/login?returnUrl=%2FForm%2FList' });
  });

  it('sends a workspace user in a team scope to /switch/0 with the original path as back', () => {
    expect(seen('/workspace/3/billing?x=1', inTeam)).toEqual({
      kind: 'redirect',
      to: '/switch/0?back=%2Fworkspace%2F3%2Fbilling%3Fx%3D1',
      reason: 'scope-switch',
    });
    expect(seen('/switch/0?back=%2Fworkspace%2F3%2Fbilling', inTeam)).toEqual({
      kind: 'render',
      id: 'core.switch',
    });
  });

  it('does not switch scope for a team user who opens an invitation, nor for pages outside the workspace level', () => {
    const teamUserInTeam = { logged: true, accountType: 2, teamScopeId: 9, isSite: false } as const;
    expect(seen('/invitation/Xy9/55', teamUserInTeam)).toEqual({ kind: 'render', id: 'landing.invitation' });
    expect(seen('/form/list', inTeam)).toEqual({ kind: 'render', id: 'form.list' });
    expect(seen('/setup/general', inTeam)).toEqual({ kind: 'render', id: 'setup.general' });
  });

  it('sends a signed-in user on a sign-in page back to a safe returnUrl', () => {
    expect(seen('/login?returnUrl=%2Freport%2Flist', workspace)).toMatchObject({
      to: '/report/list',
      reason: 'already-signed-in',
    });
    expect(seen('/site/user/login?returnUrl=%2Fsite%2Fproject%2Fdetails%2F7', site)).toMatchObject({
      to: '/site/project/details/7',
    });
  });

  it.each([
    ['an absolute url', 'https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative url', '%2F%2Fevil.example'],
    ['a backslash trick', '%2F%5Cevil.example'],
    ['a sign-in page (would loop)', '%2Flogin'],
    ['the sign-out page', '%2Flogout'],
    ['an unknown path', '%2Fnope'],
    ['nothing', ''],
  ])('ignores a returnUrl that is %s and goes to the default page', (_what, value) => {
    expect(seen(`/login?returnUrl=${value}`, workspace)).toMatchObject({ to: '/form/list' });
  });

  it('stays total on a path holding a lone surrogate (encodeURIComponent would throw)', () => {
    expect(seen('/search/a\uD800b', anon)).toMatchObject({ to: '/login?returnUrl=%2Fsearch%2Fa%EF%BF%BDb' });
  });

  it('asks an anonymous visitor of an external site to sign in on the site', () => {
    const siteVisitor = { logged: false, accountType: 0, teamScopeId: 0, isSite: true } as const;
    expect(seen('/form/list', siteVisitor)).toMatchObject({
      to: '/site/user/login?returnUrl=%2Fform%2Flist',
    });
  });

  it('treats a user flagged not logged as anonymous whatever the account type', () => {
    const stale = { logged: false, accountType: 1, teamScopeId: 0, isSite: false } as const;
    expect(seen('/form/list', stale)).toMatchObject({ to: '/login?returnUrl=%2Fform%2Flist' });
    expect(seen('/login', stale)).toEqual({ kind: 'render', id: 'auth.login' });
  });

  it('shows 404 to a signed-in user of account type 0 on menu pages, and lets them through menu-less pages', () => {
    const odd = { logged: true, accountType: 0, teamScopeId: 0, isSite: false } as const;
    expect(seen('/form/list', odd)).toMatchObject({ to: '/404', reason: 'menu-not-allowed' });
    expect(seen('/switch/0', odd)).toEqual({ kind: 'render', id: 'core.switch' });
  });
});

describe('decideNavigation: unknown and public routes', () => {
  it.each([
    '/nope',
    '/form/list/extra',
    '/setup',
    '/features/more',
    '/howitworks',
    '/report/details/15',
    '//form/list',
    '/cabinet/10/folder/10',
  ])('%s is unknown: everybody goes to /404', (path) => {
    for (const { user } of COLUMNS)
      expect(seen(path, user)).toEqual({ kind: 'redirect', to: '/404', reason: 'not-found' });
  });

  it.each([
    '/',
    '/features',
    '/how-it-works',
    '/How-It-Works/teams',
    '/how-it-works-for-teams',
    '/solutions',
    '/privacy',
    '/about',
    '/terms',
    '/signup',
  ])('public route %s renders for a visitor', (path) => {
    expect(decideNavigation({ path, user: null }).kind).toBe('render');
  });
});

describe('defaultPathFor', () => {
  it.each([
    [null, '/'],
    [{ logged: false, accountType: 0, teamScopeId: 0, isSite: false }, '/'],
    [{ logged: false, accountType: 0, teamScopeId: 0, isSite: true }, '/site/user/login'],
    [{ logged: true, accountType: 0, teamScopeId: 0, isSite: false }, '/start'],
    [{ logged: true, accountType: 1, teamScopeId: 0, isSite: false }, '/form/list'],
    [{ logged: true, accountType: 2, teamScopeId: 4, isSite: false }, '/form/list'],
    [{ logged: true, accountType: 3, teamScopeId: 0, isSite: true }, '/site/project/list'],
    [{ logged: true, accountType: 4, teamScopeId: 0, isSite: false }, '/direct/share-files-folders'],
  ] as const)('%j -> %s', (user, path) => {
    expect(defaultPathFor(user)).toBe(path);
  });

  it.each(COLUMNS)('the default page of $name renders for them', ({ user }) => {
    expect(decideNavigation({ path: defaultPathFor(user), user }).kind).toBe('render');
  });
});

describe('signedOutDestination', () => {
  it.each([
    ['/form/list', '/login?returnUrl=%2Fform%2Flist'],
    ['/report/list?x=1', '/login?returnUrl=%2Freport%2Flist%3Fx%3D1'],
    ['/site/project/list', '/site/user/login?returnUrl=%2Fsite%2Fproject%2Flist'],
    ['/logout', '/login'],
    ['/site/logout', '/site/user/login'],
    ['/features', '/features'],
    ['/nowhere', '/404'],
  ])('from %s a signed-out user goes to %s', (path, expected) => {
    expect(signedOutDestination(path)).toBe(expected);
  });
});
