import { CABINET_IDS, PROJECT_IDS } from '../../fixtures/ids';
import { SITE_IDS, SITE_USER_IDS } from '../../fixtures/sites/sites';
import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the site administration calls (issue 33) for the fuzz to mutate. */
export function sitesAdminFuzzBases(_data: SeedData): Record<string, unknown> {
  const site = {
    Name: 'Fuzz portal',
    Kind: 1,
    IsActive: true,
    AccessEndsOn: null,
    Projects: [
      {
        ProjectId: PROJECT_IDS.officeRenovation,
        Folders: [{ FolderId: CABINET_IDS.policies, CanUpload: true }],
      },
    ],
  };
  return {
    '/site/create': site,
    '/site/update': { ...site, SiteId: SITE_IDS.clientPortal },
    '/site/delete': { SiteId: SITE_IDS.supplierPortal },
    '/site/password': { SiteId: SITE_IDS.supplierPortal, Password: 'granite lantern orbit' },
    '/site/users/invite': {
      SiteId: SITE_IDS.clientPortal,
      Email: 'fuzz@client.test',
      FirstName: 'Fuzz',
      LastName: 'Visitor',
      AccessEndsOn: null,
    },
    '/site/users/resend': { SiteUserId: SITE_USER_IDS.clara },
    '/site/users/deactivate': { SiteUserId: SITE_USER_IDS.sam },
    '/site/users/reactivate': { SiteUserId: SITE_USER_IDS.sam },
    '/site/users/remove': { SiteUserId: SITE_USER_IDS.clara },
    '/site/users/update': {
      SiteUserId: SITE_USER_IDS.sam,
      FirstName: 'Sam',
      LastName: 'Site',
      AccessEndsOn: null,
    },
    '/site/link': {
      SiteId: SITE_IDS.clientPortal,
      Kind: 'folder',
      ProjectId: PROJECT_IDS.officeRenovation,
      ItemId: CABINET_IDS.policies,
    },
  };
}
