import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_IDS as C, CABINET_SHARES } from '../../../fixtures/ids';
import { FOLDER_ZIP_LIMITS, LimitMessage } from '../../../src/domain/cabinet/cabinet-limits';
import { LINK_NOT_VALID, LINK_UNAVAILABLE } from '../../../src/domain/cabinet/direct-link-refusal';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';
import { zipEntries } from '../../test-support/zip-entries';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => {
  running.mock.reset();
  running.mock.cabinet.folderZipLimits = FOLDER_ZIP_LIMITS;
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/cabinet/files/${name}`, import.meta.url));

async function visitorOf(link: { Hash: string; RecordId: number }): Promise<MockClient> {
  const visitor = running.client();
  expect((await visitor.post('/api/directshare/login', link)).status).toBe(200);
  return visitor;
}
const zipOf = (visitor: MockClient, folderId: number) =>
  fetch(`${running.baseUrl}/api/directshare/folderzip?folderId=${folderId}`, {
    headers: { cookie: visitor.cookieHeader },
  });

describe('"Download all" of a shared folder (issue 32 #17)', () => {
  it('streams every file of the shared folder, and of its folders, as one zip', async () => {
    const admin = running.client();
    await admin.login('admin@demo.test');
    const photos = (await admin.post('/api/cabinet/share/create', { ItemId: C.photos })).body as {
      Hash: string;
      RecordId: number;
    };
    const visitor = await visitorOf(photos);
    expect((await visitor.get(`/api/directshare/folderzip/check?folderId=${C.photos}`)).body).toEqual({
      FileName: 'Photos.zip',
      Files: 3,
      Bytes: expect.any(Number),
    });
    const response = await zipOf(visitor, C.photos);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Photos.zip"/);
    const entries = await zipEntries(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([
      'Office opening.png',
      'Site visits/North gate.jpg',
      'Site visits/Roof survey.png',
    ]);
    expect(entries.get('Site visits/North gate.jpg')).toEqual(fixture('north-gate.jpg'));
  });

  it('gives the seeded link’s folder with the right bytes', async () => {
    const entries = await zipEntries(
      Buffer.from(await (await zipOf(await visitorOf(CABINET_SHARES.policies), C.policies)).arrayBuffer()),
    );
    expect([...entries.keys()].sort()).toEqual(['Code of conduct.docx', 'Travel policy.pdf']);
    expect(entries.get('Travel policy.pdf')).toEqual(fixture('travel-policy.pdf'));
  });

  it('refuses a folder past the limits with the reason, before a byte of zip is sent', async () => {
    const visitor = await visitorOf(CABINET_SHARES.policies);
    running.mock.cabinet.folderZipLimits = { files: 1, bytes: FOLDER_ZIP_LIMITS.bytes };
    const message = LimitMessage.folderTooLargeFor(running.mock.cabinet.folderZipLimits);
    expect(await visitor.get(`/api/directshare/folderzip/check?folderId=${C.policies}`)).toMatchObject({
      status: 413,
      body: { Message: message },
    });
    const response = await zipOf(visitor, C.policies);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ Message: message });
    running.mock.cabinet.folderZipLimits = { files: 100, bytes: 1000 };
    expect((await zipOf(visitor, C.policies)).status).toBe(413);
  });

  it('opens only a folder the link shows, and stops when the link is revoked', async () => {
    const visitor = await visitorOf(CABINET_SHARES.policies);
    expect(await visitor.get(`/api/directshare/folderzip?folderId=${C.finance}`)).toMatchObject({
      status: 404,
      body: { Message: LINK_NOT_VALID },
    });
    expect((await running.client().get(`/api/directshare/folderzip?folderId=${C.policies}`)).status).toBe(
      404,
    );
    const admin = running.client();
    await admin.login('admin@demo.test');
    await admin.post('/api/cabinet/share/revoke', { RecordId: CABINET_SHARES.policies.RecordId });
    expect(await visitor.get(`/api/directshare/folderzip?folderId=${C.policies}`)).toMatchObject({
      status: 403,
      body: { Message: LINK_UNAVAILABLE },
    });
  });
});
