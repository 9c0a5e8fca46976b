/**
 * The access matrix rows of the administration of external sites (issue 33; docs/sites.md): workspace administrators
 * only; a site account (type 3) is refused like every other non-administrator. Columns as access-matrix.table.ts:
 * admin, member, field, site, direct, anonymous.
 */
import { CABINET_IDS, PROJECT_IDS } from '../../fixtures/ids';
import { SITE_IDS, SITE_USER_IDS } from '../../fixtures/sites/sites';
import type { MatrixRow } from './access-matrix.types';

const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const SITE = {
  Name: 'Matrix portal',
  Kind: 1,
  IsActive: true,
  AccessEndsOn: null,
  Projects: [
    {
      ProjectId: PROJECT_IDS.officeRenovation,
      Folders: [{ FolderId: CABINET_IDS.policies, CanUpload: false }],
    },
  ],
};

export const SITES_ADMIN_MATRIX: Record<string, MatrixRow> = {
  'GET /site/list': { expect: ADMIN_ONLY },
  'GET /site/choices': { expect: ADMIN_ONLY },
  'GET /site/details': { url: `/site/details?siteId=${SITE_IDS.clientPortal}`, expect: ADMIN_ONLY },
  'POST /site/create': { body: SITE, expect: ADMIN_ONLY },
  'POST /site/update': { body: { ...SITE, SiteId: SITE_IDS.clientPortal }, expect: ADMIN_ONLY },
  'POST /site/delete': { body: { SiteId: SITE_IDS.clientPortal }, expect: ADMIN_ONLY },
  'POST /site/password': {
    body: { SiteId: SITE_IDS.supplierPortal, Password: 'granite lantern orbit' },
    expect: ADMIN_ONLY,
  },
  'GET /site/users': { url: `/site/users?siteId=${SITE_IDS.clientPortal}`, expect: ADMIN_ONLY },
  'POST /site/users/invite': {
    body: { SiteId: SITE_IDS.clientPortal, Email: 'matrix@client.test' },
    expect: ADMIN_ONLY,
  },
  'POST /site/users/resend': { body: { SiteUserId: SITE_USER_IDS.clara }, expect: ADMIN_ONLY },
  'POST /site/users/deactivate': { body: { SiteUserId: SITE_USER_IDS.clara }, expect: ADMIN_ONLY },
  'POST /site/users/reactivate': { body: { SiteUserId: SITE_USER_IDS.clara }, expect: ADMIN_ONLY },
  'POST /site/users/remove': { body: { SiteUserId: SITE_USER_IDS.clara }, expect: ADMIN_ONLY },
  'POST /site/users/update': {
    body: { SiteUserId: SITE_USER_IDS.clara, FirstName: 'Clara', LastName: 'Client', AccessEndsOn: null },
    expect: ADMIN_ONLY,
  },
  'POST /site/link': {
    body: { SiteId: SITE_IDS.clientPortal, Kind: 'project', ProjectId: PROJECT_IDS.officeRenovation },
    expect: ADMIN_ONLY,
  },
};
