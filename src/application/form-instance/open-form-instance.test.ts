import { beforeEach, expect, it } from 'vitest';
import { field, instance, text } from '../../domain/forms/instance/instance.test-helper';
import { FieldType, MaskType } from '../../domain/forms/form.entity';
import { instanceHarness } from './form-instance.test-kit';

let h: ReturnType<typeof instanceHarness>;
beforeEach(() => {
  h = instanceHarness();
  h.gateway.instances.set(300, instance([text(1)]));
});

it('loads the instance', async () => {
  expect((await h.open.run(300))?.InstanceId).toBe(300);
  expect(h.navigator.history).toEqual([]);
});

it.each([
  ['forbidden', 403],
  ['not found', 404],
  ['a server error', 500],
])('a failed load (%s) goes to /403', async (_name, status) => {
  h.gateway.getStatus = status;
  expect(await h.open.run(300)).toBeNull();
  expect(h.navigator.history).toEqual(['/403']);
});

it.each([
  ['an unknown instance', 999],
  ['an id that is not a number', Number('abc')],
  ['a negative id', -3],
])('%s goes to /403', async (_name, id) => {
  expect(await h.open.run(id)).toBeNull();
  expect(h.navigator.history).toEqual(['/403']);
});

it('a page left before the answer, or an ended session, stays where the rest of the app sends it', async () => {
  h.gateway.getStatus = 'aborted';
  expect(await h.open.run(300)).toBeNull();
  h.gateway.getStatus = 401;
  expect(await h.open.run(300)).toBeNull();
  expect(h.navigator.history).toEqual([]);
});

it('loads the libraries its form needs before the instance is answered, and none for a plain form', async () => {
  await h.open.run(300);
  h.gateway.instances.set(
    301,
    instance([text(1, { MaskType: MaskType.Phone }), field(2, FieldType.Header, { Data: '<b>Site</b>' })]),
  );
  await h.open.run(301);
  expect(h.libraries.asked).toEqual([[], ['masks', 'richText']]);
});

it('goes to /403 when a library the form needs cannot be downloaded, as for any other failure to load it', async () => {
  h.libraries.fails = true;
  expect(await h.open.run(300)).toBeNull();
  expect(h.navigator.history).toEqual(['/403']);
});
