/**
 * The visitor side of external sites in the access matrix (issue 33; docs/sites.md "Reach"). Columns as in
 * access-matrix.table.ts: admin, member, field, site (site@demo.test, the client portal's user), direct, anonymous;
 * `visitor` is the single-password visitor of the supplier portal (site 2), signed in by its password.
 */
import { CABINET_FILE_IDS as F, CABINET_IDS as C, PROJECT_IDS } from '../../fixtures/ids';
import {
  SITE_LINK,
  SITE_USER_IDS,
  SUPPLIER_PORTAL_HASH,
  SUPPLIER_PORTAL_PASSWORD,
  siteUsers,
  SITE_INVITATION_HASHES,
} from '../../fixtures/sites/sites';
import type { MatrixRow, Statuses } from './access-matrix.types';

const clara = siteUsers.find((u) => u.SiteUserId === SITE_USER_IDS.clara)!;
const ALL: Statuses = [200, 200, 200, 200, 200, 200];
/** A site account's own content: members and direct users are refused, a visitor without a session is asked in. */
const SITE_ONLY: Statuses = [403, 403, 403, 200, 403, 401];

/** How the matrix signs in the single-password visitor of site 2 (its hidden account is made at the first password). */
export const VISITOR_LOGIN = { Hash: SUPPLIER_PORTAL_HASH, Password: SUPPLIER_PORTAL_PASSWORD };

/**
 * The calls a site account makes besides its site's: everything else of the API answers it 403 (the site fence,
 * mock-server/routes/sites/site-fence.ts). The mock's control routes and Pact's state route are not the API.
 */
export const OPEN_TO_SITE_ACCOUNTS: readonly string[] = [
  'GET /account/current',
  'POST /account/login',
  'POST /account/logout',
  'GET /session/timeout',
  'POST /session/extend',
  'POST /signalr/negotiate',
  'GET /workspace/logo',
];

export const SITES_VISIT_MATRIX: Record<string, MatrixRow & { visitor: number }> = {
  // The mock's stand-in for the administration's deactivate (loopback only, no session needed).
  'POST /__mock/site-user/deactivate': { body: { email: 'site@demo.test' }, expect: ALL, visitor: 200 },
  'GET /siteaccount/invitation/:hash/:recordId': {
    url: `/siteaccount/invitation/${SITE_INVITATION_HASHES.clara}/${clara.SiteUserId}`,
    expect: ALL,
    visitor: 200,
  },
  // Anyone may take the open invitation: the browser's earlier session ends (as a member invitation's does).
  'POST /siteaccount/register': {
    body: { Hash: SITE_INVITATION_HASHES.clara, RecordId: clara.SiteUserId, Password: 'Harbour-Lights-42' },
    expect: ALL,
    visitor: 200,
  },
  // Clara has no account yet: there is nothing to sign in to.
  'POST /siteaccount/login/invitation': {
    body: { Hash: SITE_INVITATION_HASHES.clara, RecordId: clara.SiteUserId, Password: 'Harbour-Lights-42' },
    expect: [400, 400, 400, 400, 400, 400],
    visitor: 400,
  },
  'POST /siteaccount/login': {
    body: { Email: 'site@demo.test', Password: 'demo' },
    expect: ALL,
    visitor: 200,
  },
  'POST /siteaccount/password/login': { body: VISITOR_LOGIN, expect: ALL, visitor: 200 },
  'POST /siteaccount/logout': { body: {}, expect: ALL, visitor: 200 },
  // A site account's password reset: the same answer whether or not the address has a site account.
  'POST /siteaccount/reset-password': { body: { Email: 'site@demo.test' }, expect: ALL, visitor: 200 },
  'GET /siteaccount/reset-password/check': {
    url: `/siteaccount/reset-password/check?hash=${SITE_INVITATION_HASHES.clara}&recordId=1`,
    expect: ALL,
    visitor: 200,
  },
  // No such link: refused alike to everyone.
  'POST /siteaccount/reset-password/complete': {
    body: { Hash: SITE_INVITATION_HASHES.clara, RecordId: 1, NewPassword: 'Harbour-Lights-42' },
    expect: [400, 400, 400, 400, 400, 400],
    visitor: 400,
  },
  'GET /sitecontent/projects': { expect: SITE_ONLY, visitor: 200 },
  // The client portal's project, folder, files and link: the supplier portal's visitor is told they do not exist.
  'GET /sitecontent/project/:projectId': {
    url: `/sitecontent/project/${PROJECT_IDS.officeRenovation}`,
    expect: SITE_ONLY,
    visitor: 404,
  },
  'GET /sitecontent/folder': {
    url: `/sitecontent/folder?projectId=${PROJECT_IDS.officeRenovation}&folderId=${C.policies}&rootContextFolderId=${C.company}`,
    expect: SITE_ONLY,
    visitor: 404,
  },
  // A JSON body is not a file's bytes: 415 for the site account that may upload to Photos, after the access check.
  'POST /sitecontent/upload': {
    url: `/sitecontent/upload?projectId=${PROJECT_IDS.officeRenovation}&folderId=${C.photos}&name=a.txt`,
    body: {},
    expect: [403, 403, 403, 415, 403, 401],
    visitor: 404,
  },
  'GET /sitecontent/download': {
    url: `/sitecontent/download?id=${F.travelPolicy}`,
    expect: SITE_ONLY,
    visitor: 404,
  },
  'GET /sitecontent/preview': {
    url: `/sitecontent/preview?id=${F.travelPolicy}`,
    expect: SITE_ONLY,
    visitor: 404,
  },
  // A PDF has no text preview.
  'GET /sitecontent/preview/text': {
    url: `/sitecontent/preview/text?id=${F.travelPolicy}`,
    expect: [403, 403, 403, 415, 403, 401],
    visitor: 404,
  },
  'GET /sitecontent/thumbnail': {
    url: `/sitecontent/thumbnail?id=${F.northGate}&w=200&h=100`,
    expect: SITE_ONLY,
    visitor: 404,
  },
  'GET /sitecontent/link/:hash/:recordId': {
    url: `/sitecontent/link/${SITE_LINK.hash}/${SITE_LINK.linkId}`,
    expect: SITE_ONLY,
    visitor: 404,
  },
};
