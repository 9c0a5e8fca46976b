import { describe, expect, it } from 'vitest';
import { settle } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';

describe('pushed platform events', () => {
  it('userLoggedOut signs the user out with the server warning, without another sign-out call', async () => {
    const tab = platformHarness();
    tab.realtime.start();
    await tab.signIn.run('member@demo.test', 'demo');
    tab.hub.push({
      Listener: 'userLoggedOut',
      Data: { NextState: 'login', LogoutMessage: 'Signed in elsewhere.' },
    });
    await settle();
    tab.time.advance(10);
    expect(tab.users.user).toBeNull();
    expect(tab.account.signedOut).toBe(0);
    expect(tab.navigator.path).toBe('/login?returnUrl=%2Fform%2Flist');
    expect(tab.notifier.shown).toEqual([{ kind: 'warning', message: 'Signed in elsewhere.' }]);
  });

  it('shows upload outcomes and updates notifications', () => {
    const tab = platformHarness();
    tab.realtime.start();
    tab.hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: false, FolderId: 1 } });
    tab.hub.push({ Listener: 'notificationCountUpdate', Data: { Count: 5 } });
    tab.hub.push({ Listener: 'markAllUserNotificationsRead' });
    expect(tab.notifier.shown).toEqual([]);
    tab.time.advance(10);
    expect(tab.notifier.shown).toEqual([{ kind: 'error', message: 'Your upload has failed.' }]);
    expect(tab.notifications.counts).toEqual([5]);
    expect(tab.notifications.refreshes).toBe(1);
  });

  it('userAccessChanged reads who the user is again and says so; signed out, it asks nothing', async () => {
    const tab = platformHarness();
    tab.realtime.start();
    tab.hub.push({ Listener: 'userAccessChanged', Data: { UserId: 1 } });
    await settle();
    expect(tab.notifier.shown).toEqual([]);

    await tab.signIn.run('member@demo.test', 'demo');
    const before = tab.users.user!;
    tab.account.current = { ...before, areaAccess: { forms: 1 } };
    tab.hub.push({ Listener: 'userAccessChanged', Data: { UserId: before.userId } });
    await settle();
    expect(tab.users.user?.areaAccess?.forms).toBe(1);
    expect(tab.notifier.shown).toEqual([
      {
        kind: 'info',
        message: 'An administrator changed your access: what you can see and do is up to date.',
      },
    ]);
  });
});
