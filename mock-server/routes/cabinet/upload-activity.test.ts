/**
 * The activity log and zip uploads (issue 31, finding 12: a zip upload that then failed was logged as an upload, with
 * no word of its failure). A zip is logged when it has been unpacked; one that fails changes nothing and is not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_IDS as C, WORKSPACE_ID } from '../../../fixtures/ids';
import { LimitMessage } from '../../../src/domain/cabinet/cabinet-limits';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';
import { unpackUpload, upload, zipOf } from '../../test-support/cabinet-kit';

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
const cabinetActions = () =>
  running.mock.store.data.activity.filter((e) => e.Area === 'cabinet').map((e) => e.Action);

describe('zip uploads in the activity log', () => {
  it('writes nothing for a zip whose unpacking failed', async () => {
    const member = await as('member@demo.test');
    const before = cabinetActions();
    const job = await unpackUpload(running, member, C.company, 'broken.zip', Buffer.from('not a zip'));
    expect(job).toMatchObject({ State: 'failed', Message: LimitMessage.zipDamaged });
    expect(cabinetActions()).toEqual(before);
  });

  it('writes one entry once a zip is unpacked, naming the folder it made', async () => {
    const member = await as('member@demo.test');
    const before = cabinetActions();
    const job = await unpackUpload(running, member, C.company, 'Survey.zip', await zipOf([['a.txt', 'x']]));
    expect(job.State).toBe('done');
    expect(cabinetActions()).toEqual([
      ...before,
      'Uploaded the zip "Survey.zip" and unpacked it into the folder "Survey" in the cabinet "Company Documents"',
    ]);
    const entry = running.mock.store.data.activity.at(-1)!;
    expect(entry).toMatchObject({ UserName: 'Mel Member', workspaceId: WORKSPACE_ID });
  });

  it('still writes a plain upload when it is answered', async () => {
    const member = await as('member@demo.test');
    await upload(running, member, C.company, 'notes.txt', Buffer.from('x'));
    expect(cabinetActions().at(-1)).toBe('Uploaded the file "notes.txt" to the cabinet "Company Documents"');
  });
});
