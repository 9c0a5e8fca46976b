import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_FILE_IDS, CABINET_IDS, PROJECT_IDS, USER_IDS } from '../../../fixtures/ids';
import { SITE_IDS, SITE_USER_IDS, SUPPLIER_PORTAL_PASSWORD } from '../../../fixtures/sites/sites';
import type { UserRecord } from '../../../fixtures/types';
import { PasswordText } from '../../../src/domain/account/password.rules';
import { SiteSessionText } from '../../../src/domain/sites/site-session-texts';
import { SiteText } from '../../../src/domain/sites/site.rules';
import { passwordMatches, tokenDigest } from '../../account/passwords';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../cookies';
import type { SmtpSink } from '../../mail/smtp-sink';
import { connectSignalR } from '../../test-support/hub-client';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';

let mailing: MailingMock;
let running: RunningMock;
let sink: SmtpSink;
let admin: MockClient;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(async () => {
  mailing.reset();
  running.mock.sessions.clear();
  admin = running.client();
  await admin.login('admin@demo.test');
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

/** A signed-in browser of a site account, as the visitor side's sign-in would make it. */
function visitorOf(userId: number): MockClient {
  const session = running.mock.sessions.create(userId, 0, 30);
  const client = running.client();
  client.cookies.set(SESSION_COOKIE, session.token);
  client.cookies.set(XSRF_COOKIE, session.xsrf);
  return client;
}

const SITE = {
  Name: 'Harbour client portal',
  Kind: 1,
  IsActive: true,
  AccessEndsOn: null,
  Projects: [
    {
      ProjectId: PROJECT_IDS.officeRenovation,
      Folders: [{ FolderId: CABINET_IDS.contracts, CanUpload: false }],
    },
  ],
};

describe('who may administer sites', () => {
  it('answers administrators only: a member and a site account get 403, nobody signed in 401', async () => {
    expect((await admin.get('/api/site/list')).status).toBe(200);
    const member = running.client();
    await member.login('member@demo.test');
    expect((await member.get('/api/site/list')).status).toBe(403);
    expect((await member.post('/api/site/create', SITE)).status).toBe(403);
    const site = visitorOf(USER_IDS.site);
    expect((await site.get('/api/site/list')).status).toBe(403);
    expect((await site.post('/api/site/users/deactivate', { SiteUserId: SITE_USER_IDS.sam })).status).toBe(
      403,
    );
    expect((await running.client().get('/api/site/list')).status).toBe(401);
    expect(running.mock.store.data.siteUsers.find((u) => u.SiteUserId === SITE_USER_IDS.sam)?.Status).toBe(
      'Active',
    );
  });
});

describe('a site', () => {
  it('is created, listed with its people, changed and deleted, each in the activity log with its site id', async () => {
    const created = await admin.post('/api/site/create', SITE);
    expect(created.status, created.text).toBe(200);
    const site = created.body as { SiteId: number; Hash: string; PasswordSetOn: null };
    expect(site).toMatchObject({
      Name: SITE.Name,
      Kind: 1,
      IsActive: true,
      UserCount: 0,
      PasswordSetOn: null,
    });
    expect(site.Hash).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(created.body).not.toHaveProperty('workspaceId');

    const list = (await admin.get('/api/site/list')).body as { Name: string; UserCount: number }[];
    expect(list.map((s) => [s.Name, s.UserCount])).toEqual([
      ['Bridge Inspection supplier portal', 0],
      ['Harbour client portal', 0],
      ['Office Renovation client portal', 2],
    ]);
    const renamed = await admin.post('/api/site/update', {
      ...SITE,
      SiteId: site.SiteId,
      Name: 'Harbour portal',
    });
    expect(renamed.body).toMatchObject({ SiteId: site.SiteId, Name: 'Harbour portal', Hash: site.Hash });
    expect((await admin.post('/api/site/delete', { SiteId: site.SiteId })).status).toBe(200);
    expect((await admin.get(`/api/site/details?siteId=${site.SiteId}`)).status).toBe(404);

    const log = (await admin.get(`/api/activitylog/list?siteId=${site.SiteId}`)).body as {
      Items: { Action: string; Area: string; SiteId: number }[];
    };
    expect(log.Items.map((e) => [e.Area, e.Action, e.SiteId])).toEqual([
      ['sites', 'Deleted the site "Harbour portal"', site.SiteId],
      ['sites', 'Changed the site "Harbour portal"', site.SiteId],
      ['sites', 'Created the site "Harbour client portal"', site.SiteId],
    ]);
  });

  it('refuses a bad site with the rule it breaks, changing nothing', async () => {
    const before = JSON.stringify(running.mock.store.data.sites);
    const folder = (FolderId: number) => ({ FolderId, CanUpload: false });
    const cases: [unknown, string][] = [
      [{ ...SITE, Name: '   ' }, 'Name is required.'],
      [{ ...SITE, Name: 'x'.repeat(101) }, `Name: ${SiteText.nameTooLong}`],
      [{ ...SITE, Projects: [] }, `Projects: ${SiteText.noProject}`],
      [{ ...SITE, Projects: [{ ProjectId: 999_999, Folders: [] }] }, `Projects: ${SiteText.unknownProject}`],
      [
        { ...SITE, Projects: [{ ProjectId: PROJECT_IDS.officeRenovation, Folders: [folder(999_999)] }] },
        `Projects: ${SiteText.unknownFolder}`,
      ],
      [
        {
          ...SITE,
          Projects: [
            { ProjectId: PROJECT_IDS.officeRenovation, Folders: [folder(CABINET_IDS.photos)] },
            { ProjectId: PROJECT_IDS.bridgeInspection, Folders: [folder(CABINET_IDS.photos)] },
          ],
        },
        `Projects: ${SiteText.folderTwice('Photos')}`,
      ],
      [{ ...SITE, AccessEndsOn: '2020-01-01' }, `AccessEndsOn: ${SiteText.pastDate}`],
      [{ ...SITE, AccessEndsOn: '2030-02-30' }, 'AccessEndsOn must be a date written YYYY-MM-DD.'],
      [{ ...SITE, Kind: 3 }, 'Kind is not a kind of site (1 individual access, 2 single password).'],
    ];
    for (const [body, message] of cases) {
      const reply = await admin.post('/api/site/create', body);
      expect([reply.status, (reply.body as { Message: string }).Message]).toEqual([400, message]);
    }
    const kind = await admin.post('/api/site/update', { ...SITE, SiteId: SITE_IDS.clientPortal, Kind: 2 });
    expect((kind.body as { Message: string }).Message).toBe(`Kind: ${SiteText.kindFixed}`);
    expect(JSON.stringify(running.mock.store.data.sites)).toBe(before);
  });

  it('made inactive, ends its visitors’ open sessions at once with a warning', async () => {
    const visitor = visitorOf(USER_IDS.site);
    const hub = await connectSignalR(running.baseUrl, visitor);
    const portal = running.mock.store.data.sites.find((s) => s.SiteId === SITE_IDS.clientPortal)!;
    const reply = await admin.post('/api/site/update', { ...portal, IsActive: false });
    expect(reply.body).toMatchObject({ IsActive: false });
    expect(await until(() => hub.messages.some((m) => m.Listener === 'userLoggedOut'))).toBe(true);
    expect(hub.messages.find((m) => m.Listener === 'userLoggedOut')?.Data).toMatchObject({
      LogoutMessage: SiteSessionText.siteClosed,
    });
    await hub.closed;
    expect(running.mock.sessions.forUser(USER_IDS.site)).toEqual([]);
  });
});

describe('a single-password site’s password', () => {
  it('is checked by the member password rules, kept as scrypt only, and a new one signs every visitor out', async () => {
    const store = running.mock.store;
    const site = store.data.sites.find((s) => s.SiteId === SITE_IDS.supplierPortal)!;
    // The hidden visitor account the visitor side makes at the first correct password.
    const base = store.userById(USER_IDS.site)!;
    const hidden: UserRecord = {
      ...structuredClone(base),
      id: 9901,
      email: 'visitor-2@sites.invalid',
      siteVisitorOf: site.SiteId,
    };
    store.data.users.push(hidden);
    site.visitorUserId = hidden.id;
    const hub = await connectSignalR(running.baseUrl, visitorOf(hidden.id));

    const weak = await admin.post('/api/site/password', { SiteId: site.SiteId, Password: 'short' });
    expect([weak.status, weak.body]).toEqual([400, { Message: `Password: ${PasswordText.tooShort}` }]);
    expect(hub.messages).toEqual([]);

    const reply = await admin.post('/api/site/password', {
      SiteId: site.SiteId,
      Password: 'granite lantern orbit',
    });
    expect(reply.status, reply.text).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('granite');
    expect(site.password).toBeUndefined();
    expect(site.passwordHash).toMatch(/^scrypt\$/);
    expect(passwordMatches({ passwordHash: site.passwordHash } as UserRecord, 'granite lantern orbit')).toBe(
      true,
    );
    expect(passwordMatches({ passwordHash: site.passwordHash } as UserRecord, SUPPLIER_PORTAL_PASSWORD)).toBe(
      false,
    );
    expect(await until(() => hub.messages.some((m) => m.Listener === 'userLoggedOut'))).toBe(true);
    expect(hub.messages[0]?.Data).toMatchObject({ LogoutMessage: SiteSessionText.passwordChanged });
    expect(running.mock.sessions.forUser(hidden.id)).toEqual([]);

    const individual = await admin.post('/api/site/password', {
      SiteId: SITE_IDS.clientPortal,
      Password: 'granite lantern orbit',
    });
    expect(individual.body).toEqual({ Message: SiteText.notSinglePassword });
  });
});

describe('the people of a site', { timeout: 30_000 }, () => {
  const linkIn = (text: string) =>
    /(https?:\/\/[^\s/]+\/site\/invitation\/([A-Za-z0-9]{32})\/(\d+))/.exec(text);

  it('are invited by e-mail with a single-use link that a resend replaces', async () => {
    const reply = await admin.post('/api/site/users/invite', {
      SiteId: SITE_IDS.clientPortal,
      Email: 'nora@client.test',
      FirstName: 'Nora',
      LastName: 'North',
    });
    expect(reply.status, reply.text).toBe(200);
    const row = reply.body as { SiteUserId: number; InvitationExpiresOn: string };
    expect(reply.body).toMatchObject({ Email: 'nora@client.test', Status: 'Invited', LastVisitOn: null });
    expect(reply.body).not.toHaveProperty('invitationDigest');
    const mail = await sink.next((m) => m.to.includes('nora@client.test'), 20_000);
    expect(mail.subject).toBe('"Ada Admin" invited you to the site "Office Renovation client portal"');
    const link = linkIn(mail.text);
    expect(link).not.toBeNull();
    expect(link![1].startsWith('http://localhost:5173/site/invitation/')).toBe(true);
    expect(Number(link![3])).toBe(row.SiteUserId);
    expect(mail.html).toContain(`href="${link![1]}"`);
    expect(mail.text).toContain('within 7 days');
    const stored = running.mock.store.data.siteUsers.find((u) => u.SiteUserId === row.SiteUserId)!;
    expect(stored.invitationDigest).toBe(tokenDigest(link![2]));
    expect(JSON.stringify(running.mock.store.data.siteUsers)).not.toContain(link![2]);
    expect(Date.parse(row.InvitationExpiresOn) - Date.parse(stored.invitationSentOn)).toBe(7 * 24 * 3600_000);

    await admin.post('/api/site/users/resend', { SiteUserId: row.SiteUserId });
    const again = await sink.next((m) => m !== mail && m.to.includes('nora@client.test'), 20_000);
    const second = linkIn(again.text)!;
    expect(second[2]).not.toBe(link![2]);
    expect(stored.invitationDigest).toBe(tokenDigest(second[2]));
  });

  it('refuses a member’s address, saying why, and an address already on the site', async () => {
    const member = await admin.post('/api/site/users/invite', {
      SiteId: SITE_IDS.clientPortal,
      Email: 'member@demo.test',
    });
    expect([member.status, member.body]).toEqual([400, { Message: `Email: ${SiteText.memberAddress}` }]);
    const twice = await admin.post('/api/site/users/invite', {
      SiteId: SITE_IDS.clientPortal,
      Email: 'SITE@demo.test',
    });
    expect(twice.body).toEqual({ Message: `Email: ${SiteText.alreadyOnSite('SITE@demo.test')}` });
    const bad = await admin.post('/api/site/users/invite', {
      SiteId: SITE_IDS.clientPortal,
      Email: 'not an address',
    });
    expect(bad.body).toEqual({ Message: 'Email: Invalid email address!' });
    const single = await admin.post('/api/site/users/invite', {
      SiteId: SITE_IDS.supplierPortal,
      Email: 'a@b.test',
    });
    expect(single.body).toEqual({ Message: SiteText.notIndividualAccess });
    expect(sink.messages).toEqual([]);
  });

  it('deactivated or removed, are signed out at once with a warning; reactivated, may come back', async () => {
    const hub = await connectSignalR(running.baseUrl, visitorOf(USER_IDS.site));
    const off = await admin.post('/api/site/users/deactivate', { SiteUserId: SITE_USER_IDS.sam });
    expect(off.body).toMatchObject({ Status: 'Deactivated', Email: 'site@demo.test' });
    expect(await until(() => hub.messages.some((m) => m.Listener === 'userLoggedOut'))).toBe(true);
    expect(hub.messages[0]?.Data).toMatchObject({ LogoutMessage: SiteSessionText.accessEnded });
    await hub.closed;
    expect(running.mock.sessions.forUser(USER_IDS.site)).toEqual([]);
    expect(
      (await admin.post('/api/site/users/reactivate', { SiteUserId: SITE_USER_IDS.sam })).body,
    ).toMatchObject({
      Status: 'Active',
    });

    const again = await connectSignalR(running.baseUrl, visitorOf(USER_IDS.site));
    expect((await admin.post('/api/site/users/remove', { SiteUserId: SITE_USER_IDS.sam })).status).toBe(200);
    expect(await until(() => again.messages.some((m) => m.Listener === 'userLoggedOut'))).toBe(true);
    const people = (await admin.get(`/api/site/users?siteId=${SITE_IDS.clientPortal}`)).body as {
      Email: string;
    }[];
    expect(people.map((p) => p.Email)).toEqual(['clara@client.test']);

    const log = (await admin.get(`/api/activitylog/list?siteId=${SITE_IDS.clientPortal}`)).body as {
      Items: { Action: string }[];
    };
    expect(log.Items.map((e) => e.Action)).toEqual([
      'Removed site@demo.test on the site "Office Renovation client portal"',
      'Reactivated site@demo.test on the site "Office Renovation client portal"',
      'Deactivated site@demo.test on the site "Office Renovation client portal"',
    ]);
  });
});

describe('a link to an item of a site', () => {
  it('is made for a project, or a folder or file the site shows, and refused for anything else', async () => {
    const make = (body: object) => admin.post('/api/site/link', { SiteId: SITE_IDS.clientPortal, ...body });
    const project = await make({ Kind: 'project', ProjectId: PROJECT_IDS.officeRenovation });
    expect(project.body).toMatchObject({ Kind: 'project', ItemId: null, SiteId: SITE_IDS.clientPortal });
    const { Hash, LinkId, Path } = project.body as { Hash: string; LinkId: number; Path: string };
    expect(Path).toBe(`/site/link/${Hash}/${LinkId}`);
    expect(running.mock.store.data.siteLinks).toContainEqual(
      expect.objectContaining({ LinkId, Hash, Kind: 'project', ProjectId: PROJECT_IDS.officeRenovation }),
    );
    // A file under Photos (shown with upload) is inside the site; Contracts is not shown.
    const inside = await make({
      Kind: 'folder',
      ProjectId: PROJECT_IDS.officeRenovation,
      ItemId: CABINET_IDS.siteVisits,
    });
    expect(inside.status).toBe(200);
    for (const body of [
      { Kind: 'folder', ProjectId: PROJECT_IDS.officeRenovation, ItemId: CABINET_IDS.contracts },
      { Kind: 'file', ProjectId: PROJECT_IDS.officeRenovation, ItemId: CABINET_FILE_IDS.supplierAgreement },
      { Kind: 'project', ProjectId: PROJECT_IDS.bridgeInspection },
      { Kind: 'folder', ProjectId: PROJECT_IDS.officeRenovation, ItemId: CABINET_FILE_IDS.travelPolicy },
    ]) {
      expect((await make(body)).body).toEqual({ Message: SiteText.linkOutside });
    }
  });
});
