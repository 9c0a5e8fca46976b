/** A site account's upload (docs/sites.md "Upload"): only where its site allows it, with the cabinet's limits. */
import { describe, expect, it } from 'vitest';
import { CABINET_IDS as C, PROJECT_IDS, WORKSPACE_ID } from '../../../fixtures/ids';
import { SITE_IDS } from '../../../fixtures/sites/sites';
import { planOf } from '../../../src/domain/billing/plan.entity';
import { storageFullMessage } from '../../../src/domain/billing/quota.rules';
import { postBytes } from '../../test-support/cabinet-kit';
import { useFormsMock } from '../../test-support/forms-test-kit';
import { UPLOAD_NOT_ALLOWED } from './site-visit-content';
import { NOT_ON_SITE } from './site-visit-reach';

const mock = useFormsMock();
const project = PROJECT_IDS.officeRenovation;

async function siteUser() {
  const client = mock.running.client();
  const reply = await client.post('/api/siteaccount/login', { Email: 'site@demo.test', Password: 'demo' });
  expect(reply.status, reply.text).toBe(200);
  return client;
}
const uploadAs = (
  client: Awaited<ReturnType<typeof siteUser>>,
  folderId: number,
  name: string,
  bytes: Buffer,
) =>
  postBytes(
    mock.running,
    client,
    `/api/sitecontent/upload?${new URLSearchParams({ projectId: String(project), folderId: String(folderId), name })}`,
    bytes,
  );

describe('uploading to a site folder', () => {
  it('stores the file in Photos as created by the site account, logs it with the site, and lists it', async () => {
    const client = await siteUser();
    const reply = await uploadAs(client, C.photos, 'Kitchen.txt', Buffer.from('New tiles.\n'));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      Name: 'Kitchen.txt',
      ParentFolderId: C.photos,
      Size: 11,
      ItemType: 2,
    });
    const store = mock.running.mock.store;
    const user = store.userByEmail('site@demo.test')!;
    const item = store.data.cabinetItems.find((i) => i.Name === 'Kitchen.txt')!;
    expect(item).toMatchObject({ createdBy: user.id, ParentFolderId: C.photos });
    const entry = store.data.activity.find((e) => e.Action === 'Uploaded Kitchen.txt to Photos');
    expect(entry).toMatchObject({ Area: 'sites', SiteId: SITE_IDS.clientPortal, UserId: user.id });
    const listed = await client.get(
      `/api/sitecontent/folder?projectId=${project}&folderId=${C.photos}&rootContextFolderId=${item.RootContextFolderId}`,
    );
    expect(JSON.stringify(listed.body)).toContain('Kitchen.txt');
  });

  it('refuses a read-only folder (403) and one outside the site (404), keeping nothing', async () => {
    const client = await siteUser();
    const items = mock.running.mock.store.data.cabinetItems.length;
    expect(await uploadAs(client, C.policies, 'a.txt', Buffer.from('x'))).toMatchObject({
      status: 403,
      body: { Message: UPLOAD_NOT_ALLOWED },
    });
    expect(await uploadAs(client, C.finance, 'a.txt', Buffer.from('x'))).toMatchObject({
      status: 404,
      body: { Message: NOT_ON_SITE },
    });
    expect(mock.running.mock.store.data.cabinetItems).toHaveLength(items);
  });

  it("counts against the workspace's storage quota like the cabinet's upload", async () => {
    const client = await siteUser();
    const used = mock.running.mock.store.data.cabinetItems
      .filter((i) => i.ItemType === 2 && i.workspaceId === WORKSPACE_ID)
      .reduce((sum, i) => sum + i.Size, 0);
    const team = planOf('team');
    const plan = { ...team, Limits: { ...team.Limits, storage: used + 10 } };
    mock.running.mock.cabinet.storagePlan = () => plan;
    expect(await uploadAs(client, C.photos, 'big.txt', Buffer.alloc(11))).toMatchObject({
      status: 402,
      body: { Message: storageFullMessage(plan) },
    });
    expect((await uploadAs(client, C.photos, 'fits.txt', Buffer.alloc(10))).status).toBe(200);
  });
});
