import { describe, expect, it } from 'vitest';
import { FakeUserContext, member } from '../testing/fakes';
import { GuardRoute } from './guard-route.use-case';

function guardFor(user = member) {
  const users = new FakeUserContext();
  users.setUser(user);
  return new GuardRoute(users);
}

describe('route guarding', () => {
  it('keeps the 50 most recent rendered paths, not the redirected ones', () => {
    const guard = guardFor();
    for (let i = 1; i <= 60; i += 1) guard.decide(`/project/details/${i}`);
    guard.decide('/setup/general'); // a member: redirected to /404, not a visit
    expect(guard.recent).toHaveLength(50);
    expect(guard.recent[0]).toBe('/project/details/11');
    expect(guard.recent[49]).toBe('/project/details/60');
  });

  it('after sign-in follows a safe returnUrl, else the default page', () => {
    const guard = guardFor();
    expect(guard.afterSignIn('/login?returnUrl=%2Freport%2Flist')).toBe('/report/list');
    expect(guard.afterSignIn('/login?returnUrl=%2F%2Fevil.example')).toBe('/form/list');
    expect(guard.afterSignIn('/login')).toBe('/form/list');
  });

  it('tells which links a member can open', () => {
    const guard = guardFor();
    expect(guard.canOpen('/form/list')).toBe(true);
    expect(guard.canOpen('/notifications')).toBe(false);
    expect(guard.canOpen('/setup/general')).toBe(false);
    expect(guardFor({ ...member, accountType: 1 }).canOpen('/notifications')).toBe(true);
  });

  it('keeps the links of a workspace user working in a team: they lead through the scope switch', () => {
    const inTeam = guardFor({ ...member, accountType: 1, teamScopeId: 10 });
    expect(inTeam.decide('/notifications')).toMatchObject({ kind: 'redirect', reason: 'scope-switch' });
    expect(inTeam.canOpen('/notifications')).toBe(true);
    expect(inTeam.canOpen('/profile')).toBe(true);
    expect(guardFor({ ...member, teamScopeId: 10 }).canOpen('/notifications')).toBe(false);
  });

  it('links Home to the default page, except on the default page itself', () => {
    const direct = guardFor({ ...member, accountType: 4, isDirect: true });
    expect(direct.homeFrom('/direct/share-files-folders')).toBeNull();
    expect(direct.homeFrom('/direct/cabinet/1/folder/2-3')).toBe('/direct/share-files-folders');
    expect(guardFor().homeFrom('/Form/List/')).toBeNull();
    expect(guardFor().homeFrom('/project/list')).toBe('/form/list');
  });
});
