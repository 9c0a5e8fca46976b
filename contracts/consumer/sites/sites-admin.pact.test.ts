import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CABINET_IDS, PROJECT_IDS } from '../../../fixtures/ids';
import { SITE_IDS, SITE_USER_IDS } from '../../../fixtures/sites/sites';
import { HttpActivityLogGateway } from '../../../src/adapters/http/admin-gateways.http';
import { HttpSiteAdminGateway } from '../../../src/adapters/http/site-admin-gateway.http';
import { SiteText } from '../../../src/domain/sites/site.rules';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string, boolean, regex } = MatchersV3;
const iso = (value: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, value);
const hash = (value: string) => regex(/^[A-Za-z0-9]{32}$/, value);

/** A site as the administration answers it (docs/sites.md): never its password or hash of it. */
const site = (overrides: Record<string, unknown> = {}) => ({
  SiteId: integer(SITE_IDS.clientPortal),
  Name: string('Office Renovation client portal'),
  Kind: integer(1),
  IsActive: boolean(true),
  AccessEndsOn: null,
  Hash: hash('Cp7Tn2Wq9Ls4Xv6Rb3Me8Kd5Hg1Jz0Fa'),
  Projects: eachLike({
    ProjectId: integer(PROJECT_IDS.officeRenovation),
    Folders: eachLike({ FolderId: integer(CABINET_IDS.policies), CanUpload: boolean(false) }),
  }),
  CreatedOn: iso('2024-03-20T09:00:00.000Z'),
  PasswordSetOn: null,
  UserCount: integer(2),
  OpenSessions: integer(0),
  ...overrides,
});

/** The demo's two sites in the list's order (by name): the supplier portal (a password set) and the client portal. */
const demoSites = () => [
  like(
    site({
      SiteId: integer(SITE_IDS.supplierPortal),
      Name: string('Bridge Inspection supplier portal'),
      Kind: integer(2),
      Hash: hash('Sp4Lx9Qe2Vn7Kc1Rt8Wm3Yd6Hb0Jf5Ga'),
      PasswordSetOn: iso('2024-04-02T09:00:00.000Z'),
      UserCount: integer(0),
    }),
  ),
  like(site()),
];

const siteUser = (overrides: Record<string, unknown> = {}) => ({
  SiteUserId: integer(SITE_USER_IDS.sam),
  SiteId: integer(SITE_IDS.clientPortal),
  Email: string('site@demo.test'),
  FirstName: string('Sam'),
  LastName: string('Site'),
  Status: string('Active'),
  InvitedOn: iso('2024-03-20T09:30:00.000Z'),
  LastVisitOn: iso('2024-03-28T15:00:00.000Z'),
  AccessEndsOn: null,
  InvitationExpiresOn: null,
  ...overrides,
});

const NEW_SITE = {
  Name: 'Harbour client portal',
  Kind: 1 as const,
  IsActive: true,
  AccessEndsOn: null,
  Projects: [
    {
      ProjectId: PROJECT_IDS.officeRenovation,
      Folders: [{ FolderId: CABINET_IDS.contracts, CanUpload: true }],
    },
  ],
};

const gateway = (url: string) => new HttpSiteAdminGateway(httpClientFor(url, ADMIN).http);
const post = (path: string, body: unknown) => ({
  method: 'POST' as const,
  path: `/api/${path}`,
  headers: adminPostHeaders,
  body,
});

describe('the administration of sites (issue 33)', () => {
  it('lists the sites', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the sites')
      .withRequest({ method: 'GET', path: '/api/site/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: demoSites() });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).list()).toMatchObject({
        ok: true,
        data: [
          { SiteId: SITE_IDS.supplierPortal, Kind: 2 },
          { SiteId: SITE_IDS.clientPortal, Projects: [{ Folders: [{ FolderId: CABINET_IDS.policies }] }] },
        ],
      });
    });
  });

  it('lists the sites to filter the activity log by', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the sites to filter the activity log by')
      .withRequest({ method: 'GET', path: '/api/site/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: demoSites() });
    await pact.executeTest(async (server) => {
      const log = new HttpActivityLogGateway(httpClientFor(server.url, ADMIN).http);
      expect(await log.sites()).toMatchObject({
        ok: true,
        data: [{ SiteId: 2 }, { SiteId: 1, Name: 'Office Renovation client portal' }],
      });
    });
  });

  it('reads what a site may show: the projects, the cabinet folders and the logo', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for what a site may show')
      .withRequest({ method: 'GET', path: '/api/site/choices', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: {
          Projects: eachLike({
            ProjectId: integer(PROJECT_IDS.officeRenovation),
            Name: string('Office Renovation'),
          }),
          Folders: eachLike({
            FolderId: integer(CABINET_IDS.contracts),
            Name: string('Contracts'),
            Path: string('Company / Contracts'),
          }),
          Logo: regex(
            /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/,
            'data:image/png;base64,iVBORw0KGgo=',
          ),
          WorkspaceName: string('Demo Workspace'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).choices()).toMatchObject({
        ok: true,
        data: { Folders: [{ Path: 'Company / Contracts' }], WorkspaceName: 'Demo Workspace' },
      });
    });
  });

  it('reads one site', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for site 1')
      .withRequest({
        method: 'GET',
        path: '/api/site/details',
        query: { siteId: String(SITE_IDS.clientPortal) },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(site()) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).details(SITE_IDS.clientPortal)).toMatchObject({
        ok: true,
        data: { Name: 'Office Renovation client portal', UserCount: 2 },
      });
    });
  });

  it('creates a site showing a project and a folder with upload', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the site Harbour client portal')
      .withRequest(post('site/create', NEW_SITE))
      .willRespondWith({
        status: 200,
        body: like(
          site({
            SiteId: integer(3),
            Name: string('Harbour client portal'),
            Projects: eachLike({
              ProjectId: integer(PROJECT_IDS.officeRenovation),
              Folders: eachLike({ FolderId: integer(CABINET_IDS.contracts), CanUpload: boolean(true) }),
            }),
            CreatedOn: iso('2026-11-29T11:00:00.000Z'),
            UserCount: integer(0),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).save({ SiteId: 0, ...NEW_SITE })).toMatchObject({
        ok: true,
        data: { Name: 'Harbour client portal', UserCount: 0 },
      });
    });
  });

  it('refuses a site showing no project, with the rule it breaks', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create a site showing no project')
      .withRequest(post('site/create', { ...NEW_SITE, Projects: [] }))
      .willRespondWith({ status: 400, body: { Message: `Projects: ${SiteText.noProject}` } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).save({ SiteId: 0, ...NEW_SITE, Projects: [] });
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 400 } });
    });
  });

  it('changes a site', async () => {
    const body = {
      SiteId: SITE_IDS.clientPortal,
      ...NEW_SITE,
      Name: 'Office Renovation portal',
      IsActive: false,
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to change site 1')
      .withRequest(post('site/update', body))
      .willRespondWith({
        status: 200,
        body: like(site({ Name: string('Office Renovation portal'), IsActive: boolean(false) })),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).save(body)).toMatchObject({ ok: true, data: { IsActive: false } });
    });
  });

  it('deletes a site', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to delete site 2')
      .withRequest(post('site/delete', { SiteId: SITE_IDS.supplierPortal }))
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).remove(SITE_IDS.supplierPortal)).ok).toBe(true);
    });
  });

  it('sets a single-password site’s password', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to set the password of site 2')
      .withRequest(
        post('site/password', { SiteId: SITE_IDS.supplierPortal, Password: 'granite lantern orbit' }),
      )
      .willRespondWith({
        status: 200,
        body: like(
          site({
            SiteId: integer(SITE_IDS.supplierPortal),
            Kind: integer(2),
            PasswordSetOn: iso('2026-11-29T11:00:00.000Z'),
            UserCount: integer(0),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(
        await gateway(server.url).setPassword(SITE_IDS.supplierPortal, 'granite lantern orbit'),
      ).toMatchObject({
        ok: true,
        data: { Kind: 2 },
      });
    });
  });

  it('makes a link to a folder of a site', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for a link to the Policies folder of site 1')
      .withRequest(
        post('site/link', {
          SiteId: SITE_IDS.clientPortal,
          Kind: 'folder',
          ProjectId: PROJECT_IDS.officeRenovation,
          ItemId: CABINET_IDS.policies,
        }),
      )
      .willRespondWith({
        status: 200,
        body: {
          LinkId: integer(1),
          SiteId: integer(SITE_IDS.clientPortal),
          Hash: hash('Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56'),
          Kind: string('folder'),
          ProjectId: integer(PROJECT_IDS.officeRenovation),
          ItemId: integer(CABINET_IDS.policies),
          Path: regex(
            /^\/site\/link\/[A-Za-z0-9]{32}\/\d+$/,
            '/site/link/Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56/1',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).link(
        SITE_IDS.clientPortal,
        'folder',
        PROJECT_IDS.officeRenovation,
        CABINET_IDS.policies,
      );
      expect(result).toMatchObject({ ok: true, data: { Kind: 'folder', ItemId: CABINET_IDS.policies } });
    });
  });
});

describe('the people of a site (issue 33)', () => {
  it('lists them', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the people of site 1')
      .withRequest({
        method: 'GET',
        path: '/api/site/users',
        query: { siteId: String(SITE_IDS.clientPortal) },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: [
          like(
            siteUser({
              SiteUserId: integer(SITE_USER_IDS.clara),
              Email: string('clara@client.test'),
              FirstName: string('Clara'),
              LastName: string('Client'),
              Status: string('Invited'),
              InvitedOn: iso('2026-11-20T10:00:00.000Z'),
              LastVisitOn: null,
            }),
          ),
          like(siteUser()),
        ],
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).users(SITE_IDS.clientPortal)).toMatchObject({
        ok: true,
        data: [
          { Email: 'clara@client.test', Status: 'Invited' },
          { Email: 'site@demo.test', Status: 'Active' },
        ],
      });
    });
  });

  it('invites someone by e-mail', async () => {
    const draft = {
      SiteId: SITE_IDS.clientPortal,
      Email: 'nora@client.test',
      FirstName: 'Nora',
      LastName: 'North',
      AccessEndsOn: null,
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('an invitation of nora@client.test to site 1')
      .withRequest(post('site/users/invite', draft))
      .willRespondWith({
        status: 200,
        body: like(
          siteUser({
            SiteUserId: integer(3),
            Email: string('nora@client.test'),
            FirstName: string('Nora'),
            LastName: string('North'),
            Status: string('Invited'),
            InvitedOn: iso('2026-11-29T11:00:00.000Z'),
            LastVisitOn: null,
            InvitationExpiresOn: iso('2026-12-06T11:00:00.000Z'),
          }),
        ),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).invite(draft)).toMatchObject({
        ok: true,
        data: { Status: 'Invited' },
      });
    });
  });

  const invited = siteUser({
    SiteUserId: integer(SITE_USER_IDS.clara),
    Email: string('clara@client.test'),
    FirstName: string('Clara'),
    LastName: string('Client'),
    Status: string('Invited'),
    LastVisitOn: null,
    InvitationExpiresOn: iso('2026-12-06T11:00:00.000Z'),
  });

  it('sends an invitation again', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to send the invitation of site user 2 again')
      .withRequest(post('site/users/resend', { SiteUserId: SITE_USER_IDS.clara }))
      .willRespondWith({ status: 200, body: like(invited) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).resend(SITE_USER_IDS.clara)).toMatchObject({ ok: true });
    });
  });

  it('deactivates and reactivates someone', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to deactivate site user 1')
      .withRequest(post('site/users/deactivate', { SiteUserId: SITE_USER_IDS.sam }))
      .willRespondWith({ status: 200, body: like(siteUser({ Status: string('Deactivated') })) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).deactivate(SITE_USER_IDS.sam)).toMatchObject({
        ok: true,
        data: { Status: 'Deactivated' },
      });
    });
    const again = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to reactivate site user 1')
      .withRequest(post('site/users/reactivate', { SiteUserId: SITE_USER_IDS.sam }))
      .willRespondWith({ status: 200, body: like(siteUser()) });
    await again.executeTest(async (server) => {
      expect(await gateway(server.url).reactivate(SITE_USER_IDS.sam)).toMatchObject({ ok: true });
    });
  });

  it('removes someone', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to remove site user 2')
      .withRequest(post('site/users/remove', { SiteUserId: SITE_USER_IDS.clara }))
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).removeUser(SITE_USER_IDS.clara)).ok).toBe(true);
    });
  });

  it('sets the day someone’s access ends', async () => {
    const change = {
      SiteUserId: SITE_USER_IDS.sam,
      FirstName: 'Sam',
      LastName: 'Site',
      AccessEndsOn: '2099-12-31',
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to end the access of site user 1 on a day')
      .withRequest(post('site/users/update', change))
      .willRespondWith({ status: 200, body: like(siteUser({ AccessEndsOn: string('2099-12-31') })) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).updateUser(change)).toMatchObject({
        ok: true,
        data: { AccessEndsOn: '2099-12-31' },
      });
    });
  });
});
