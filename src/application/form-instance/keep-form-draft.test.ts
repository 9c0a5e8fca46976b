import { beforeEach, describe, expect, it } from 'vitest';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { draftOf } from '../../domain/forms/instance/form-draft';
import { member, settle } from '../testing/fakes';
import { FakeBrowserDrafts, instanceHarness } from './form-instance.test-kit';
import { DRAFT_ANSWER_MS } from './keep-form-draft.use-case';

const fields = [
  text(1, { Data: 'Jordan' }),
  text(2, { PermissionMask: 1 }),
  text(3, { EncryptData: true, Data: '****' }),
];

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
});

const model = () => h.edit.modelOf(instance(fields));
const keepDraft = (entries: Array<[number, string]>, userId: number = member.userId) =>
  h.draftStore.write(draftOf(300, userId, h.time.now() - 60_000, new Map(entries)));

describe('offering a draft back', () => {
  it('asks with the time, and restores the editable entries on Restore', async () => {
    keepDraft([
      [1, 'Sam'],
      [2, 'not mine to edit'],
      [3, 'secret'],
    ]);
    const offered = h.drafts.offer(model());
    await settle();
    expect(h.dialogs.confirms).toHaveLength(1);
    expect(h.dialogs.confirms[0].title).toBe('Restore unsaved changes?');
    expect(h.dialogs.confirms[0].message).toMatch(
      /^You have unsaved changes from \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\. Restore them\?$/,
    );
    h.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'Sam']]));
  });

  it('asks for moment, which shows the time; when it cannot be downloaded, the draft is kept and not offered', async () => {
    keepDraft([[1, 'Sam']]);
    h.libraries.fails = true;
    expect(await h.drafts.offer(model())).toBeNull();
    expect(h.dialogs.confirms).toHaveLength(0);
    expect(h.libraries.asked).toEqual([['dates']]);
    expect(h.draftStore.read(300, member.userId)?.values).toEqual({ 1: 'Sam' });
  });

  it('starts downloading moment as the instance opens, only when a draft waits for it (issue 32 #12)', async () => {
    h.drafts.prepare(300);
    expect(h.libraries.asked).toEqual([]);
    keepDraft([[1, 'Sam']]);
    h.drafts.prepare(300);
    expect(h.libraries.asked).toEqual([['dates']]);
    const offered = h.drafts.offer(model());
    await settle();
    expect(h.libraries.asked).toEqual([['dates']]);
    h.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'Sam']]));
  });

  it('discards the draft on Discard', async () => {
    keepDraft([[1, 'Sam']]);
    const offered = h.drafts.offer(model());
    await settle();
    h.dialogs.confirms[0].answer(false);
    expect(await offered).toBeNull();
    expect(h.draftStore.read(300)).toBeNull();
  });

  it('does not ask when there is no draft, or when it is another user’s', async () => {
    expect(await h.drafts.offer(model())).toBeNull();
    keepDraft([[1, 'Sam']], 99);
    expect(await h.drafts.offer(model())).toBeNull();
    expect(h.dialogs.confirms).toHaveLength(0);
    expect(h.draftStore.read(300, 99)).not.toBeNull();
  });

  it('offers nothing, and keeps nothing, when no one is signed in', async () => {
    keepDraft([[1, 'Sam']]);
    h.users.setUser(null);
    expect(await h.drafts.offer(model())).toBeNull();
    h.drafts.keep(301, new Map([[1, 'typed while signed out']]));
    expect(h.draftStore.stored.size).toBe(1);
  });

  it('silently drops a draft with nothing left to restore', async () => {
    keepDraft([[2, 'x']]);
    expect(await h.drafts.offer(model())).toBeNull();
    expect(h.dialogs.confirms).toHaveLength(0);
    expect(h.draftStore.read(300)).toBeNull();
  });
});

it('keeps the draft under the signed-in user, so that another user on the same browser is not offered it', async () => {
  h.drafts.keep(300, new Map([[1, 'Sam']]));
  expect(h.draftStore.read(300, member.userId)?.values).toEqual({ 1: 'Sam' });
  h.users.setUser({ ...member, userId: 99, email: 'other@demo.test' });
  expect(await h.drafts.offer(model())).toBeNull();
  expect(h.dialogs.confirms).toHaveLength(0);
});

it('never keeps an encrypted value in the draft', () => {
  const editor = h.startEditing(instance(fields));
  editor.change(3, '9999');
  editor.change(1, 'Sam');
  expect(h.draftStore.read(300)?.values).toEqual({ 1: 'Sam' });
});

describe('tabs of one browser (same user, same instance)', () => {
  let browser: FakeBrowserDrafts;
  let tab1: ReturnType<typeof instanceHarness>;
  beforeEach(() => {
    browser = new FakeBrowserDrafts();
    tab1 = instanceHarness(browser);
  });
  const openTab = () => instanceHarness(browser);
  /** The page is reloaded or closed: pagehide, then it hears nothing more. */
  const leave = (tab: ReturnType<typeof instanceHarness>) => {
    tab.pageUnload.leave();
    tab.draftStore.close();
  };
  /** The tab or the browser crashed: no pagehide. */
  const crash = (tab: ReturnType<typeof instanceHarness>) => tab.draftStore.close();
  const modelIn = (tab: ReturnType<typeof instanceHarness>) => tab.edit.modelOf(instance(fields));
  const questionsLeft = () => [...browser.stored.keys()].filter((key) => key.endsWith('.asked'));

  it('does not offer the entries another tab is still editing, nor removes them', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    expect(await tab2.drafts.offer(modelIn(tab2))).toBeNull();
    expect(tab2.dialogs.confirms).toHaveLength(0);
    expect(tab1.draftStore.read(300)?.values).toEqual({ 1: 'typed in tab 1' });
    expect(questionsLeft()).toEqual([]);
  });

  it('the issue: tab 2 opens the instance tab 1 is editing, tab 1 reloads and is offered its entries at once', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    expect(await tab2.drafts.offer(modelIn(tab2))).toBeNull();
    leave(tab1);
    const reloaded = openTab();
    const offered = reloaded.drafts.offer(modelIn(reloaded));
    await settle();
    // A page that has gone is not asked: no wait.
    expect(reloaded.dialogs.confirms).toHaveLength(1);
    reloaded.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'typed in tab 1']]));
  });

  it('when another tab discards or clears the draft, a tab still editing writes its entries again, and is offered them after its reload', async () => {
    const editor = tab1.startEditing(instance(fields));
    editor.change(1, 'typed in tab 1');
    const keptAt = tab1.time.now();
    // The page went into the back-forward cache and came back: its draft no longer names it, another tab offers it.
    tab1.pageUnload.leave();
    const tab2 = openTab();
    tab2.time.advance(5 * 60_000);
    const offered = tab2.drafts.offer(modelIn(tab2));
    await settle();
    tab2.dialogs.confirms[0].answer(false);
    expect(await offered).toBeNull();
    expect(tab1.draftStore.read(300)?.values).toEqual({ 1: 'typed in tab 1' });
    // A save or a confirmed Cancel in the other tab removes the draft too.
    tab2.drafts.clear(300);
    expect(tab1.draftStore.read(300)).toMatchObject({ values: { 1: 'typed in tab 1' }, savedAt: keptAt });

    leave(tab1);
    const reloaded = openTab();
    const again = reloaded.drafts.offer(modelIn(reloaded));
    await settle();
    reloaded.dialogs.confirms[0].answer(true);
    expect(await again).toEqual(new Map([[1, 'typed in tab 1']]));
  });

  it('asks the page that wrote the draft as the instance opens: its wait is over by the time the form shows (issue 32 #12)', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed before the crash');
    crash(tab1);
    const tab2 = openTab();
    tab2.drafts.prepare(300);
    expect(questionsLeft()).toHaveLength(1);
    // The instance loads meanwhile.
    tab2.time.advance(DRAFT_ANSWER_MS);
    await settle();
    const offered = tab2.drafts.offer(modelIn(tab2));
    await settle();
    expect(tab2.dialogs.confirms).toHaveLength(1);
    expect(questionsLeft()).toEqual([]);
    tab2.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'typed before the crash']]));
  });

  it('asked as the instance opens, a busy tab may answer until the form shows, however long it loads (issue 32 #12)', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    // Tab 1 is too busy to hear the question at once.
    tab1.draftStore.close();
    tab2.drafts.prepare(300);
    tab2.time.advance(5 * DRAFT_ANSWER_MS);
    await settle();
    expect(questionsLeft()).toHaveLength(1);
    tab1.draftStore.answer(300, member.userId);
    expect(await tab2.drafts.offer(modelIn(tab2))).toBeNull();
    expect(tab2.dialogs.confirms).toHaveLength(0);
    expect(questionsLeft()).toEqual([]);
  });

  it('a page that closes before its form shows stops asking', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    crash(tab1);
    const tab2 = openTab();
    tab2.drafts.prepare(300);
    tab2.time.advance(DRAFT_ANSWER_MS);
    await settle();
    expect(questionsLeft()).toHaveLength(1);
    tab2.drafts.release(300);
    await settle();
    expect(questionsLeft()).toEqual([]);
  });

  it('a tab still editing answers the question asked as the instance opens', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    tab2.drafts.prepare(300);
    tab2.time.advance(DRAFT_ANSWER_MS);
    expect(await tab2.drafts.offer(modelIn(tab2))).toBeNull();
    expect(tab2.dialogs.confirms).toHaveLength(0);
    expect(questionsLeft()).toEqual([]);
  });

  it('offers the draft of a crashed tab once it has not answered', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed before the crash');
    crash(tab1);
    const tab2 = openTab();
    const offered = tab2.drafts.offer(modelIn(tab2));
    await settle();
    expect(tab2.dialogs.confirms).toHaveLength(0);
    tab2.time.advance(DRAFT_ANSWER_MS);
    await settle();
    expect(tab2.dialogs.confirms).toHaveLength(1);
    expect(questionsLeft()).toEqual([]);
    tab2.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'typed before the crash']]));
  });

  it('two tabs editing at once: each reload offers that tab its own entries', async () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    expect(await tab2.drafts.offer(modelIn(tab2))).toBeNull();
    tab2.startEditing(instance(fields)).change(1, 'typed in tab 2');
    leave(tab1);
    const reloaded = openTab();
    const offered = reloaded.drafts.offer(modelIn(reloaded));
    await settle();
    reloaded.dialogs.confirms[0].answer(true);
    expect(await offered).toEqual(new Map([[1, 'typed in tab 1']]));
  });

  it('a tab without unsaved entries does not answer, nor writes anything', async () => {
    const editor = tab1.startEditing(instance(fields));
    editor.change(1, 'typed');
    const stamped = tab1.draftStore.read(300);
    editor.change(1, 'Jordan');
    // An older draft that names this page (written before it was reverted) is not this page's any more.
    tab1.draftStore.write({ ...stamped!, userId: member.userId });
    const tab2 = openTab();
    const offered = tab2.drafts.offer(modelIn(tab2));
    tab2.time.advance(DRAFT_ANSWER_MS);
    await settle();
    expect(tab2.dialogs.confirms).toHaveLength(1);
    tab2.dialogs.confirms[0].answer(false);
    expect(await offered).toBeNull();
    tab1.pageUnload.leave();
    expect(tab1.draftStore.read(300)).toBeNull();
  });

  it('after a sign-out in another tab nothing is written again, not even when the page goes', () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    // The other tab's sign-out: the session record goes first (this tab forgets its user), then the drafts.
    tab1.users.setUser(null);
    const tab2 = openTab();
    tab2.draftStore.remove(300, member.userId);
    tab1.pageUnload.leave();
    expect(browser.stored.size).toBe(0);
  });

  it('a closed editor no longer writes its draft again', () => {
    const editor = tab1.startEditing(instance(fields));
    editor.change(1, 'typed in tab 1');
    editor.dispose();
    openTab().drafts.clear(300);
    tab1.pageUnload.leave();
    expect(tab1.draftStore.read(300)).toBeNull();
  });

  it('leaves the drafts of other instances and other users alone', () => {
    tab1.startEditing(instance(fields)).change(1, 'typed in tab 1');
    const tab2 = openTab();
    tab2.draftStore.write(draftOf(301, member.userId, tab2.time.now(), new Map([[1, 'other instance']])));
    tab2.draftStore.write(draftOf(300, 99, tab2.time.now(), new Map([[1, 'other user']])));
    tab2.draftStore.remove(301, member.userId);
    tab2.draftStore.remove(300, 99);
    expect(tab1.draftStore.read(301)).toBeNull();
    expect(tab1.draftStore.read(300, 99)).toBeNull();
    expect(tab1.draftStore.read(300)?.values).toEqual({ 1: 'typed in tab 1' });
  });
});
