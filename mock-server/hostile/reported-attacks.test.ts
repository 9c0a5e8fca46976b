/** The hostile tester's findings (tracker issue 9), each as a caller sends it: refused or made harmless, never a 500, never poisoning. */
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, Form } from '../../src/domain/forms/form.entity';
import { useFormsMock } from '../test-support/forms-test-kit';
import type { MockClient } from '../test-support/mock-client';
import { nested } from './hostile-bodies';

const FORM = 200;
const INSTANCE = 300;
const TEXT_FIELD = 6;

const mock = useFormsMock();

async function textField(client: MockClient): Promise<FieldDefinition> {
  const form = (await client.get(`/api/form?id=${FORM}`)).body as { form: Form };
  return form.form.Fields.find((f) => f.FieldDefinitionId === TEXT_FIELD)!;
}

/** A field update whose CSS is written as raw JSON text, exactly as an attacker sends it. */
async function updateWithCss(client: MockClient, cssJson: string) {
  const field = await textField(client);
  const { CSS: _css, ...rest } = field;
  const text = JSON.stringify({ Field: rest }).replace(/}}$/, `,"CSS":${cssJson}}}`);
  return client.post('/api/fieldsetup/update', text, { headers: { 'content-type': 'application/json' } });
}

const saveText = (client: MockClient, Data: unknown, OptionId: unknown = null) =>
  client.post('/api/FormInstance/SaveFormData', {
    InstanceId: INSTANCE,
    FieldDefinitions: [{ FieldDefinitionId: TEXT_FIELD, Data, OptionId }],
  });

describe('reported attacks', () => {
  it.each([
    [
      'constructor nested 20,000 levels',
      `{"constructor":${nested(20_000)}}`,
      'The request body nests more than 16 levels.',
    ],
    ['__proto__', '{"__proto__":{"Size":1}}', 'Field.CSS.__proto__: the key "__proto__" is not allowed.'],
    ['constructor: 1', '{"constructor":1}', 'Field.CSS.constructor: the key "constructor" is not allowed.'],
  ])('a style key %s is refused with 400, and answers are saved afterwards', async (_name, css, message) => {
    const admin = await mock.as();
    const before = JSON.stringify(mock.running.mock.store.data);
    const reply = await updateWithCss(admin, css);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
    expect(JSON.stringify(mock.running.mock.store.data)).toBe(before);
    expect((await saveText(admin, 'still saved')).status).toBe(200);
  });

  it('style keys named valueOf, hasOwnProperty and toString are dropped, never stored', async () => {
    const admin = await mock.as();
    const reply = await updateWithCss(admin, '{"Size":12,"valueOf":1,"hasOwnProperty":1,"toString":1}');
    expect(reply.status).toBe(200);
    expect((await textField(admin)).CSS).toEqual({ Size: 12 });
    expect((await saveText(admin, 'still saved')).status).toBe(200);
  });

  it.each([
    ['/api/formgroup/create', { Name: 'a\u0000b' }, 'Name holds a NUL character.'],
    ['/api/project/create', { Name: 'a\uD800b' }, 'Name holds a lone surrogate (not valid Unicode).'],
    [
      '/api/form/create',
      { FormName: 'x'.repeat(255), GroupId: 1 },
      'FormName must be text of at most 254 characters.',
    ],
  ])('%s refuses %j', async (path, body, message) => {
    const reply = await (await mock.as()).post(path, body);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });

  it.each([
    ['an option id on a text box', 'text', 2803, 400],
    ['2 MB on a text box', 'x'.repeat(2_000_000), null, 400],
    ['4 MB on a text box', 'x'.repeat(4_000_000), null, 413],
  ])('SaveFormData refuses %s and stores nothing', async (_name, data, optionId, status) => {
    const admin = await mock.as();
    const before = JSON.stringify(mock.running.mock.store.data);
    expect((await saveText(admin, data, optionId)).status).toBe(status);
    expect(JSON.stringify(mock.running.mock.store.data)).toBe(before);
  });
});
