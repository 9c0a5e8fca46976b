import { describe, expect, it } from 'vitest';
import { FakeDialogs, FakePageUnload, settle } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';
import { StartPlatform } from './start-platform.use-case';
import { UnsavedChanges } from './track-unsaved-changes.use-case';

const MINUTE = 60_000;

function started() {
  const tab = platformHarness();
  const unload = new FakePageUnload();
  const platform = new StartPlatform(
    tab.requestOutcome,
    tab.realtime,
    new UnsavedChanges(new FakeDialogs(), unload),
    tab.session,
    tab.signOut,
    tab.events,
  );
  const stop = platform.run();
  return { ...tab, unload, stop };
}

describe('the platform started', () => {
  it('signs the user out with the inactivity message when the session expires', async () => {
    const tab = started();
    await tab.signIn.run('member@demo.test', 'demo');
    tab.time.advance(30 * MINUTE);
    await settle();
    tab.time.advance(10);
    expect(tab.users.user).toBeNull();
    expect(tab.notifier.shown).toEqual([
      { kind: 'warning', message: 'You have been signed out due to inactivity.' },
    ]);
  });

  it('slides the session on every successful call and guards page unload', async () => {
    const tab = started();
    await tab.signIn.run('member@demo.test', 'demo');
    tab.time.advance(5 * MINUTE);
    tab.events.succeeded('form/list');
    expect(tab.session.current?.ticks).toBe(tab.time.now());
    expect(tab.unload.isDirty?.()).toBe(false);
  });

  it('stops every standing reaction when stopped', async () => {
    const tab = started();
    tab.stop();
    await tab.signIn.run('member@demo.test', 'demo');
    tab.events.failed({ kind: 'status', status: 401, payload: {} }, 'x');
    expect(tab.users.user).not.toBeNull();
    expect(tab.unload.isDirty).toBeNull();
  });
});
