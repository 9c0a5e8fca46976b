import { beforeEach, expect, it } from 'vitest';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { settle } from '../testing/fakes';
import { instanceHarness } from './form-instance.test-kit';

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
});

it('without changes, goes back to the project details at once', async () => {
  const editor = h.startEditing(instance([text(1)]));
  expect(await h.cancel.run(editor)).toBe(true);
  expect(h.navigator.history).toEqual(['/project/details/100']);
});

it('with changes, asks first; Leave drops the draft and goes back', async () => {
  const editor = h.startEditing(instance([text(1)]));
  const untrack = h.unsaved.track('instance', () => editor.isDirty);
  editor.change(1, 'Sam');
  const cancelled = h.cancel.run(editor);
  await settle();
  expect(h.dialogs.confirms[0].message).toBe(
    'You have unsaved changes. Are you sure you want to leave this page?',
  );
  h.dialogs.confirms[0].answer(true);
  expect(await cancelled).toBe(true);
  expect(h.draftStore.read(300)).toBeNull();
  expect(h.navigator.history).toEqual(['/project/details/100']);
  untrack();
});

it('with changes, Stay keeps the user, the changes and the draft', async () => {
  const editor = h.startEditing(instance([text(1)]));
  const untrack = h.unsaved.track('instance', () => editor.isDirty);
  editor.change(1, 'Sam');
  const cancelled = h.cancel.run(editor);
  await settle();
  h.dialogs.confirms[0].answer(false);
  expect(await cancelled).toBe(false);
  expect(h.navigator.history).toEqual([]);
  expect(h.draftStore.read(300)?.values).toEqual({ 1: 'Sam' });
  untrack();
});
