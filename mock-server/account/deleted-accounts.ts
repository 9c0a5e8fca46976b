/**
 * Deleted workspace users and their restore links (issue 35; docs/account.md "Deleted accounts"). The rules (the
 * window, the link, the texts) are the domain's, src/domain/account/account-deletion.rules.ts; this file keeps the
 * records: a deleted user leaves `users` for `deletedUsers`, and is purged when read after its window.
 */
import type { DeletedUserRecord, UserRecord } from '../../fixtures/types';
import {
  DeletionText,
  MAX_RESTORE_MAILS_PER_WINDOW,
  RESTORE_LINK_VALIDITY_MS,
  RESTORE_MAIL_WINDOW_MS,
  isPurgeDue,
  restoreDaysLeft,
  restoreLinkPath,
  type DeletedMembership,
  type DeletedUser,
} from '../../src/domain/account/account-deletion.rules';
import type { MockContext } from '../context';
import { HttpError } from '../http';
import type { Mailer } from '../mail/mailer';
import { ensureUserSeat } from '../routes/billing/workspace-usage';
import type { Store } from '../store';
import { endSessionsOf } from './end-sessions';
import { restoreMail } from './restore-mail';
import { newLinkToken } from './passwords';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Drops the deleted users whose window has ended (and their restore links once no deleted record needs them). */
export function purgeDeleted(store: Store, now: number): void {
  const before = store.data.deletedUsers.length;
  store.data.deletedUsers = store.data.deletedUsers.filter((d) => !isPurgeDue(d.deletedAt, now));
  if (store.data.deletedUsers.length !== before) {
    store.data.accountRestores = store.data.accountRestores.filter((r) =>
      store.data.deletedUsers.some((d) => same(d.user.email, r.email)),
    );
    store.save();
  }
}

/** The address's deleted accounts still in their window, oldest deletion first. */
export function deletedOfEmail(store: Store, email: string, now: number): DeletedUserRecord[] {
  purgeDeleted(store, now);
  return store.data.deletedUsers.filter((d) => same(d.user.email, email));
}

export function deletedOfWorkspace(store: Store, workspaceId: number, now: number): DeletedUserRecord[] {
  purgeDeleted(store, now);
  return store.data.deletedUsers.filter((d) => d.user.workspaceId === workspaceId);
}

/** A new user's id: above every user's, the deleted ones' too, so a restored user gets their own id back. */
export function nextUserId(store: Store): number {
  const ids = [...store.data.users.map((u) => u.id), ...store.data.deletedUsers.map((d) => d.user.id)];
  return ids.reduce((max, id) => Math.max(max, id), 0) + 1;
}

export function toDeletedUser(record: DeletedUserRecord, now: number): DeletedUser {
  return {
    UserId: record.user.id,
    Email: record.user.email,
    FirstName: record.user.firstName,
    LastName: record.user.lastName,
    DeletedOn: new Date(record.deletedAt).toISOString(),
    DaysLeft: restoreDaysLeft(record.deletedAt, now),
  };
}

export function toMembership(store: Store, record: DeletedUserRecord, now: number): DeletedMembership {
  return {
    WorkspaceId: record.user.workspaceId,
    WorkspaceName: store.workspace(record.user.workspaceId)?.name ?? '',
    DeletedOn: new Date(record.deletedAt).toISOString(),
    DaysLeft: restoreDaysLeft(record.deletedAt, now),
  };
}

/**
 * Deletes a user: out of `users` (no sign-in, no seat, in no list), kept restorable; their sessions end at once
 * (hub `userLoggedOut` with the reason).
 */
export function deleteUser(
  ctx: MockContext,
  user: UserRecord,
  actorId: number,
  now: number,
): DeletedUserRecord {
  const { store } = ctx;
  store.data.users = store.data.users.filter((u) => u.id !== user.id);
  const record: DeletedUserRecord = { user, deletedAt: now, deletedBy: actorId };
  store.data.deletedUsers.push(record);
  store.save();
  endSessionsOf(ctx, user.id, 'userLoggedOut', { NextState: 'login', LogoutMessage: DeletionText.signedOut });
  return record;
}

/**
 * Puts a deleted user back as they were: 410 past the window, 409 when the address has a live account again, 402
 * when the workspace's plan has no seat left (mock-server/routes/billing/workspace-usage.ts).
 */
export function restoreUser(store: Store, record: DeletedUserRecord, now: number): UserRecord {
  if (isPurgeDue(record.deletedAt, now)) throw new HttpError(410, DeletionText.gone);
  if (store.userByEmail(record.user.email)) throw new HttpError(409, DeletionText.liveAccount);
  ensureUserSeat(store, record.user.workspaceId, now);
  const user = store.userById(record.user.id) ? { ...record.user, id: nextUserId(store) } : record.user;
  store.data.deletedUsers = store.data.deletedUsers.filter((d) => d !== record);
  store.data.users.push(user);
  store.save();
  return user;
}

/**
 * Records a restore link for the address's deleted accounts and e-mails it (`/restore/account/...` for one workspace,
 * `/restore/choice/...` for several); at most MAX_RESTORE_MAILS_PER_WINDOW an hour, a new link voiding the older.
 * `signupLink`: the sign-up the address asked for, offered beside the restore.
 */
export function mailRestoreLink(
  store: Store,
  mailer: Mailer,
  email: string,
  appUrl: string,
  now: number,
  signupLink?: string,
): Promise<unknown> | undefined {
  const deleted = deletedOfEmail(store, email, now);
  if (deleted.length === 0) return undefined;
  const mine = store.data.accountRestores.filter((r) => same(r.email, email));
  if (mine.filter((r) => now - r.requestedAt < RESTORE_MAIL_WINDOW_MS).length >= MAX_RESTORE_MAILS_PER_WINDOW)
    return undefined;
  for (const r of mine) if (r.usedAt === null) r.usedAt = now;
  const { token, digest } = newLinkToken();
  const RestoreId = store.nextId(store.data.accountRestores, (r) => r.RestoreId);
  const address = deleted[0]!.user.email;
  store.data.accountRestores.push({
    RestoreId,
    email: address,
    requestedAt: now,
    expiresAt: now + RESTORE_LINK_VALIDITY_MS,
    tokenDigest: digest,
    usedAt: null,
  });
  store.save();
  const link = `${appUrl}${restoreLinkPath(token, RestoreId, address, deleted.length)}`;
  const memberships = deleted.map((d) => toMembership(store, d, now));
  return mailer.send(restoreMail(address, link, memberships, signupLink));
}
