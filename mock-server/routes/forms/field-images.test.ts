import { describe, expect, it } from 'vitest';
import type { FormBundle } from '../../../src/domain/forms/form-catalog.entity';
import { IMAGE_LIMITS, checkImageDataUrl } from '../../../src/domain/forms/images/image-data-url';
import {
  BAD_PIXELS_PNG,
  FLIPPED_PNG,
  IMAGE_SAMPLES,
  TRUNCATED_PNG,
} from '../../../src/domain/forms/images/image-samples.test-helper';
import { DEMO_FIELD_IDS } from '../../../fixtures/ids';
import type { MockClient } from '../../test-support/mock-client';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const formOf = async (client: MockClient, id: number) =>
  ((await client.get(`/api/form?id=${id}`)).body as FormBundle).form;
const imageField = (Data: string) => ({ FormId: 202, TypeId: 8, Name: 'Site plan', Data });
const logoOf = async (client: MockClient) =>
  (await formOf(client, 200)).Fields.find((f) => f.FieldDefinitionId === DEMO_FIELD_IDS.image);

describe('an image field is stored only with a sound picture', () => {
  it.each(Object.entries(IMAGE_SAMPLES))('stores a real %s picture', async (_, Data) => {
    const admin = await mock.as();
    const reply = await admin.post('/api/fieldsetup/create', { Field: imageField(Data) });
    expect(reply.status).toBe(200);
    expect((await formOf(admin, 202)).Fields.find((f) => f.Name === 'Site plan')?.Data).toBe(Data);
  });

  it.each([
    ['a truncated PNG', TRUNCATED_PNG, 'Field.Data: The image is a damaged PNG file.'],
    ['a PNG with a changed byte', FLIPPED_PNG, 'Field.Data: The image is a damaged PNG file.'],
    ['a PNG whose pixels do not inflate', BAD_PIXELS_PNG, 'Field.Data: The image is a damaged PNG file.'],
    ['bytes that are no picture', 'data:image/png;base64,AAAA', 'Field.Data: The image is not a PNG file.'],
    [
      'a GIF declared as PNG',
      IMAGE_SAMPLES.gif.replace('image/gif', 'image/png'),
      'Field.Data: The image is declared PNG but is a GIF file.',
    ],
    [
      'an SVG document',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'Field.Data: The image must be a PNG, JPEG, GIF or WebP picture.',
    ],
    [
      'a remote picture',
      'https://tracker.example/pixel.gif',
      'Field.Data: The image must be a base64 data URL (data:image/png;base64,...).',
    ],
    [
      'a picture over the size limit',
      `data:image/png;base64,${'A'.repeat(Math.ceil((IMAGE_LIMITS.maxBytes * 4) / 3) + 8)}`,
      'Field.Data: The image is larger than 700 KB.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_, Data, message) => {
    const admin = await mock.as();
    const created = await admin.post('/api/fieldsetup/create', { Field: imageField(Data) });
    expect([created.status, created.body]).toEqual([400, { Message: message }]);
    expect((await formOf(admin, 202)).Fields).toHaveLength(11);
    const logo = await logoOf(admin);
    const updated = await admin.post('/api/fieldsetup/update', { Field: { ...logo, Data } });
    expect([updated.status, updated.body]).toEqual([400, { Message: message }]);
    expect(await logoOf(admin)).toEqual(logo);
  });

  it('the demo logo is such a picture', async () => {
    const logo = await logoOf(await mock.as());
    expect(checkImageDataUrl(logo?.Data ?? '')).toMatchObject({ ok: true, type: 'image/png' });
  });
});
