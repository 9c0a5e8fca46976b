import { describe, expect, it } from 'vitest';
import { member } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';
import { LoadCurrentUser } from './load-current-user.use-case';
import { SwitchScope } from './switch-scope.use-case';

describe('loading the current user on start', () => {
  it('caches a signed-in user, resumes the session and connects the hub', async () => {
    const tab = platformHarness();
    tab.account.current = member;
    const outcome = await new LoadCurrentUser(tab.account, tab.users, tab.session, tab.hub).run();
    expect(outcome).toEqual({ kind: 'signed-in', user: member });
    expect(tab.users.user).toEqual(member);
    expect(tab.users.loaded).toBe(true);
    expect(tab.session.current?.userId).toBe(member.userId);
    expect(tab.hub.state).toBe('connected');
  });

  it('marks the user as loaded and signed out when there is no session', async () => {
    const tab = platformHarness();
    expect(await new LoadCurrentUser(tab.account, tab.users, tab.session, tab.hub).run()).toEqual({
      kind: 'signed-out',
    });
    expect(tab.users).toMatchObject({ user: null, loaded: true });
    expect(tab.hub.state).toBe('disconnected');
  });

  it.each([
    ['the network fails', { kind: 'network', detail: 'TypeError: Failed to fetch' } as const],
    ['the proxy answers 502', { kind: 'status', status: 502, payload: {} } as const],
    [
      'the backend answers 503',
      { kind: 'status', status: 503, payload: { Message: 'Service Unavailable' } } as const,
    ],
  ])(
    'says the backend is unreachable, not signed out, when %s, and loads the user once it answers',
    async (_when, failure) => {
      const tab = platformHarness();
      tab.account.current = member;
      tab.account.currentFailure = failure;
      const load = new LoadCurrentUser(tab.account, tab.users, tab.session, tab.hub);
      expect(await load.run()).toEqual({ kind: 'unreachable' });
      expect(tab.users).toMatchObject({ user: null, loaded: false });
      tab.account.currentFailure = null;
      expect(await load.run()).toEqual({ kind: 'signed-in', user: member });
      expect(tab.users).toMatchObject({ user: member, loaded: true });
    },
  );
});

describe('reading the signed-in user again (their access changed)', () => {
  it('replaces the user with the answer, and leaves the session and the hub as they were', async () => {
    const tab = platformHarness();
    tab.account.current = member;
    const load = new LoadCurrentUser(tab.account, tab.users, tab.session, tab.hub);
    await load.run();
    const session = tab.session.current;
    tab.hub.state = 'reconnecting';
    tab.account.current = { ...member, accountType: 0 };
    expect(await load.refresh()).toBe(true);
    expect(tab.users.user).toEqual({ ...member, accountType: 0 });
    expect(tab.session.current).toBe(session);
    expect(tab.hub.state).toBe('reconnecting');
  });

  it('changes nothing and asks nothing when nobody is signed in, and keeps the user when the read fails', async () => {
    const tab = platformHarness();
    tab.account.current = member;
    const load = new LoadCurrentUser(tab.account, tab.users, tab.session, tab.hub);
    expect(await load.refresh()).toBe(false);
    expect(tab.users.user).toBeNull();
    await load.run();
    tab.account.currentFailure = { kind: 'network', detail: 'TypeError: Failed to fetch' };
    expect(await load.refresh()).toBe(false);
    expect(tab.users.user).toEqual(member);
  });
});

describe('switching scope', () => {
  it('switches and returns to an in-app back path', async () => {
    const tab = platformHarness();
    const outcome = await new SwitchScope(tab.account, tab.users).run(10, '/notifications', '/form/list');
    expect(outcome).toEqual({ ok: true, value: '/notifications' });
    expect(tab.users.user?.teamScopeId).toBe(10);
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])(
    'ignores the unsafe back %s',
    async (back) => {
      const tab = platformHarness();
      expect(await new SwitchScope(tab.account, tab.users).run(0, back, '/form/list')).toEqual({
        ok: true,
        value: '/form/list',
      });
    },
  );

  it('refuses an impossible scope id and reports a failed switch', async () => {
    const tab = platformHarness();
    const switcher = new SwitchScope(tab.account, tab.users);
    expect(await switcher.run(-1, null, '/form/list')).toEqual({ ok: false, message: 'Unknown scope.' });
    expect(await switcher.run(99, null, '/form/list')).toEqual({
      ok: false,
      message: 'Could not switch scope.',
    });
    expect(tab.users.user).toBeNull();
  });
});
