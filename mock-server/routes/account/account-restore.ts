import type { Application, RequestHandler } from 'express';
import type { AccountRestoreRecord } from '../../../fixtures/types';
import { tokenState, type TokenState } from '../../../src/domain/account/account-tokens';
import {
  DeletionText,
  restoreDaysLeft,
  type RestoreLink,
} from '../../../src/domain/account/account-deletion.rules';
import { deletedOfEmail, mailRestoreLink, restoreUser, toMembership } from '../../account/deleted-accounts';
import { passwordMatches, tokenMatches } from '../../account/passwords';
import type { SignInCheck } from '../../account/sign-in-throttle';
import { afterAnswer } from '../../after-answer';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle, sendError } from '../../http';
import { appOrigin } from '../../mail/app-links';
import { RestoreCompleteBody } from '../../schemas/account-restore.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger, queryString } from '../../validate';
import type { AccountDeps } from './account-deps';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const STATUS: Record<TokenState, RestoreLink['Status']> = {
  valid: 'Valid',
  expired: 'Expired',
  used: 'Used',
  unknown: 'Invalid',
};

function restoreOf(store: Store, recordId: number, hash: string, now: number) {
  const record = store.data.accountRestores.find((r) => r.RestoreId === recordId);
  if (!record || !tokenMatches(record.tokenDigest, hash)) return { state: 'unknown' as const };
  return { record, state: tokenState(record, now) };
}

/**
 * Sign-in with a deleted account's password (issue 35): when the address has no live account and one of its deleted
 * accounts has this password, the answer is 403 saying so (only to whoever knows the password, as for a deactivated
 * account), and a restore link is e-mailed once the answer left. Runs after the sign-in throttle, before the route.
 */
export function deletedAccountSignIn(ctx: MockContext, deps: Omit<AccountDeps, 'throttle'>): RequestHandler {
  const { store } = ctx;
  return (req, res, next) => {
    const check = res.locals.signInCheck as SignInCheck | undefined;
    if (!check || check.matched || store.userByEmail(check.email)) return next();
    const now = deps.clock.now();
    const deleted = deletedOfEmail(store, check.email, now).filter((d) =>
      passwordMatches(d.user, check.password),
    );
    if (deleted.length === 0) return next();
    const first = deleted[0]!;
    const message =
      deleted.length > 1
        ? DeletionText.signInSeveral(deleted.length)
        : DeletionText.signIn(
            store.workspace(first.user.workspaceId)?.name ?? '',
            restoreDaysLeft(first.deletedAt, now),
          );
    const appUrl = appOrigin(req, deps.allowedOrigins);
    sendError(res, 403, message);
    afterAnswer(res, () => mailRestoreLink(store, deps.mailer, check.email, appUrl, now));
  };
}

/**
 * The restore link's two calls (issue 35; docs/account.md "Deleted accounts"), for anyone holding the link: what it
 * opens (`account/restore/check`), and restoring one of the address's deleted accounts (`account/restore`), which
 * the person then signs in to with their own password.
 */
export function registerAccountRestoreRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;
  const { clock } = deps;

  app.get(
    '/account/restore/check',
    handle((req, res) => {
      const hash = queryString(req, 'hash', LINK_HASH);
      const recordId = queryInteger(req, 'recordId', { min: 1, max: 2_147_483_647 });
      const now = clock.now();
      const { record, state } = restoreOf(store, recordId, hash, now);
      const answer: RestoreLink =
        state === 'valid' && record
          ? {
              Status: 'Valid',
              Email: record.email,
              Workspaces: deletedOfEmail(store, record.email, now).map((d) => toMembership(store, d, now)),
            }
          : { Status: STATUS[state], Email: '', Workspaces: [] };
      res.json(answer);
    }),
  );

  app.post(
    '/account/restore',
    handle((req, res) => {
      const body = validBody(req, RestoreCompleteBody);
      const now = clock.now();
      const { record, state } = restoreOf(store, body.RecordId, body.Hash, now);
      if (state !== 'valid' || !record) throw badRequest(DeletionText[STATUS[state] as 'Expired']);
      const deleted = deletedOfEmail(store, record.email, now).find(
        (d) => d.user.workspaceId === body.WorkspaceId,
      );
      if (!deleted) throw new HttpError(410, DeletionText.gone);
      const user = restoreUser(store, deleted, now);
      (record as AccountRestoreRecord).usedAt = now;
      store.save();
      res.locals.activity = {
        user,
        area: 'users',
        action: 'Restored their deleted account from a restore link',
      };
      res.json(toMembership(store, { ...deleted, user }, now));
    }),
  );
}
