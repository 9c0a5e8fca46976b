import { beforeEach, expect, it } from 'vitest';
import { instance, text } from '../../domain/forms/instance/instance.test-helper';
import { instanceHarness } from './form-instance.test-kit';

const fields = [
  text(1, { EncryptData: true, DisplayMask: 1, Data: '*****6789', MaskType: 2, ValidationPatternType: 7 }),
  text(2),
];

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
  h.gateway.secrets.set(1, '123-45-6789');
});

it('shows the real value, which is not a change', async () => {
  const editor = h.startEditing(instance(fields));
  expect(editor.valueOf(1)).toBe('*****6789');
  expect(await h.reveal.run(editor, 1)).toBe(true);
  expect(editor.valueOf(1)).toBe('123-45-6789');
  expect(editor.isDirty).toBe(false);
  expect(h.patches.at(-1)?.values?.get(1)).toBe('123-45-6789');
});

it('a masked value is not validated until it is revealed', () => {
  const editor = h.startEditing(instance(fields));
  expect(editor.validateAll().size).toBe(0);
});

it('is refused for a field that is not encrypted, and fails quietly when the server refuses', async () => {
  const editor = h.startEditing(instance(fields));
  expect(await h.reveal.run(editor, 2)).toBe(false);
  h.gateway.secrets.clear();
  expect(await h.reveal.run(editor, 1)).toBe(false);
  expect(editor.valueOf(1)).toBe('*****6789');
});
