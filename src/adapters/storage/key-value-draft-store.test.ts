import { describe, expect, it } from 'vitest';
import { draftOf } from '../../domain/forms/instance/form-draft';
import { draftKey } from './draft-keys';
import { InMemoryBrowserStorage, InMemoryKeyValueStore } from './in-memory-key-value-store';
import { KeyValueDraftEraser } from './key-value-draft-eraser';
import { KeyValueDraftStore } from './key-value-draft-store';

const ADA = 1;
const BEN = 2;
const draftBy = (userId: number, instanceId = 300) =>
  draftOf(instanceId, userId, 1_700_000_000_000, new Map([[6, `typed by ${userId}`]]));

it('keeps one draft per user and instance under its own key, as JSON', () => {
  const storage = new InMemoryKeyValueStore();
  const drafts = new KeyValueDraftStore(storage);
  const draft = draftBy(ADA);
  expect(drafts.write(draft)).toBe(true);
  expect(draftKey(300, ADA)).toBe('gridwork.form-draft.1.300');
  expect(JSON.parse(storage.read(draftKey(300, ADA)) ?? 'null')).toEqual(draft);
  expect(drafts.read(300, ADA)).toEqual(draft);
  expect(drafts.read(301, ADA)).toBeNull();
  drafts.remove(300, ADA);
  expect(storage.read(draftKey(300, ADA))).toBeNull();
});

it('never shows one user the draft of another on the same browser', () => {
  const storage = new InMemoryKeyValueStore();
  const drafts = new KeyValueDraftStore(storage);
  drafts.write(draftBy(ADA));
  expect(drafts.read(300, BEN)).toBeNull();
  // A draft copied under another user's key still names its author: not offered either.
  storage.write(draftKey(300, BEN), storage.read(draftKey(300, ADA))!);
  expect(drafts.read(300, BEN)).toBeNull();
  expect(drafts.read(300, ADA)?.values).toEqual({ 6: 'typed by 1' });
});

it('reads damaged storage as no draft, and refuses a draft too large to keep', () => {
  const storage = new InMemoryKeyValueStore();
  const drafts = new KeyValueDraftStore(storage);
  storage.write(draftKey(300, ADA), '{"instanceId":300');
  expect(drafts.read(300, ADA)).toBeNull();
  expect(drafts.write(draftOf(300, ADA, 1, new Map([[1, 'x'.repeat(2_000_001)]])))).toBe(false);
});

describe('between the tabs of one browser', () => {
  it('each page has its own id', () => {
    const browser = new InMemoryBrowserStorage();
    expect(new KeyValueDraftStore(browser.tab()).tab).not.toBe(new KeyValueDraftStore(browser.tab()).tab);
  });

  it('reports what another tab writes to or removes from this draft, not others', () => {
    const browser = new InMemoryBrowserStorage();
    const mine = new KeyValueDraftStore(browser.tab());
    const theirs = new KeyValueDraftStore(browser.tab());
    const heard: Array<string | null> = [];
    const stop = mine.watch(300, ADA, (draft) => heard.push(draft ? draft.values[6] : null));
    theirs.write(draftBy(ADA));
    theirs.write(draftBy(BEN));
    theirs.write(draftBy(ADA, 301));
    mine.write(draftOf(300, ADA, 1, new Map([[6, 'by me']])));
    theirs.remove(300, ADA);
    stop();
    theirs.write(draftBy(ADA));
    expect(heard).toEqual(['typed by 1', null]);
  });

  it('asks another page, which answers; the question is a draft key of the user, erased with the drafts', () => {
    const browser = new InMemoryBrowserStorage();
    const asking = new KeyValueDraftStore(browser.tab());
    const asked = new KeyValueDraftStore(browser.tab());
    const questions: unknown[] = [];
    const answers: unknown[] = [];
    asked.watchQuestions(300, ADA, (question) => questions.push(question));
    asking.watchQuestions(300, ADA, (question) => answers.push(question));
    asking.ask(300, ADA, asked.tab);
    expect(questions).toEqual([{ tab: asked.tab, answered: false }]);
    expect(browser.values.get('gridwork.form-draft.1.300.asked')).toBeDefined();
    asked.answer(300, ADA);
    expect(answers).toEqual([{ tab: asked.tab, answered: true }]);
    asking.ask(300, ADA, 'another page');
    new KeyValueDraftEraser(browser.tab()).eraseDrafts(ADA);
    expect(questions.at(-1)).toBeNull();
    expect([...browser.values.keys()]).toEqual([]);
  });

  it('reads a question that is not ours as none', () => {
    const browser = new InMemoryBrowserStorage();
    const heard: unknown[] = [];
    new KeyValueDraftStore(browser.tab()).watchQuestions(300, ADA, (question) => heard.push(question));
    const other = browser.tab();
    for (const text of ['{oops', '[]', '{"tab":7}', JSON.stringify({ tab: 'x'.repeat(2_000) })])
      other.write('gridwork.form-draft.1.300.asked', text);
    expect(heard).toEqual([null, null, null, null]);
  });
});

describe('erasing drafts when a session ends', () => {
  const browserWithDrafts = () => {
    const storage = new InMemoryKeyValueStore();
    const drafts = new KeyValueDraftStore(storage);
    drafts.write(draftBy(ADA, 300));
    drafts.write(draftBy(ADA, 301));
    drafts.write(draftBy(BEN, 300));
    storage.write('gridwork.form-draft.302', '{"instanceId":302}'); // kept by an earlier version, unscoped
    storage.write('gridwork.session', '{"id":"s"}');
    return { storage, drafts, eraser: new KeyValueDraftEraser(storage) };
  };

  it('erases every draft of the user who signs out, and the unscoped ones, leaving other data', () => {
    const { storage, drafts, eraser } = browserWithDrafts();
    eraser.eraseDrafts(ADA);
    expect(drafts.read(300, ADA)).toBeNull();
    expect(drafts.read(301, ADA)).toBeNull();
    expect(storage.read('gridwork.form-draft.302')).toBeNull();
    expect(drafts.read(300, BEN)).not.toBeNull();
    expect(storage.read('gridwork.session')).not.toBeNull();
  });

  it('erases every draft when the user is unknown', () => {
    const { storage, eraser } = browserWithDrafts();
    eraser.eraseDrafts(null);
    expect(storage.keys('gridwork.form-draft.')).toEqual([]);
    expect(storage.keys('gridwork.')).toEqual(['gridwork.session']);
  });
});
