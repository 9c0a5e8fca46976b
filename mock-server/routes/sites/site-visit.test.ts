import { describe, expect, it } from 'vitest';
import { CABINET_FILE_IDS as F, CABINET_IDS as C, PROJECT_IDS } from '../../../fixtures/ids';
import {
  SITE_IDS,
  SITE_LINK,
  SITE_USER_IDS,
  SUPPLIER_PORTAL_HASH,
  SUPPLIER_PORTAL_PASSWORD,
  siteUsers,
  SITE_INVITATION_HASHES,
} from '../../../fixtures/sites/sites';
import type {
  SiteFolderContents,
  SiteHome,
  SiteProjectDetails,
} from '../../../src/domain/sites/site-visit.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';
import { SITE_FENCE_MESSAGE } from './site-fence';

const mock = useFormsMock();
const clara = siteUsers.find((u) => u.SiteUserId === SITE_USER_IDS.clara)!;
const CLARA_PASSWORD = 'Harbour-Lights-42';

async function siteUser() {
  const client = mock.running.client();
  const reply = await client.post('/api/siteaccount/login', { Email: 'site@demo.test', Password: 'demo' });
  expect(reply.status, reply.text).toBe(200);
  return client;
}
async function visitor(password = SUPPLIER_PORTAL_PASSWORD) {
  const client = mock.running.client();
  const reply = await client.post('/api/siteaccount/password/login', {
    Hash: SUPPLIER_PORTAL_HASH,
    Password: password,
  });
  return { client, reply };
}

describe('entering a site', () => {
  it('resolves the open invitation, registers Clara with a scrypt password and signs her in to the site', async () => {
    const anonymous = mock.running.client();
    const link = await anonymous.get(
      `/api/siteaccount/invitation/${SITE_INVITATION_HASHES.clara}/${clara.SiteUserId}`,
    );
    expect(link.body).toMatchObject({
      Status: 'Valid',
      Email: 'clara@client.test',
      SiteName: 'Office Renovation client portal',
      HasAccount: false,
    });
    const weak = await anonymous.post('/api/siteaccount/register', {
      Hash: SITE_INVITATION_HASHES.clara,
      RecordId: clara.SiteUserId,
      Password: 'short',
    });
    expect(weak.status).toBe(400);
    const reply = await anonymous.post('/api/siteaccount/register', {
      Hash: SITE_INVITATION_HASHES.clara,
      RecordId: clara.SiteUserId,
      Password: CLARA_PASSWORD,
    });
    expect(reply.status, reply.text).toBe(200);
    // The site's theme (class 1, "site"), whatever the workspace's.
    expect(reply.body).toMatchObject({ accountType: 3, isSite: true, email: 'clara@client.test', theme: 1 });
    const user = mock.running.mock.store.userByEmail('clara@client.test')!;
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.password).toBeUndefined();
    const row = mock.running.mock.store.data.siteUsers.find((r) => r.SiteUserId === clara.SiteUserId)!;
    expect(row).toMatchObject({ Status: 'Active', userId: user.id });
    expect(row.LastVisitOn).not.toBeNull();
    const home = (await anonymous.get('/api/sitecontent/projects')).body as SiteHome;
    expect(home.Projects.map((p) => p.ProjectId)).toEqual([PROJECT_IDS.officeRenovation]);
    // The link is used now: it says so, and cannot register again.
    const again = await mock.running
      .client()
      .get(`/api/siteaccount/invitation/${SITE_INVITATION_HASHES.clara}/${clara.SiteUserId}`);
    expect(again.body).toMatchObject({ Status: 'Used', Email: '' });
  });

  it('says a replaced or unknown link plainly, without naming the address', async () => {
    const client = mock.running.client();
    expect(
      (
        await client.get(
          `/api/siteaccount/invitation/Zz9${SITE_INVITATION_HASHES.clara.slice(3)}/${clara.SiteUserId}`,
        )
      ).body,
    ).toMatchObject({
      Status: 'Replaced',
      Email: '',
    });
    expect(
      (await client.get(`/api/siteaccount/invitation/${SITE_INVITATION_HASHES.clara}/999`)).body,
    ).toMatchObject({
      Status: 'Invalid',
    });
  });

  it('signs a site user in and out of the site only; a member signing out there keeps their session', async () => {
    const client = await siteUser();
    expect((await client.get('/api/account/current')).body).toMatchObject({ accountType: 3 });
    expect((await client.post('/api/siteaccount/logout', {})).status).toBe(200);
    expect((await client.get('/api/account/current')).status).toBe(401);
    const member = await mock.as('member@demo.test');
    expect((await member.post('/api/siteaccount/logout', {})).status).toBe(200);
    expect((await member.get('/api/account/current')).status).toBe(200);
    // A member's password does not open the site sign-in.
    const wrongDoor = await mock.running
      .client()
      .post('/api/siteaccount/login', { Email: 'member@demo.test', Password: 'demo' });
    expect(wrongDoor.status).toBe(400);
  });

  it('sends a deactivated site user, or one past the end date, to the account-not-active answer', async () => {
    const row = mock.running.mock.store.data.siteUsers.find((r) => r.SiteUserId === SITE_USER_IDS.sam)!;
    row.Status = 'Deactivated';
    const reply = await mock.running
      .client()
      .post('/api/siteaccount/login', { Email: 'site@demo.test', Password: 'demo' });
    expect([reply.status, reply.body]).toEqual([
      403,
      { Message: 'Your access to this site is not active.', IsSiteNotActive: true },
    ]);
    row.Status = 'Active';
    row.AccessEndsOn = '2020-01-01';
    expect(
      (
        await mock.running
          .client()
          .post('/api/siteaccount/login', { Email: 'site@demo.test', Password: 'demo' })
      ).status,
    ).toBe(403);
  });

  it('lets a single-password visitor in with the right password only, throttled like the member sign-in', async () => {
    const wrong = await visitor('guess');
    expect([wrong.reply.status, wrong.reply.body]).toEqual([
      400,
      { Message: 'Password: This password is not right.' },
    ]);
    const right = await visitor();
    expect(right.reply.status, right.reply.text).toBe(200);
    const site = mock.running.mock.store.data.sites.find((s) => s.SiteId === SITE_IDS.supplierPortal)!;
    const hidden = mock.running.mock.store.userById(site.visitorUserId!)!;
    expect(hidden).toMatchObject({ accountType: 3, siteVisitorOf: SITE_IDS.supplierPortal });
    const home = (await right.client.get('/api/sitecontent/projects')).body as SiteHome;
    expect(home).toMatchObject({
      Kind: 2,
      SiteHash: SUPPLIER_PORTAL_HASH,
      Projects: [{ ProjectId: PROJECT_IDS.bridgeInspection }],
    });
    // As the folder list's <img> asks: no scope headers (mock-server/scope-headers.ts lets the thumbnail through).
    const thumbnail = await right.client.get(`/api/sitecontent/thumbnail?id=${F.bridgeDeck}&w=200&h=100`, {
      scopeHeaders: false,
    });
    expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The visitor never reaches the other site's content.
    expect((await right.client.get(`/api/sitecontent/project/${PROJECT_IDS.officeRenovation}`)).status).toBe(
      404,
    );
    expect((await right.client.get(`/api/sitecontent/download?id=${F.travelPolicy}`)).status).toBe(404);
    // The same visitor account comes back at the next right password.
    await visitor();
    expect(
      mock.running.mock.store.data.users.filter((u) => u.siteVisitorOf === SITE_IDS.supplierPortal),
    ).toHaveLength(1);
    // The hidden account has no password of its own: the member sign-in refuses it.
    expect(
      (await mock.running.client().post('/api/account/login', { Email: hidden.email, Password: '' })).status,
    ).toBe(400);

    for (let i = 0; i < 5; i += 1) await visitor('guess');
    const throttled = await visitor();
    expect(throttled.reply.status).toBe(429);
    expect(throttled.reply.headers.get('retry-after')).not.toBeNull();
  });
});

describe('what a site account reaches', () => {
  it('lists the project, its shown folders, a folder below one, and downloads a file there', async () => {
    const client = await siteUser();
    const project = (await client.get(`/api/sitecontent/project/${PROJECT_IDS.officeRenovation}`))
      .body as SiteProjectDetails;
    expect(project.Folders.map((f) => [f.Folder.Name, f.CanUpload])).toEqual([
      ['Policies', false],
      ['Photos', true],
    ]);
    const folder = (
      await client.get(
        `/api/sitecontent/folder?projectId=${PROJECT_IDS.officeRenovation}&folderId=${C.siteVisits}&rootContextFolderId=${C.company}`,
      )
    ).body as SiteFolderContents;
    // Nothing above the shown Photos folder: the breadcrumb starts there.
    expect(folder.Path.map((f) => f.Name)).toEqual(['Photos', 'Site visits']);
    expect(folder).toMatchObject({
      CanUpload: true,
      ProjectId: PROJECT_IDS.officeRenovation,
      ProjectName: 'Office Renovation',
    });
    const download = await client.get(`/api/sitecontent/download?id=${F.northGate}`);
    expect(download.status).toBe(200);
    expect((await client.get(`/api/sitecontent/thumbnail?id=${F.northGate}&w=200&h=100`)).status).toBe(200);
    // The Finance folder and its budget are not on the site.
    expect(
      (await client.get(`/api/sitecontent/folder?folderId=${C.finance}&rootContextFolderId=${C.company}`))
        .status,
    ).toBe(404);
    expect((await client.get(`/api/sitecontent/download?id=${F.budget}`)).status).toBe(404);
    const log = mock.running.mock.store.data.activity.filter((e) => e.Area === 'sites');
    expect(log.map((e) => [e.Action, e.SiteId])).toEqual([
      ['Signed in to the site Office Renovation client portal', SITE_IDS.clientPortal],
      ['Opened the project Office Renovation', SITE_IDS.clientPortal],
      ['Opened the folder Site visits', SITE_IDS.clientPortal],
      ['Downloaded North gate.jpg', SITE_IDS.clientPortal],
    ]);
  });

  it('opens a site link to one item, and refuses an edited one', async () => {
    const client = await siteUser();
    const link = await client.get(`/api/sitecontent/link/${SITE_LINK.hash}/${SITE_LINK.linkId}`);
    expect(link.body).toMatchObject({
      ProjectId: PROJECT_IDS.officeRenovation,
      Item: { ItemId: F.travelPolicy },
      Folder: { ItemId: C.policies },
    });
    expect(
      (await client.get(`/api/sitecontent/link/x${SITE_LINK.hash.slice(1)}/${SITE_LINK.linkId}`)).status,
    ).toBe(404);
    const { client: other } = await visitor();
    expect((await other.get(`/api/sitecontent/link/${SITE_LINK.hash}/${SITE_LINK.linkId}`)).status).toBe(404);
  });

  it('refuses a site account every other call of the workspace, and stops at once when the site closes', async () => {
    const client = await siteUser();
    for (const path of [
      '/api/project/list',
      '/api/cabinet/list',
      `/api/document/download?id=${F.northGate}`,
      '/api/task/list',
    ])
      expect([path, (await client.get(path)).body]).toEqual([path, { Message: SITE_FENCE_MESSAGE }]);
    mock.running.mock.store.data.sites.find((s) => s.SiteId === SITE_IDS.clientPortal)!.IsActive = false;
    const closed = await client.get('/api/sitecontent/projects');
    expect([closed.status, closed.body]).toEqual([
      403,
      { Message: 'Your access to this site is not active.', IsSiteNotActive: true },
    ]);
  });
});
