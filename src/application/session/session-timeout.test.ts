import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../adapters/storage/in-memory-key-value-store';
import { member, settle } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';
import { SESSION_KEY, SESSION_WARNING_TITLE } from './session-timeout.use-case';

const MINUTE = 60_000;

async function signedIn(store = new InMemoryKeyValueStore()) {
  const tab = platformHarness(store);
  const ends: string[] = [];
  tab.session.onEnd((reason) => ends.push(reason));
  await tab.signIn.run('member@demo.test', 'demo');
  return { ...tab, ends };
}

describe('session time-out (platform spec §4)', () => {
  it('keeps the session record in storage after sign-in', async () => {
    const tab = await signedIn();
    expect(JSON.parse(tab.store.read(SESSION_KEY) ?? 'null')).toEqual({
      id: 'session-1',
      userId: member.userId,
      minutes: 30,
      ticks: tab.time.now(),
    });
  });

  it('warns 10 minutes before expiry, not earlier', async () => {
    const tab = await signedIn();
    tab.time.advance(20 * MINUTE - 1);
    expect(tab.dialogs.confirms).toHaveLength(0);
    tab.time.advance(1);
    expect(tab.dialogs.confirms.map((c) => c.title)).toEqual([SESSION_WARNING_TITLE]);
  });

  it("gives the spec's time-out notice in the warning, word for word, and asks whether to stay signed in", async () => {
    const tab = await signedIn();
    tab.time.advance(20 * MINUTE);
    expect(tab.dialogs.confirms.map((c) => c.message)).toEqual([
      'for security purposes you will be logged out due to inactivity. Do you want to stay signed in?',
    ]);
  });

  it('extends the session when the user confirms', async () => {
    const tab = await signedIn();
    tab.time.advance(20 * MINUTE);
    tab.dialogs.confirms[0].answer(true);
    await settle();
    expect(tab.sessionGateway.extensions).toBe(1);
    tab.time.advance(15 * MINUTE);
    expect(tab.ends).toEqual([]);
    expect(tab.session.current?.ticks).toBe(tab.time.now() - 15 * MINUTE);
  });

  it('ends the session at expiry', async () => {
    const tab = await signedIn();
    tab.time.advance(30 * MINUTE);
    expect(tab.ends).toEqual(['expired']);
    expect(tab.store.read(SESSION_KEY)).toBeNull();
  });

  it('signs out at once when the user declines to stay', async () => {
    const tab = await signedIn();
    tab.time.advance(20 * MINUTE);
    tab.dialogs.confirms[0].answer(false);
    await settle();
    expect(tab.ends).toEqual(['declined']);
  });

  it('follows another tab that extended the session, closing its own warning', async () => {
    const tab = await signedIn();
    tab.time.advance(20 * MINUTE);
    const extended = { ...tab.session.current, ticks: tab.time.now() };
    (tab.store as InMemoryKeyValueStore).otherTabWrites(SESSION_KEY, JSON.stringify(extended));
    expect(tab.dialogs.dismissed).toContain(SESSION_WARNING_TITLE);
    tab.time.advance(29 * MINUTE);
    expect(tab.ends).toEqual([]);
  });

  it('goes to /start when another user signs in in another tab', async () => {
    const tab = await signedIn();
    const other = { id: 'session-9', userId: 77, minutes: 30, ticks: tab.time.now() };
    (tab.store as InMemoryKeyValueStore).otherTabWrites(SESSION_KEY, JSON.stringify(other));
    expect(tab.navigator.path).toBe('/start');
    expect(tab.users.user).toBeNull();
  });

  it('goes to /login when another tab signs out', async () => {
    const tab = await signedIn();
    (tab.store as InMemoryKeyValueStore).otherTabWrites(SESSION_KEY, null);
    expect(tab.navigator.path).toBe('/login?returnUrl=%2Fform%2Flist');
    expect(tab.users.user).toBeNull();
    tab.time.advance(60 * MINUTE);
    expect(tab.ends).toEqual([]);
  });

  it('signed out by another tab, follows someone signing in there to /start (platform spec §4)', async () => {
    const tab = await signedIn();
    const store = tab.store as InMemoryKeyValueStore;
    store.otherTabWrites(SESSION_KEY, null);
    expect(tab.navigator.path).toBe('/login?returnUrl=%2Fform%2Flist');
    store.otherTabWrites(
      SESSION_KEY,
      JSON.stringify({ id: 'session-9', userId: 77, minutes: 30, ticks: tab.time.now() }),
    );
    expect(tab.navigator.path).toBe('/start');
    expect(tab.users.user).toBeNull();
  });

  it('signed out here, follows a sign-in in another tab too', async () => {
    const tab = await signedIn();
    await tab.signOut.run();
    const store = tab.store as InMemoryKeyValueStore;
    store.otherTabWrites(
      SESSION_KEY,
      JSON.stringify({ id: 'session-9', userId: member.userId, minutes: 30, ticks: tab.time.now() }),
    );
    expect(tab.navigator.path).toBe('/start');
  });

  it('stops the timer on a 401', async () => {
    const tab = await signedIn();
    tab.requestOutcome.start();
    tab.events.failed({ kind: 'status', status: 401, payload: {} }, 'form/list');
    tab.time.advance(60 * MINUTE);
    expect(tab.ends).toEqual([]);
    expect(tab.dialogs.confirms).toHaveLength(0);
  });

  it('resumes the shared record after a reload instead of restarting it', async () => {
    const store = new InMemoryKeyValueStore();
    const first = await signedIn(store);
    first.time.advance(5 * MINUTE);
    const second = platformHarness(store);
    await second.session.resume(member.userId);
    expect(second.session.current).toEqual(first.session.current);
  });

  it('two tabs: signing out in one sends the other to /login', async () => {
    const store = new InMemoryKeyValueStore();
    const first = await signedIn(store);
    const second = platformHarness(store);
    await second.session.resume(member.userId);
    await first.signOut.run();
    (store as InMemoryKeyValueStore).otherTabWrites(SESSION_KEY, store.read(SESSION_KEY));
    expect(second.navigator.path).toBe('/login?returnUrl=%2Fform%2Flist');
  });
});

describe('activity slides the session, as the server does', () => {
  it('moves expiry forward after a successful call, at most once a minute', async () => {
    const tab = await signedIn();
    tab.time.advance(10 * MINUTE);
    tab.session.touch();
    expect(tab.session.current?.ticks).toBe(tab.time.now());
    const touchedAt = tab.time.now();
    tab.time.advance(30_000);
    tab.session.touch();
    expect(tab.session.current?.ticks).toBe(touchedAt);
    tab.time.advance(20 * MINUTE - 30_000 - 1);
    expect(tab.dialogs.confirms).toHaveLength(0);
    tab.time.advance(1);
    expect(tab.dialogs.confirms.map((c) => c.title)).toEqual([SESSION_WARNING_TITLE]);
  });

  it('closes an open warning when activity extended the session', async () => {
    const tab = await signedIn();
    tab.time.advance(21 * MINUTE);
    expect(tab.dialogs.confirms).toHaveLength(1);
    tab.session.touch();
    expect(tab.dialogs.confirms).toHaveLength(0);
    tab.time.advance(25 * MINUTE);
    expect(tab.ends).toEqual([]);
  });

  it('does nothing when signed out', () => {
    const tab = platformHarness();
    tab.session.touch();
    expect(tab.store.read(SESSION_KEY)).toBeNull();
  });
});

describe('a live session record before the server says who is signed in', () => {
  it('is there after sign-in and gone once the session timed out or ended', async () => {
    const tab = await signedIn();
    expect(tab.session.hasLiveRecord()).toBe(true);
    tab.time.advance(30 * MINUTE);
    expect(tab.session.hasLiveRecord()).toBe(false);
  });

  it('is not there in a browser that never signed in, nor for a malformed record', () => {
    const store = new InMemoryKeyValueStore();
    const tab = platformHarness(store);
    expect(tab.session.hasLiveRecord()).toBe(false);
    store.write(SESSION_KEY, '{"id":1}');
    expect(tab.session.hasLiveRecord()).toBe(false);
  });
});
