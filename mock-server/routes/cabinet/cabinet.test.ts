import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_FILE_IDS as F, CABINET_IDS as C, CABINET_SHARES } from '../../../fixtures/ids';
import { LimitMessage } from '../../../src/domain/cabinet/cabinet-limits';
import { LINK_NOT_VALID, LINK_UNAVAILABLE } from '../../../src/domain/cabinet/direct-link-refusal';
import { TransferMessage } from '../../../src/domain/cabinet/move-rules';
import { UPLOAD_FAILED } from '../../../src/domain/platform/realtime-events';
import { connectSignalR } from '../../test-support/hub-client';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';
import { hostileZip, upload, zipOf } from '../../test-support/cabinet-kit';

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
const contents = (client: MockClient, folderId: number, root: number = C.company) =>
  client.get(
    `/api/cabinet/folder?folderId=${folderId}&rootContextFolderId=${root}&type=3&page=0&size=100000&files=true`,
  );
const names = (reply: { body: unknown }) =>
  (reply.body as { Items: Array<{ Name: string }> }).Items.map((i) => i.Name);
const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const incoming = () => readdirSync(join(running.mock.cabinet.files.root, 'incoming'));

describe('cabinets and folder contents', () => {
  it('lists the cabinets of the caller’s scopes only', async () => {
    const member = await as('member@demo.test');
    expect(
      ((await member.get('/api/cabinet/list')).body as Array<{ Name: string }>).map((c) => c.Name),
    ).toEqual(['Company Documents', 'Design Team Files']);
    const field = await as('field@demo.test');
    expect(
      ((await field.get('/api/cabinet/list')).body as Array<{ Name: string }>).map((c) => c.Name),
    ).toEqual(['Company Documents', 'Field Team Files']);
    expect((await contents(field, C.drafts, C.design)).status).toBe(403);
  });

  it('answers the spec’s folder-contents call with folders first, the path and the sizes', async () => {
    const reply = await contents(await as('admin@demo.test'), C.company);
    expect(reply.status).toBe(200);
    expect(names(reply)).toEqual([
      'Contracts',
      'Finance',
      'Photos',
      'Policies',
      'Meeting notes.txt',
      'Site photos archive.zip',
    ]);
    const body = reply.body as {
      Folder: { Size: number };
      Path: Array<{ ItemId: number }>;
      Total: number;
      Items: Array<{ Name: string; Size: number; IsImage: boolean }>;
    };
    expect(body.Path.map((p) => p.ItemId)).toEqual([C.company]);
    expect(body.Total).toBe(6);
    expect(body.Folder.Size).toBeGreaterThan(20_000);
    const photos = await contents(await as('admin@demo.test'), C.siteVisits);
    expect((photos.body as { Path: Array<{ Name: string }> }).Path.map((p) => p.Name)).toEqual([
      'Company Documents',
      'Photos',
      'Site visits',
    ]);
    expect((photos.body as { Items: Array<{ IsImage: boolean }> }).Items.every((i) => i.IsImage)).toBe(true);
  });

  it('refuses a bad query with a 400 naming the parameter, and a folder of another cabinet with a 404', async () => {
    const admin = await as('admin@demo.test');
    expect(
      (
        await admin.get(
          `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&size=100001`,
        )
      ).body,
    ).toEqual({ Message: 'size must be between 1 and 100000.' });
    expect(
      (
        await admin.get(
          `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&files=yes`,
        )
      ).body,
    ).toEqual({ Message: 'files must be true or false.' });
    expect((await contents(admin, C.drafts, C.company)).status).toBe(404);
    expect(
      (
        await admin.get(
          `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&sort=biggest`,
        )
      ).body,
    ).toEqual({
      Message: 'sort must be one of name-asc, name-desc, size-asc, size-desc, date-asc, date-desc.',
    });
  });

  it('answers only the asked item with itemId, whatever its place in the folder: the move and share pages (issue 36)', async () => {
    const admin = await as('admin@demo.test');
    const all = (await contents(admin, C.company)).body as {
      Items: Array<{ ItemId: number; Name: string }>;
      Total: number;
    };
    const last = all.Items.at(-1)!;
    const one = (itemId: string | number) =>
      admin.get(
        `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&type=3&page=0&size=1&files=true&itemId=${itemId}`,
      );
    expect((await one(last.ItemId)).body).toMatchObject({
      Folder: { ItemId: C.company },
      Items: [{ ItemId: last.ItemId, Name: last.Name }],
      Total: all.Total,
    });
    expect(names(await one(987_654))).toEqual([]);
    const bad = await one('x');
    expect([bad.status, (bad.body as { Message: string }).Message]).toEqual([
      400,
      expect.stringMatching(/^itemId /),
    ]);
  });

  it('answers a page of the items in the asked order, folders first, with the count of all (issue 36)', async () => {
    const admin = await as('admin@demo.test');
    const page = (n: number, sort: string) =>
      admin.get(
        `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&type=3&page=${n}&size=2&files=true&sort=${sort}`,
      );
    const all = (await contents(admin, C.company)).body as {
      Items: Array<{ Name: string; ItemType: number }>;
    };
    const named = (type: number) => all.Items.filter((i) => i.ItemType === type).map((i) => i.Name);
    const bySize = (await admin.get(
      `/api/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&sort=size-desc`,
    )) as { body: { Items: Array<{ Name: string; Size: number; ItemType: number }> } };
    const files = bySize.body.Items.filter((i) => i.ItemType === 2).map((i) => i.Size);
    expect(files).toEqual([...files].sort((a, b) => b - a));
    const pages = [];
    for (let n = 0; n < 3; n++) {
      const reply = await page(n, 'name-desc');
      expect((reply.body as { Total: number }).Total).toBe(6);
      pages.push(...names(reply));
    }
    expect(pages).toEqual([...named(1).reverse(), ...named(2).reverse()]);
    expect(names(await page(3, 'name-desc'))).toEqual([]);
  });
});

describe('folders, names, moves and copies', () => {
  it('creates a folder, refusing a taken name or one with a path in it, changing nothing', async () => {
    const admin = await as('admin@demo.test');
    expect(
      (await admin.post('/api/cabinet/folder/create', { ParentFolderId: C.company, Name: ' Minutes ' })).body,
    ).toMatchObject({
      Name: 'Minutes',
      ParentFolderId: C.company,
      RootContextFolderId: C.company,
      ItemType: 1,
    });
    const before = JSON.stringify(running.mock.store.data);
    expect(
      (await admin.post('/api/cabinet/folder/create', { ParentFolderId: C.company, Name: 'minutes' })).body,
    ).toEqual({ Message: 'An item with this name already exists in this folder.' });
    expect(
      (await admin.post('/api/cabinet/folder/create', { ParentFolderId: C.company, Name: '../../etc' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/cabinet/folder/create', { ParentFolderId: C.company, Name: 'x'.repeat(300) }))
        .status,
    ).toBe(400);
    expect(JSON.stringify(running.mock.store.data)).toBe(before);
  });

  it('never moves a folder into itself or its own folder, and keeps both names when moving into a taken one', async () => {
    const admin = await as('admin@demo.test');
    expect(
      (await admin.post('/api/cabinet/item/move', { ItemId: C.photos, TargetFolderId: C.photos })).body,
    ).toEqual({ Message: TransferMessage.intoItself });
    expect(
      (await admin.post('/api/cabinet/item/move', { ItemId: C.photos, TargetFolderId: C.siteVisits })).body,
    ).toEqual({ Message: TransferMessage.intoOwnChild });
    expect(
      (await admin.post('/api/cabinet/item/copy', { ItemId: C.photos, TargetFolderId: C.siteVisits })).body,
    ).toEqual({ Message: TransferMessage.intoOwnChild });
    const moved = await admin.post('/api/cabinet/item/move', {
      ItemId: C.siteVisits,
      TargetFolderId: C.drafts,
    });
    expect(moved.body).toMatchObject({ ParentFolderId: C.drafts, RootContextFolderId: C.design });
    expect(names(await contents(admin, C.siteVisits, C.design))).toEqual([
      'North gate.jpg',
      'Roof survey.png',
    ]);
  });

  it('copies a folder with its files (new bytes for each), under a free name', async () => {
    const admin = await as('admin@demo.test');
    const copy = await admin.post('/api/cabinet/item/copy', {
      ItemId: C.policies,
      TargetFolderId: C.company,
    });
    expect(copy.body).toMatchObject({ Name: 'Policies (2)', ParentFolderId: C.company });
    const copied = (copy.body as { ItemId: number }).ItemId;
    const files = (await contents(admin, copied)).body as { Items: Array<{ ItemId: number; Name: string }> };
    expect(files.Items.map((i) => i.Name)).toEqual(['Code of conduct.docx', 'Travel policy.pdf']);
    const original = await admin.get(`/api/document/download?id=${F.travelPolicy}`);
    const twin = await admin.get(`/api/document/download?id=${files.Items[1]!.ItemId}`);
    expect(twin.text).toBe(original.text);
  });

  it('refuses a member without Delete, and a member without Move, changing nothing', async () => {
    const member = await as('member@demo.test');
    const before = JSON.stringify(running.mock.store.data);
    expect((await member.post('/api/cabinet/item/delete', { ItemId: F.meetingNotes })).body).toEqual({
      Message: 'Your roles do not allow you to delete files and folders.',
    });
    expect(
      (await member.post('/api/cabinet/item/move', { ItemId: F.meetingNotes, TargetFolderId: C.policies }))
        .status,
    ).toBe(403);
    expect(JSON.stringify(running.mock.store.data)).toBe(before);
    const field = await as('field@demo.test');
    expect((await field.post('/api/cabinet/item/delete', { ItemId: F.meetingNotes })).status).toBe(200);
  });

  it('answers a null Name with 400 and a Message, changing nothing (issue 31: it answered 500)', async () => {
    const admin = await as('admin@demo.test');
    const before = JSON.stringify(running.mock.store.data);
    const reply = await admin.post('/api/cabinet/item/update', { ItemId: F.meetingNotes, Name: null });
    expect([reply.status, reply.body]).toEqual([400, { Message: 'Give a Name or a DocumentTypeId.' }]);
    expect(JSON.stringify(running.mock.store.data)).toBe(before);
  });

  it('deletes a cabinet for an administrator only, not for a member whose roles hold Delete (issue 31)', async () => {
    const field = await as('field@demo.test');
    const before = JSON.stringify(running.mock.store.data);
    const refused = await field.post('/api/cabinet/item/delete', { ItemId: C.company });
    expect([refused.status, refused.body]).toEqual([
      403,
      { Message: 'Only a workspace administrator can delete a cabinet.' },
    ]);
    expect(JSON.stringify(running.mock.store.data)).toBe(before);
    expect((await field.get(`/api/document/download?id=${F.travelPolicy}`)).status).toBe(200);
    const admin = await as('admin@demo.test');
    expect((await admin.post('/api/cabinet/item/delete', { ItemId: C.company })).status).toBe(200);
    expect(running.mock.store.data.cabinetItems.some((i) => i.RootContextFolderId === C.company)).toBe(false);
  });
});

describe('uploads, thumbnails and downloads', () => {
  it('stores an uploaded picture and makes its 200 by 100 thumbnail', async () => {
    const admin = await as('admin@demo.test');
    const reply = await upload(running, admin, C.photos, 'Harbour.png', await png());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      Name: 'Harbour.png',
      IsImage: true,
      ItemType: 2,
      ParentFolderId: C.photos,
    });
    const thumb = await fetch(
      `${running.baseUrl}/api/documentthumbnail?id=${(reply.body as { ItemId: number }).ItemId}&w=200&h=100`,
      { headers: { cookie: admin.cookieHeader } },
    );
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 200,
      height: 100,
    });
  });

  it('keeps both files when the name is taken, and refuses a name with a path in it', async () => {
    const admin = await as('admin@demo.test');
    expect(
      (await upload(running, admin, C.company, 'Meeting notes.txt', Buffer.from('again'))).body,
    ).toMatchObject({ Name: 'Meeting notes (2).txt' });
    expect((await upload(running, admin, C.company, '../../../etc/passwd', Buffer.from('x'))).status).toBe(
      400,
    );
    expect((await upload(running, admin, C.company, 'a\\..\\b.txt', Buffer.from('x'))).status).toBe(400);
  });

  it('refuses an upload that is not the file’s bytes', async () => {
    const admin = await as('admin@demo.test');
    const reply = await admin.post(`/api/document/upload?folderId=${C.company}&name=a.txt`, { not: 'bytes' });
    expect(reply.status).toBe(415);
  });

  it('serves an uploaded HTML file as a download that can never run as a page of the app', async () => {
    const admin = await as('admin@demo.test');
    const html = '<html><script>fetch("/api/account/current")</script></html>';
    const { body } = await upload(running, admin, C.company, 'invoice.html', Buffer.from(html));
    const reply = await admin.get(`/api/document/download?id=${(body as { ItemId: number }).ItemId}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/octet-stream');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="invoice.html"/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('unpacks a zip into folders in the background and announces it with zipUploadDone', async () => {
    const admin = await as('admin@demo.test');
    const hub = await connectSignalR(running.baseUrl, admin);
    const zip = await zipOf([
      ['Survey/', null],
      ['Survey/North/gate.png', await png()],
      ['Survey/notes.txt', 'fine'],
      ['Survey/Empty/', null],
    ]);
    const reply = await upload(running, admin, C.finance, 'Survey 2024.zip', zip, true);
    expect(reply.status).toBe(202);
    await running.mock.cabinet.settled();
    await expect
      .poll(() => hub.messages.find((m) => m.Listener === 'zipUploadDone'))
      .toMatchObject({ Data: { IsSuccess: true, FolderId: C.finance } });
    await hub.connection.stop();
    const top = (
      (await contents(admin, C.finance)).body as { Items: Array<{ ItemId: number; Name: string }> }
    ).Items.find((i) => i.Name === 'Survey 2024')!;
    const survey = (
      (await contents(admin, top.ItemId)).body as { Items: Array<{ ItemId: number; Name: string }> }
    ).Items[0]!;
    expect(names(await contents(admin, survey.ItemId))).toEqual(['Empty', 'North', 'notes.txt']);
  });

  it.each([
    ['../evil.txt', 'climbs out'],
    ['ok/../../evil.txt', 'climbs out'],
    ['/etc/passwd', 'absolute'],
  ])('refuses a zip holding %s, keeping nothing of it', async (entry, says) => {
    const admin = await as('admin@demo.test');
    const hub = await connectSignalR(running.baseUrl, admin);
    const before = running.mock.store.data.cabinetItems.length;
    expect((await upload(running, admin, C.finance, 'evil.zip', await hostileZip(entry), true)).status).toBe(
      202,
    );
    await running.mock.cabinet.settled();
    await expect
      .poll(() => hub.messages.find((m) => m.Listener === 'zipUploadDone'))
      .toMatchObject({ Data: { IsSuccess: false, Message: expect.stringContaining(says) } });
    await hub.connection.stop();
    expect(running.mock.store.data.cabinetItems).toHaveLength(before);
    expect(incoming()).toEqual([]);
  });

  it('stops a zip bomb at the inflated-bytes limit as it streams, and one with too many entries', async () => {
    const admin = await as('admin@demo.test');
    running.mock.cabinet.zipLimits = { entries: 50, inflatedBytes: 1_000_000 };
    const hub = await connectSignalR(running.baseUrl, admin);
    const bomb = await zipOf([['zeros.bin', new Uint8Array(8_000_000)]]);
    expect(bomb.length).toBeLessThan(50_000);
    await upload(running, admin, C.finance, 'bomb.zip', bomb, true);
    await running.mock.cabinet.settled();
    const many = await zipOf(Array.from({ length: 60 }, (_, i): [string, string] => [`f${i}.txt`, 'x']));
    await upload(running, admin, C.finance, 'many.zip', many, true);
    await running.mock.cabinet.settled();
    await expect
      .poll(() =>
        hub.messages
          .filter((m) => m.Listener === 'zipUploadDone')
          .map((m) => (m.Data as { Message: string }).Message),
      )
      .toEqual([LimitMessage.zipTooLarge, LimitMessage.zipTooManyEntries]);
    await hub.connection.stop();
    expect(names(await contents(admin, C.finance))).toEqual(['Budget 2024.xlsx']);
    expect(incoming()).toEqual([]);
    expect(UPLOAD_FAILED).toBe('Your upload has failed.');
  });

  it('prepares a folder as a zip in the background and announces it with downloadCompleted', async () => {
    const admin = await as('admin@demo.test');
    const hub = await connectSignalR(running.baseUrl, admin);
    const start = await admin.post('/api/document/folderdownload', { FolderId: C.photos });
    expect(start.status).toBe(202);
    await running.mock.cabinet.settled();
    await expect
      .poll(() => hub.messages.find((m) => m.Listener === 'downloadCompleted'))
      .toMatchObject({ Data: { ErrorMessage: null, FileName: 'Photos.zip' } });
    await hub.connection.stop();
    const { DownloadId } = start.body as { DownloadId: string };
    const zip = await fetch(
      `${running.baseUrl}/api/document/folderdownload?id=${DownloadId}&xsrf=${admin.cookies.get('XSRF-TOKEN')}`,
      { headers: { cookie: admin.cookieHeader } },
    );
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="Photos.zip"/);
    const text = Buffer.from(await zip.arrayBuffer()).toString('latin1');
    for (const entry of ['Office opening.png', 'Site visits/North gate.jpg', 'Site visits/Roof survey.png'])
      expect(text).toContain(entry);
    const other = await as('member@demo.test');
    expect((await other.get(`/api/document/folderdownload?id=${DownloadId}`)).status).toBe(404);
  });
});

describe('direct links', () => {
  const { policies, revoked } = CABINET_SHARES;

  it('shows a shared folder and what is under it to anyone with the link, and nothing else', async () => {
    const visitor = running.client();
    const login = await visitor.post('/api/directshare/login', {
      Hash: policies.Hash,
      RecordId: policies.RecordId,
    });
    expect(login.body).toMatchObject({
      RecordId: policies.RecordId,
      Item: { ItemId: C.policies, ParentFolderId: null },
    });
    const folder = await visitor.get(
      `/api/directshare/folder?folderId=${C.policies}&rootContextFolderId=${C.company}&type=3&page=0&size=100000&files=true`,
    );
    expect(names(folder)).toEqual(['Code of conduct.docx', 'Travel policy.pdf']);
    expect((folder.body as { Path: Array<{ Name: string }> }).Path.map((p) => p.Name)).toEqual(['Policies']);
    expect((await visitor.get(`/api/directshare/download?id=${F.travelPolicy}`)).status).toBe(200);
    // An address edited to an item the link does not show: not valid (never "revoked").
    expect(await visitor.get(`/api/directshare/download?id=${F.budget}`)).toMatchObject({
      status: 404,
      body: { Message: LINK_NOT_VALID },
    });
    expect(
      (await visitor.get(`/api/directshare/folder?folderId=${C.company}&rootContextFolderId=${C.company}`))
        .status,
    ).toBe(404);
    expect((await visitor.get('/api/cabinet/list')).status).toBe(401);
  });

  it('tells a revoked link (403) from an edited one (404 not valid), and stops a link the moment it is revoked', async () => {
    const visitor = running.client();
    const login = (Hash: string, RecordId: number) =>
      visitor.post('/api/directshare/login', { Hash, RecordId });
    expect(await login(revoked.Hash, revoked.RecordId)).toMatchObject({
      status: 403,
      body: { Message: LINK_UNAVAILABLE },
    });
    const notValid = { status: 404, body: { Message: LINK_NOT_VALID } };
    // A wrong hash, a wrong record id, a cut-off hash; a wrong hash of the revoked link does not say it was revoked.
    expect(await login(policies.Hash.replace(/.$/, '0'), policies.RecordId)).toMatchObject(notValid);
    expect(await login(policies.Hash, policies.RecordId + 100)).toMatchObject(notValid);
    expect(await login(policies.Hash.slice(0, 20), policies.RecordId)).toMatchObject(notValid);
    expect(await login(revoked.Hash.replace(/^./, 'x'), revoked.RecordId)).toMatchObject(notValid);
    expect((await login('x'.repeat(65), policies.RecordId)).status).toBe(400);
    await login(policies.Hash, policies.RecordId);
    const admin = await as('admin@demo.test');
    expect((await admin.post('/api/cabinet/share/revoke', { RecordId: policies.RecordId })).status).toBe(200);
    expect(await visitor.get(`/api/directshare/download?id=${F.travelPolicy}`)).toMatchObject({
      status: 403,
      body: { Message: LINK_UNAVAILABLE },
    });
    expect(
      (await visitor.get(`/api/directshare/folder?folderId=${C.policies}&rootContextFolderId=${C.company}`))
        .status,
    ).toBe(403);
    expect((await visitor.get('/api/directshare/items')).body).toEqual([]);
  });

  it('makes a new link only for a member with Share', async () => {
    expect(
      (await (await as('member@demo.test')).post('/api/cabinet/share/create', { ItemId: C.photos })).status,
    ).toBe(403);
    const made = await (await as('admin@demo.test')).post('/api/cabinet/share/create', { ItemId: C.photos });
    expect(made.body).toMatchObject({
      ItemId: C.photos,
      Hash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      CreatedBy: 'Ada Admin',
    });
  });
});
