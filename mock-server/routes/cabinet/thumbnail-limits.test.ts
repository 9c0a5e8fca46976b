/**
 * Thumbnails whose cost is bounded (issue 31, findings 2 and 7): a 92-byte PNG of 100000 × 1 pixels cost 52.7 s and
 * 650 MB, since filling the box enlarged it about 100 times; and every size asked for was made and kept as a file.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_IDS as C, CABINET_FILE_IDS as F } from '../../../fixtures/ids';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';
import { storedFiles, tinyPng, upload } from '../../test-support/cabinet-kit';
import { THUMBNAIL_SIZE_MESSAGE } from './thumbnail-size';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

async function as(email: string): Promise<MockClient> {
  const client = running.client();
  await client.login(email);
  return client;
}
const strip = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc3333' } })
    .png()
    .toBuffer();
const thumbnail = (client: MockClient, id: number, w = 200, h = 100) =>
  client.get(`/api/documentthumbnail?id=${id}&w=${w}&h=${h}`);
async function uploaded(client: MockClient, name: string, bytes: Buffer): Promise<number> {
  const reply = await upload(running, client, C.photos, name, bytes);
  return (reply.body as { ItemId: number }).ItemId;
}
const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
};

describe('thumbnails', () => {
  it('makes none of a picture with a side past 32,768 pixels (the probe’s 100000 × 1 and 1 × 100000)', async () => {
    const member = await as('member@demo.test');
    for (const [width, height] of [
      [100_000, 1],
      [1, 100_000],
    ] as const) {
      const png = tinyPng(width, height);
      expect(png.length).toBeLessThan(400);
      const reply = await thumbnail(member, await uploaded(member, `strip ${width}.png`, png));
      expect([reply.status, reply.body]).toEqual([404, { Message: 'This file has no thumbnail.' }]);
    }
  }, 20_000);

  it.each([
    [2000, 40],
    [40, 2000],
  ])(
    'fits a %i × %i strip whole inside the box instead of enlarging it to fill it',
    async (width, height) => {
      const member = await as('member@demo.test');
      const reply = await fetch(
        `${running.baseUrl}/api/documentthumbnail?id=${await uploaded(member, 'strip.png', await strip(width, height))}&w=200&h=100`,
        { headers: { cookie: member.cookieHeader } },
      );
      const png = Buffer.from(await reply.arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ width: 200, height: 100 });
      const alpha = await pixels(png);
      expect([alpha(0, 0), alpha(199, 99), alpha(100, 50)]).toEqual([0, 0, 255]);
    },
  );

  it('makes only the size the app asks for, 200 by 100: any other is a 400, for members and link visitors', async () => {
    const admin = await as('admin@demo.test');
    const link = await admin.post('/api/cabinet/share/create', { ItemId: C.photos });
    const visitor = running.client();
    const { Hash, RecordId } = link.body as { Hash: string; RecordId: number };
    await visitor.post('/api/directshare/login', { Hash, RecordId });
    for (const client of [admin, visitor]) {
      expect((await thumbnail(client, F.officeOpening)).status).toBe(200);
      for (let w = 160; w < 200; w++)
        expect(await thumbnail(client, F.officeOpening, w, 100)).toMatchObject({
          status: 400,
          body: { Message: THUMBNAIL_SIZE_MESSAGE },
        });
    }
    expect(storedFiles(running, 'thumbnails')).toHaveLength(1);
  });

  it('keeps a bounded number of thumbnails, the least recently used removed first', async () => {
    const member = await as('member@demo.test');
    running.mock.cabinet.files.thumbnails.limits = { files: 2, bytes: 10_000_000 };
    for (const id of [F.officeOpening, F.northGate, F.roofSurvey, F.officeOpening])
      expect((await thumbnail(member, id)).status).toBe(200);
    expect(storedFiles(running, 'thumbnails')).toHaveLength(2);
    expect(running.mock.cabinet.files.thumbnails.size.files).toBe(2);
  });
});
