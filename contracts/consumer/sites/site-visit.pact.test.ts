import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CABINET_FILE_IDS as F, CABINET_IDS as C, PROJECT_IDS } from '../../../fixtures/ids';
import {
  SITE_LINK,
  SITE_USER_IDS,
  SUPPLIER_PORTAL_HASH,
  SUPPLIER_PORTAL_PASSWORD,
  siteUsers,
  SITE_INVITATION_HASHES,
} from '../../../fixtures/sites/sites';
import { HttpSiteVisitGateway } from '../../../src/adapters/http/site-visit-gateway.http';
import { siteThumbnailUrl } from '../../../src/domain/sites/site-paths';
import { viaSpa } from '../../spa-calls/call-record';
import { adminUser } from '../account/account-shapes';
import { DEMO_DATA } from '../demo-ids';
import {
  NO_ONE_SIGNED_IN,
  SESSION_COOKIE,
  cookieHeader,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/** The visitor side of external sites (issue 33; docs/sites.md "API"). site@demo.test is user 3. */
const SITE_USER = 3;
const clara = siteUsers.find((u) => u.SiteUserId === SITE_USER_IDS.clara)!;
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const siteGet = getHeaders(SITE_USER);
const anonymous = (url: string) => new HttpSiteVisitGateway(httpClientFor(url, null).http);
const asSite = (url: string) => new HttpSiteVisitGateway(httpClientFor(url, SITE_USER).http);
const siteAccount = {
  ...adminUser,
  userId: integer(9),
  email: string('clara@client.test'),
  isSite: boolean(true),
  isAdmin: boolean(false),
  accountType: 3,
};
/** A folder item; a shown folder has no parent (the site shows nothing above it). */
const folderItem = (ItemId: number, ItemType: 1 | 2, Name: string, parent: number | null) => ({
  ItemId: integer(ItemId),
  ItemType,
  RootContextFolderId: integer(C.company),
  IsImage: boolean(false),
  Name: string(Name),
  ParentFolderId: parent === null ? null : like(parent),
  Size: integer(1024),
  CreatedOn: string('2024-03-01T09:00:00.000Z'),
  ModifiedOn: string('2024-03-01T09:00:00.000Z'),
  DocumentTypeId: like(null),
});

describe('a site visitor enters (issue 33)', () => {
  it('opens the invitation link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a check of a site invitation link')
      .withRequest({
        method: 'GET',
        path: `/api/siteaccount/invitation/${SITE_INVITATION_HASHES.clara}/${clara.SiteUserId}`,
        headers: anonymousGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          Status: 'Valid',
          Email: 'clara@client.test',
          FirstName: string('Clara'),
          SiteName: string('Office Renovation client portal'),
          WorkspaceName: string('Demo Workspace'),
          HasAccount: false,
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await anonymous(server.url).invitation(SITE_INVITATION_HASHES.clara, clara.SiteUserId),
      ).toMatchObject({
        ok: true,
        data: { Status: 'Valid', HasAccount: false },
      });
    });
  });

  it('registers from the invitation with a new password and is signed in', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a registration from a site invitation')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/register',
        headers: anonymousPost,
        body: {
          Hash: SITE_INVITATION_HASHES.clara,
          RecordId: clara.SiteUserId,
          Password: 'Harbour-Lights-42',
        },
      })
      .willRespondWith({ status: 200, body: siteAccount });
    await pact.executeTest(async (server) => {
      expect(
        await anonymous(server.url).register(
          SITE_INVITATION_HASHES.clara,
          clara.SiteUserId,
          'Harbour-Lights-42',
        ),
      ).toMatchObject({ ok: true, data: { accountType: 3, isSite: true } });
    });
  });

  it('is refused taking an invitation with a password when the address has no account', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a sign-in to take a site invitation with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/login/invitation',
        headers: anonymousPost,
        body: {
          Hash: SITE_INVITATION_HASHES.clara,
          RecordId: clara.SiteUserId,
          Password: 'not-her-password',
        },
      })
      .willRespondWith({ status: 400, body: { Message: 'Password: This password is not right.' } });
    await pact.executeTest(async (server) => {
      expect(
        await anonymous(server.url).loginWithInvitation(
          SITE_INVITATION_HASHES.clara,
          clara.SiteUserId,
          'not-her-password',
        ),
      ).toMatchObject({ ok: false, failure: { status: 400 } });
    });
  });

  it('signs a site user in with e-mail and password', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a site user signing in')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/login',
        headers: anonymousPost,
        body: { Email: 'site@demo.test', Password: 'demo' },
      })
      .willRespondWith({ status: 200, body: { ...siteAccount, email: string('site@demo.test') } });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url).login('site@demo.test', 'demo')).toMatchObject({
        ok: true,
        data: { accountType: 3 },
      });
    });
  });

  it('opens a single-password site with its password', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a single-password site opened with its password')
      .withRequest({
        method: 'POST',
        path: '/api/siteaccount/password/login',
        headers: anonymousPost,
        body: { Hash: SUPPLIER_PORTAL_HASH, Password: SUPPLIER_PORTAL_PASSWORD },
      })
      .willRespondWith({
        status: 200,
        body: { ...siteAccount, email: string('site-2-visitor@sites.invalid') },
      });
    await pact.executeTest(async (server) => {
      expect(
        await anonymous(server.url).passwordLogin(SUPPLIER_PORTAL_HASH, SUPPLIER_PORTAL_PASSWORD),
      ).toMatchObject({ ok: true, data: { accountType: 3 } });
    });
  });
});

describe('a site account looks around its site (issue 33)', () => {
  it('lists the projects its sites show', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('the projects of the site user’s sites')
      .withRequest({ method: 'GET', path: '/api/sitecontent/projects', headers: siteGet })
      .willRespondWith({
        status: 200,
        body: {
          WorkspaceName: string('Demo Workspace'),
          Logo: regex(
            /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/,
            'data:image/png;base64,iVBORw0KGgo=',
          ),
          SiteNames: eachLike('Office Renovation client portal'),
          Kind: 1,
          SiteHash: null,
          Projects: eachLike({
            ProjectId: integer(PROJECT_IDS.officeRenovation),
            Name: string('Office Renovation'),
            Description: string('Refit of the second floor'),
            FolderCount: integer(2),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await asSite(server.url).home()).toMatchObject({ ok: true, data: { Kind: 1 } });
    });
  });

  it('opens a project with its shown folders', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a project of the site with its shown folders')
      .withRequest({
        method: 'GET',
        path: `/api/sitecontent/project/${PROJECT_IDS.officeRenovation}`,
        headers: siteGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          ProjectId: PROJECT_IDS.officeRenovation,
          Name: string('Office Renovation'),
          Description: string('Refit of the second floor'),
          Folders: eachLike({
            Folder: folderItem(C.policies, 1, 'Policies', null),
            CanUpload: boolean(false),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await asSite(server.url).project(PROJECT_IDS.officeRenovation)).toMatchObject({
        ok: true,
        data: { ProjectId: PROJECT_IDS.officeRenovation },
      });
    });
  });

  it('opens a shown folder from the shown folder down', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a folder of the site')
      .withRequest({
        method: 'GET',
        path: '/api/sitecontent/folder',
        headers: siteGet,
        query: {
          projectId: String(PROJECT_IDS.officeRenovation),
          folderId: String(C.policies),
          rootContextFolderId: String(C.company),
          type: '3',
          page: '0',
          size: '100000',
          files: 'true',
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: folderItem(C.policies, 1, 'Policies', null),
          Path: eachLike(folderItem(C.policies, 1, 'Policies', null)),
          Items: eachLike(folderItem(F.travelPolicy, 2, 'Travel policy.pdf', C.policies)),
          Total: integer(2),
          ProjectId: PROJECT_IDS.officeRenovation,
          ProjectName: string('Office Renovation'),
          CanUpload: false,
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await asSite(server.url).folder(PROJECT_IDS.officeRenovation, C.policies, C.company),
      ).toMatchObject({
        ok: true,
        data: { CanUpload: false },
      });
    });
  });

  it('is told a PDF has no text preview', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a text preview of a site file that is not text')
      .withRequest({
        method: 'GET',
        path: '/api/sitecontent/preview/text',
        headers: siteGet,
        query: { id: String(F.travelPolicy) },
      })
      .willRespondWith({ status: 415, body: { Message: string('This file cannot be previewed.') } });
    await pact.executeTest(async (server) => {
      expect(await asSite(server.url).previewText(F.travelPolicy)).toMatchObject({
        ok: false,
        failure: { status: 415 },
      });
    });
  });

  it('opens a site link to one file', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a site link to one file')
      .withRequest({
        method: 'GET',
        path: `/api/sitecontent/link/${SITE_LINK.hash}/${SITE_LINK.linkId}`,
        headers: siteGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          ProjectId: PROJECT_IDS.officeRenovation,
          Item: folderItem(F.travelPolicy, 2, 'Travel policy.pdf', C.policies),
          Folder: folderItem(C.policies, 1, 'Policies', C.company),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await asSite(server.url).link(SITE_LINK.hash, SITE_LINK.linkId)).toMatchObject({
        ok: true,
        data: { ProjectId: PROJECT_IDS.officeRenovation },
      });
    });
  });

  it('loads a picture’s thumbnail as the site folder list’s <img> does', async () => {
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the thumbnail of a picture on the site')
      .withRequest({
        method: 'GET',
        path: '/api/sitecontent/thumbnail',
        query: { id: String(F.northGate), w: '200', h: '100' },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
      });
    await pact.executeTest(async (server) => {
      const image = await fetch(
        `${server.url}${viaSpa('siteThumbnailUrl', () => siteThumbnailUrl(F.northGate))}`,
        {
          headers: { Cookie: SESSION_COOKIE, Connection: 'close' },
        },
      );
      expect(image.headers.get('content-type')).toBe('image/png');
    });
  });
});
