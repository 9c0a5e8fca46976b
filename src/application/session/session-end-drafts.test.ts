import { beforeEach, describe, expect, it } from 'vitest';
import { KeyValueDraftStore } from '../../adapters/storage/key-value-draft-store';
import { draftOf } from '../../domain/forms/instance/form-draft';
import { StartPlatform } from '../platform/start-platform.use-case';
import { UnsavedChanges } from '../platform/track-unsaved-changes.use-case';
import { FakeDialogs, FakePageUnload, member, settle } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';

const MINUTE = 60_000;
const OTHER_USER = 99;

/** A signed-in member with unsaved drafts of two instances, and another user's draft on the same browser. */
async function signedInWithDrafts() {
  const tab = platformHarness();
  new StartPlatform(
    tab.requestOutcome,
    tab.realtime,
    new UnsavedChanges(new FakeDialogs(), new FakePageUnload()),
    tab.session,
    tab.signOut,
    tab.events,
  ).run();
  await tab.signIn.run('member@demo.test', 'demo');
  const drafts = new KeyValueDraftStore(tab.store);
  drafts.write(draftOf(300, member.userId, tab.time.now(), new Map([[1, 'typed before sign-out']])));
  drafts.write(draftOf(301, member.userId, tab.time.now(), new Map([[1, 'more']])));
  drafts.write(draftOf(300, OTHER_USER, tab.time.now(), new Map([[1, 'not theirs to erase']])));
  const memberDrafts = () =>
    [300, 301].map((id) => drafts.read(id, member.userId)).filter((draft) => draft !== null);
  return { tab, drafts, memberDrafts };
}

describe("a session that ends takes the user's unsaved drafts with it", () => {
  let h: Awaited<ReturnType<typeof signedInWithDrafts>>;
  beforeEach(async () => {
    h = await signedInWithDrafts();
    expect(h.memberDrafts()).toHaveLength(2);
  });

  it('on sign-out', async () => {
    await h.tab.signOut.run();
    expect(h.memberDrafts()).toEqual([]);
    expect(h.drafts.read(300, OTHER_USER)).not.toBeNull();
  });

  it('on a forced logout pushed by the server', async () => {
    h.tab.hub.push({
      Listener: 'userLoggedOut',
      Data: { NextState: 'login', LogoutMessage: 'Signed out by an administrator.' },
    });
    await settle();
    expect(h.tab.users.user).toBeNull();
    expect(h.memberDrafts()).toEqual([]);
  });

  it('on session expiry', async () => {
    h.tab.time.advance(30 * MINUTE);
    await settle();
    expect(h.tab.users.user).toBeNull();
    expect(h.memberDrafts()).toEqual([]);
  });

  it('when the server answers 401 (its session is gone)', () => {
    h.tab.events.failed({ kind: 'status', status: 401, payload: {} }, 'form/list');
    expect(h.tab.users.user).toBeNull();
    expect(h.memberDrafts()).toEqual([]);
  });
});

it('keeps the drafts across a reload while the session lives', async () => {
  const { tab, memberDrafts } = await signedInWithDrafts();
  tab.time.advance(5 * MINUTE);
  tab.events.succeeded('form/list');
  expect(memberDrafts()).toHaveLength(2);
});
