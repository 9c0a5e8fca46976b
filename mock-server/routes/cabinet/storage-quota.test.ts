/**
 * The workspace's storage quota (issue 31, finding 7: a 203 KB zip unpacked to 208.7 MB, and again, without end):
 * plain uploads, unpacked zips and copies are counted against it, refused with the platform's 402 or in the
 * `zipUploadDone` push, and leave nothing behind.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_IDS as C, CABINET_FILE_IDS as F, WORKSPACE_ID } from '../../../fixtures/ids';
import { planOf } from '../../../src/domain/billing/plan.entity';
import { storageFullMessage } from '../../../src/domain/billing/quota.rules';
import { scopeHeaders } from '../../../src/domain/platform/request-conventions';
import { XSRF_COOKIE } from '../../cookies';
import { connectSignalR } from '../../test-support/hub-client';
import { sessionScopeOf, startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';
import { storedFiles, unpackUpload, upload, zipOf } from '../../test-support/cabinet-kit';

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
const cabinet = () => running.mock.cabinet;
const used = () =>
  running.mock.store.data.cabinetItems
    .filter((i) => i.ItemType === 2 && i.workspaceId === WORKSPACE_ID)
    .reduce((sum, i) => sum + i.Size, 0);
/** The demo workspace's plan (Team), its storage limit lowered. */
const planWith = (bytes: number) => {
  const plan = planOf('team');
  return { ...plan, Limits: { ...plan.Limits, storage: bytes } };
};
/** Leaves the demo workspace `room` bytes: its plan's storage limit, lowered. */
const leaveRoom = (room: number) => {
  const plan = planWith(used() + room);
  cabinet().storagePlan = () => plan;
  return storageFullMessage(plan);
};
const limit = () => cabinet().storagePlan(WORKSPACE_ID).Limits.storage;

describe('the storage quota', () => {
  it('refuses a plain upload past it with 402 and its message, keeping nothing', async () => {
    const member = await as('member@demo.test');
    const full = leaveRoom(10);
    const items = running.mock.store.data.cabinetItems.length;
    expect(await upload(running, member, C.company, 'big.txt', Buffer.alloc(11))).toMatchObject({
      status: 402,
      body: { Message: full },
    });
    expect(running.mock.store.data.cabinetItems).toHaveLength(items);
    expect(storedFiles(running, 'uploads')).toEqual([]);
    expect(storedFiles(running, 'incoming')).toEqual([]);
    expect((await upload(running, member, C.company, 'fits.txt', Buffer.alloc(10))).status).toBe(200);
    expect(used()).toBe(limit());
  });

  it('counts a body sent without its length as it streams', async () => {
    const member = await as('member@demo.test');
    const full = leaveRoom(1000);
    const scope = sessionScopeOf(running.mock)(member.session ?? '')!;
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const reply = await fetch(`${running.baseUrl}/api/document/upload?folderId=${C.company}&name=s.bin`, {
      method: 'POST',
      headers: {
        ...scopeHeaders(scope),
        cookie: member.cookieHeader,
        'x-xsrf-token': member.cookies.get(XSRF_COOKIE) ?? '',
        'content-type': 'application/octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect([reply.status, await reply.json()]).toEqual([402, { Message: full }]);
    expect(storedFiles(running, 'incoming')).toEqual([]);
  });

  it('refuses a zip that would unpack past it, in zipUploadDone, keeping nothing', async () => {
    const member = await as('member@demo.test');
    const hub = await connectSignalR(running.baseUrl, member);
    const full = leaveRoom(1_000_000);
    const items = running.mock.store.data.cabinetItems.length;
    const zip = await zipOf([
      ['a.bin', new Uint8Array(600_000)],
      ['b.bin', new Uint8Array(600_000)],
    ]);
    expect(zip.length).toBeLessThan(10_000);
    const job = await unpackUpload(running, member, C.company, 'bomb.zip', zip);
    expect(job).toMatchObject({ State: 'failed', Message: full });
    await expect
      .poll(() => hub.messages.find((m) => m.Listener === 'zipUploadDone')?.Data)
      .toMatchObject({ IsSuccess: false, Message: full });
    await hub.connection.stop();
    expect(running.mock.store.data.cabinetItems).toHaveLength(items);
    expect(storedFiles(running, 'uploads')).toEqual([]);
    expect(storedFiles(running, 'incoming')).toEqual([]);
  });

  it('checks the room again when the unpacked zip is stored, and then removes what it wrote', async () => {
    const member = await as('member@demo.test');
    const full = leaveRoom(1_000_000);
    const roomIn = cabinet().roomIn.bind(cabinet());
    let calls = 0;
    // Another upload takes the room while this zip unpacks: the second look finds none.
    cabinet().roomIn = (workspaceId) =>
      ++calls === 1 ? roomIn(workspaceId) : { ...roomIn(workspaceId), bytes: 0 };
    try {
      const items = running.mock.store.data.cabinetItems.length;
      const zip = await zipOf([
        ['Survey/a.txt', 'x'],
        ['b.txt', 'y'],
      ]);
      expect(await unpackUpload(running, member, C.company, 'late.zip', zip)).toMatchObject({
        State: 'failed',
        Message: full,
      });
      expect(running.mock.store.data.cabinetItems).toHaveLength(items);
      expect(storedFiles(running, 'uploads')).toEqual([]);
      expect(storedFiles(running, 'incoming')).toEqual([]);
    } finally {
      cabinet().roomIn = roomIn;
    }
  });

  it('refuses a copy past it with 402, keeping nothing', async () => {
    const admin = await as('admin@demo.test');
    const budget = cabinet().data.find(F.budget)!;
    const full = leaveRoom(budget.Size - 1);
    const items = running.mock.store.data.cabinetItems.length;
    const reply = await admin.post('/api/cabinet/item/copy', { ItemId: F.budget, TargetFolderId: C.company });
    expect([reply.status, reply.body]).toEqual([402, { Message: full }]);
    expect(running.mock.store.data.cabinetItems).toHaveLength(items);
    expect(storedFiles(running, 'uploads')).toEqual([]);
  });
});
