import { USER_IDS } from '../../fixtures/ids';

/** Valid bodies of deleting users and restoring accounts (issue 35; docs/account.md "Deleted accounts"). */
export function restoreFuzzBases(): Record<string, unknown> {
  return {
    '/usersetup/delete': { UserId: USER_IDS.lead },
    '/usersetup/restore': { UserId: USER_IDS.lead },
    '/account/restore': { Hash: 'x'.repeat(43), RecordId: 1, WorkspaceId: 1 },
  };
}
