import { describe, expect, it } from 'vitest';
import { platformHarness } from '../testing/platform-harness';

describe('sign in', () => {
  it('explains missing and malformed input without calling the server', async () => {
    const tab = platformHarness();
    expect(await tab.signIn.run('', '')).toEqual({
      ok: false,
      fieldErrors: { email: 'Required!', password: 'Required!' },
      message: null,
    });
    expect(await tab.signIn.run('not-an-address', 'x')).toMatchObject({
      fieldErrors: { email: 'Invalid email!' },
    });
  });

  it("shows the server's message for wrong credentials and stays signed out", async () => {
    const tab = platformHarness();
    expect(await tab.signIn.run('member@demo.test', 'wrong')).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Invalid e-mail or password.',
    });
    expect(tab.users.user).toBeNull();
  });

  it('signs in: caches the user, starts the session timer and the hub', async () => {
    const tab = platformHarness();
    const result = await tab.signIn.run('  member@demo.test ', 'demo');
    expect(result).toMatchObject({ ok: true, user: { email: 'member@demo.test' } });
    expect(tab.users.user?.email).toBe('member@demo.test');
    expect(tab.session.current?.minutes).toBe(30);
    expect(tab.hub.state).toBe('connected');
  });
});

describe('sign out', () => {
  it('ends the session on the server and here, then shows the login page', async () => {
    const tab = platformHarness();
    await tab.signIn.run('member@demo.test', 'demo');
    await tab.signOut.run();
    expect(tab.account.signedOut).toBe(1);
    expect(tab.users.user).toBeNull();
    expect(tab.session.current).toBeNull();
    expect(tab.hub.state).toBe('disconnected');
    expect(tab.navigator.path).toBe('/login?returnUrl=%2Fform%2Flist');
  });

  it('shows the inactivity warning after the delay when the session expired', async () => {
    const tab = platformHarness();
    await tab.signIn.run('member@demo.test', 'demo');
    await tab.signOut.run({ warning: 'for security purposes you will be logged out due to inactivity' });
    expect(tab.notifier.shown).toEqual([]);
    tab.time.advance(10);
    expect(tab.notifier.shown).toEqual([
      { kind: 'warning', message: 'for security purposes you will be logged out due to inactivity' },
    ]);
  });
});
