/**
 * The access matrix rows of deleting users and restoring accounts (issue 35; docs/account.md "Deleted accounts"),
 * and of a form instance by direct link (docs/sharing.md "An instance by direct link").
 * Columns as access-matrix.table.ts: admin, member, field, site, direct, anonymous. Administrators delete and
 * restore; the restore link is for anyone holding it (a made-up one is refused alike).
 */
import { INSTANCE_IDS, USER_IDS } from '../../fixtures/ids';
import { DEMO_SHARE } from '../../fixtures/sharing';
import type { MatrixRow } from './access-matrix.types';

const ALL = [200, 200, 200, 200, 200, 200] as const;
const ADMIN_ONLY = [200, 403, 403, 403, 403, 401] as const;
const TOKEN = 'x'.repeat(43);

export const RESTORE_MATRIX: Record<string, MatrixRow> = {
  // Issue 35: a form instance by direct link, for anyone holding the link (the demo share asks for a code).
  'GET /shareforminstance/direct': {
    url: `/shareforminstance/direct?hash=${DEMO_SHARE.hash}&instanceId=${INSTANCE_IDS.demo}`,
    expect: ALL,
  },
  'POST /usersetup/delete': { body: { UserId: USER_IDS.lead }, expect: ADMIN_ONLY },
  'GET /usersetup/deleted': { expect: ADMIN_ONLY },
  // Nobody is deleted in the demo data: the administrator is told so (404), everyone else is refused first.
  'POST /usersetup/restore': { body: { UserId: USER_IDS.lead }, expect: [404, 403, 403, 403, 403, 401] },
  'GET /account/restore/check': { url: `/account/restore/check?hash=${TOKEN}&recordId=1`, expect: ALL },
  'POST /account/restore': {
    body: { Hash: TOKEN, RecordId: 1, WorkspaceId: 1 },
    expect: [400, 400, 400, 400, 400, 400],
  },
};
