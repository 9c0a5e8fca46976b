import { SITE_USER_IDS, SUPPLIER_PORTAL_HASH, SITE_INVITATION_HASHES } from '../../fixtures/sites/sites';
import type { SeedData } from '../../fixtures/types';

/**
 * Valid-shaped bodies of the site visitor's calls (issue 33) for the fuzz to mutate. The passwords are wrong or too
 * weak on purpose: a right one would sign the fuzz's caller in as someone else (as CALLER_CHANGING avoids).
 */
export function siteVisitFuzzBases(_data: SeedData): Record<string, unknown> {
  const invitation = { Hash: SITE_INVITATION_HASHES.clara, RecordId: SITE_USER_IDS.clara };
  return {
    '/siteaccount/register': { ...invitation, Password: 'short' },
    '/siteaccount/login/invitation': { ...invitation, Password: 'wrong' },
    '/siteaccount/login': { Email: 'nobody@client.test', Password: 'wrong' },
    '/siteaccount/password/login': { Hash: SUPPLIER_PORTAL_HASH, Password: 'wrong' },
    '/siteaccount/logout': {},
    '/siteaccount/reset-password': { Email: 'site@demo.test' },
    '/siteaccount/reset-password/complete': {
      Hash: 'x'.repeat(43),
      RecordId: 1,
      NewPassword: 'Fuzz-password-2026',
    },
    '/__mock/site-user/deactivate': { email: 'nobody@client.test' },
  };
}
