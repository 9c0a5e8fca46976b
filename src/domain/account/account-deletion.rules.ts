/**
 * Deleting a workspace user and restoring the account (issue 35; docs/account.md "Deleted accounts"). The spec names
 * `/restore/account/...` and `/restore/choice/...` (the register route's four parameters) and the 403 `IsDeleted`
 * flag, and shows nothing else: the window, who may delete and the link are ours, written once here for the SPA and
 * the mock server.
 */
import { deactivationRefusal, type AdministratorFacts } from '../admin/administrator.rules';

/** A deleted account can be restored for 30 days; after that it is gone (purged when next read). */
export const DELETED_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
export const DELETED_RETENTION_MS = DELETED_RETENTION_DAYS * DAY_MS;
/** A restore link works once, within 24 hours (and never after the account's window). */
export const RESTORE_LINK_VALIDITY_MS = DAY_MS;
/** At most 3 restore e-mails per address in an hour: more are not sent, and the answer is the same. */
export const MAX_RESTORE_MAILS_PER_WINDOW = 3;
export const RESTORE_MAIL_WINDOW_MS = 60 * 60_000;

/** Whole days left to restore an account deleted at `deletedAt` (1 on its last day, 0 once gone). */
export function restoreDaysLeft(deletedAt: number, now: number): number {
  const left = deletedAt + DELETED_RETENTION_MS - now;
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export const isPurgeDue = (deletedAt: number, now: number) => restoreDaysLeft(deletedAt, now) === 0;

/**
 * Why `actorId` may not delete `userId`, or null. Administrators delete (the Users screen is theirs); the rules are
 * deactivation's: never oneself, never the last active administrator.
 */
export function deletionRefusal(facts: AdministratorFacts, actorId: number, userId: number): string | null {
  if (actorId === userId) return DeletionText.notYourself;
  return deactivationRefusal(facts, actorId, userId);
}

/** `/restore/account/...` when the address was deleted from one workspace, `/restore/choice/...` from several. */
export function restoreLinkPath(hash: string, recordId: number, email: string, workspaces: number): string {
  const kind = workspaces > 1 ? 'choice' : 'account';
  return `/restore/${kind}/${hash}/${recordId}/${encodeURIComponent(email)}/false`;
}

/** A workspace the address's account was deleted from, as the restore page and the Users screen show it. */
export interface DeletedMembership {
  WorkspaceId: number;
  WorkspaceName: string;
  DeletedOn: string;
  DaysLeft: number;
}

export type RestoreLinkStatus = 'Valid' | 'Expired' | 'Used' | 'Invalid';

/** What a restore link's page learns (`GET /api/account/restore/check`): only a valid link says more. */
export interface RestoreLink {
  Status: RestoreLinkStatus;
  Email: string;
  Workspaces: DeletedMembership[];
}

/** A deleted user as the Users screen lists them (`GET /api/usersetup/deleted`). */
export interface DeletedUser {
  UserId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  DeletedOn: string;
  DaysLeft: number;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export const DeletionText = {
  notYourself: 'You cannot delete yourself.',
  confirmTitle: 'Delete user',
  confirm: (name: string) =>
    `${name} will be signed out at once and removed from the workspace: they no longer count against the plan's users. ` +
    `Their account is kept for ${DELETED_RETENTION_DAYS} days, so you or they can restore it; after that it is deleted for good.`,
  deleted: (name: string) => `${name} was deleted. You can restore them for ${DELETED_RETENTION_DAYS} days.`,
  restored: (name: string) => `${name} was restored.`,
  daysLeft: (n: number) => `${days(n)} left`,
  signedOut: 'An administrator deleted your account from this workspace.',
  /** Said at sign-in, only to whoever typed the account's password. */
  signIn: (workspace: string, n: number) =>
    `Your account was deleted from ${workspace}. It can be restored for ${days(n)}: we sent a restore link to your e-mail address.`,
  signInSeveral: (n: number) =>
    `Your account was deleted from ${n} workspaces. It can be restored: we sent a restore link to your e-mail address.`,
  Expired: 'This restore link has expired. Sign in with your e-mail address and password to get a new one.',
  Used: 'This restore link has already been used. Sign in with your e-mail address and password.',
  Invalid: 'This restore link is not valid. It may have been replaced by a newer one.',
  gone: `This account can no longer be restored: it was deleted more than ${DELETED_RETENTION_DAYS} days ago.`,
  liveAccount:
    'This address has a Gridwork account again, so the deleted one cannot be restored. Sign in with it instead.',
  accountRestored: (workspace: string) => `Your account in ${workspace} is restored. Sign in to continue.`,
} as const;
