import type { Application } from 'express';
import type { PasswordResetRecord } from '../../../fixtures/types';
import {
  MAX_RESETS_PER_WINDOW,
  RESET_VALIDITY_MS,
  RESET_WINDOW_MS,
  changePasswordPath,
  tokenState,
  type TokenState,
} from '../../../src/domain/account/account-tokens';
import { PasswordText, passwordProblem } from '../../../src/domain/account/password.rules';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import { recipientEmailError } from '../../../src/domain/sharing/recipient-email';
import { endSessionsOf } from '../../account/end-sessions';
import { logActivity } from '../../activity/activity-hook';
import { afterAnswer } from '../../after-answer';
import { newLinkToken, setPassword, tokenMatches } from '../../account/passwords';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import { appOrigin } from '../../mail/app-links';
import { ChangePasswordBody, ResetCompleteBody, ResetRequestBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger, queryString } from '../../validate';
import { resetMail } from './account-mails';
import { passwordContextOf, provePassword, type AccountDeps } from './account-deps';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNED_OUT = { NextState: 'login', LogoutMessage: ProfileText.signedOutElsewhere };

/** The reset a link opens, and what it says now (a token that does not match its record is an unknown link). */
function resetOf(
  store: Store,
  recordId: number,
  hash: string,
  now: number,
): { record?: PasswordResetRecord; state: TokenState } {
  const record = store.data.passwordResets.find((r) => r.ResetId === recordId);
  if (!record || !tokenMatches(record.tokenDigest, hash)) return { state: 'unknown' };
  return { record, state: tokenState(record, now) };
}

const STATE_TEXT: Record<Exclude<TokenState, 'valid'>, string> = {
  expired: ProfileText.resetExpired,
  used: ProfileText.resetUsed,
  unknown: ProfileText.resetInvalid,
};
const STATUS: Record<TokenState, 'Valid' | 'Expired' | 'Used' | 'Invalid'> = {
  valid: 'Valid',
  expired: 'Expired',
  used: 'Used',
  unknown: 'Invalid',
};

/**
 * Passwords (issue 17; docs/api.md "Accounts"): a signed-in user changes theirs; anyone asks for a reset link by e-mail
 * (the same answer whether or not the address has an account) and chooses a new password from it (once, within 30
 * minutes). After either, every other session of the user is signed out.
 */
export function registerPasswordRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;
  const { clock } = deps;

  app.post(
    '/account/changepassword',
    handle((req, res) => {
      const caller = signedIn(res);
      const body = validBody(req, ChangePasswordBody);
      provePassword(
        deps.throttle,
        req,
        res,
        caller.user,
        caller.user.email,
        body.CurrentPassword,
        `CurrentPassword: ${ProfileText.wrongPassword}`,
      );
      const problem = passwordProblem(body.NewPassword, passwordContextOf(store, caller.user));
      if (problem) throw badRequest(`NewPassword: ${problem}`);
      if (body.NewPassword === body.CurrentPassword)
        throw badRequest(`NewPassword: ${PasswordText.sameAsCurrent}`);
      setPassword(caller.user, body.NewPassword);
      store.save();
      endSessionsOf(ctx, caller.user.id, 'userLoggedOut', SIGNED_OUT, caller.session.token);
      res.json({});
    }),
  );

  /** A reset link for the address when it has an active account and its hourly limit allows: recorded, e-mailed. */
  const issueResetLink = (email: string, appUrl: string, now: number) => {
    const user = store.userByEmail(email);
    if (!user || user.deactivatedOn) return;
    const recent = store.data.passwordResets.filter(
      (r) => r.userId === user.id && now - r.requestedAt < RESET_WINDOW_MS,
    );
    if (recent.length >= MAX_RESETS_PER_WINDOW) return;
    // A new link voids the earlier ones: only the latest e-mail works.
    for (const r of store.data.passwordResets) if (r.userId === user.id && r.usedAt === null) r.usedAt = now;
    const { token, digest } = newLinkToken();
    const record: PasswordResetRecord = {
      ResetId: store.nextId(store.data.passwordResets, (r) => r.ResetId),
      userId: user.id,
      requestedAt: now,
      expiresAt: now + RESET_VALIDITY_MS,
      tokenDigest: digest,
      usedAt: null,
    };
    store.data.passwordResets.push(record);
    store.save();
    logActivity(store, clock, { user, area: 'account', action: 'Asked for a password reset link' });
    return deps.mailer.send(resetMail(user.email, `${appUrl}${changePasswordPath(token, record.ResetId)}`));
  };

  app.post(
    '/account/resetpassword',
    handle((req, res) => {
      const { Email } = validBody(req, ResetRequestBody);
      const problem = recipientEmailError(Email);
      if (problem) throw badRequest(`Email: ${problem}`);
      const now = clock.now();
      const appUrl = appOrigin(req, deps.allowedOrigins);
      // The same answer in the same time whether or not the address has an account (ASVS 5.0 V6.3.8): it leaves
      // before the address is even looked up; the link is made, stored and e-mailed after (after-answer.ts).
      res.json({});
      afterAnswer(res, () => issueResetLink(Email, appUrl, now));
    }),
  );

  app.get(
    '/account/resetpassword/check',
    handle((req, res) => {
      const hash = queryString(req, 'hash', LINK_HASH);
      const recordId = queryInteger(req, 'recordId', { min: 1, max: 2_147_483_647 });
      const { record, state } = resetOf(store, recordId, hash, clock.now());
      const user = state === 'valid' && record ? store.userById(record.userId) : undefined;
      res.json({ Status: STATUS[state], Email: user?.email ?? '' });
    }),
  );

  app.post(
    '/account/resetpassword/complete',
    handle((req, res) => {
      const body = validBody(req, ResetCompleteBody);
      const now = clock.now();
      const { record, state } = resetOf(store, body.RecordId, body.Hash, now);
      const user = record && store.userById(record.userId);
      if (state !== 'valid' || !record || !user || user.deactivatedOn)
        throw badRequest(STATE_TEXT[state === 'valid' ? 'unknown' : state]);
      const problem = passwordProblem(body.NewPassword, passwordContextOf(store, user));
      if (problem) throw badRequest(`NewPassword: ${problem}`);
      setPassword(user, body.NewPassword);
      record.usedAt = now;
      store.save();
      endSessionsOf(ctx, user.id, 'userLoggedOut', SIGNED_OUT);
      res.locals.activity = { user, area: 'account', action: 'Reset their password from an e-mailed link' };
      res.json({});
    }),
  );
}
