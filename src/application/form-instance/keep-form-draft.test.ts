import { beforeEach, describe, expect, it } from 'vitest';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { draftOf } from '../../domain/forms/instance/form-draft';
import { member, settle } from '../testing/fakes';
import { instanceHarness } from './form-instance.test-kit';

const fields = [text(1, { Data: 'Jordan' }), text(2, { PermissionMask: 1 }), text(3, { EncryptData: true, Data: '****' })];

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
});

const model = () => h.edit.modelOf(instance(fields));
const keepDraft = (entries: Array<[number, string]>, userId: number = member.userId) =>
  h.draftStore.write(draftOf(300, userId, h.time.now() - 60_000, new Map(entries)));

describe('offering a draft back', () => {
  it('asks with the time, and restores the editable entries on Restore', async () => {
    keepDraft([[1, 'Sam'], [2, 'not mine to edit'], [3, 'secret']]);
    const offered = h.drafts.offer(model());
    await settle();
    expect(h.dialogs.confirms).toHaveLength(1);
    expect(h.dialogs.confirms[0].title).toBe('Restore unsaved changes?');
    expect(h.dialogs.confirms[0].message).toMatch(/^You have unsaved changes from \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\. Restore them\?$/);
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
