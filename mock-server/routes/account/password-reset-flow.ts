/**
 * A password reset by e-mailed link (issue 17; docs/api.md "Accounts"), in two flavours: the members'
 * (`account/resetpassword…`, link `/changepassword/…`) and a site account's (`siteaccount/reset-password…`, link
 * `/site/changepassword/…`; docs/sites.md "Password reset"). One path for both: the same answer whether or not the
 * address has an account (sent before the address is looked up), at most MAX_RESETS_PER_WINDOW links an hour per
 * account, a new link voids the earlier ones, a link works once within RESET_VALIDITY_MS, the new password follows
 * the members' rules and is stored as scrypt, and every session of the account ends after.
 */
import type { Request, Response } from 'express';
import type { PasswordResetRecord, UserRecord } from '../../../fixtures/types';
import {
  MAX_RESETS_PER_WINDOW,
  RESET_VALIDITY_MS,
  RESET_WINDOW_MS,
  tokenState,
  type TokenState,
} from '../../../src/domain/account/account-tokens';
import { passwordProblem } from '../../../src/domain/account/password.rules';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import type { ActivityArea } from '../../../src/domain/admin/activity.entity';
import { recipientEmailError } from '../../../src/domain/sharing/recipient-email';
import { endSessionsOf } from '../../account/end-sessions';
import { newLinkToken, setPassword, tokenMatches } from '../../account/passwords';
import { logActivity } from '../../activity/activity-hook';
import { afterAnswer } from '../../after-answer';
import type { MockContext } from '../../context';
import { badRequest } from '../../http';
import { appOrigin } from '../../mail/app-links';
import type { MailMessage } from '../../mail/mailer';
import { ResetCompleteBody, ResetRequestBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger, queryString } from '../../validate';
import { passwordContextOf, type AccountDeps } from './account-deps';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNED_OUT = { NextState: 'login', LogoutMessage: ProfileText.signedOutElsewhere };

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

/** What differs between the members' reset and a site account's. */
export interface ResetFlavour {
  /** Records of a site account's reset carry `site: true`; a link of one flavour is unknown to the other. */
  site: boolean;
  /** Whether the address's account may reset here (an inactive one never may). */
  accepts(user: UserRecord): boolean;
  linkPath(token: string, recordId: number): string;
  mail(user: UserRecord, link: string): MailMessage;
  area: ActivityArea;
  requested: string;
  completed: string;
  /**
   * An account this flavour does not accept but that resets on the other flavour's page: its address gets `mail`
   * (where to reset) instead of a link, within the same hourly limit, and a link of this flavour it still holds says
   * `message`. Absent: such an address gets nothing, and such a link is "not valid".
   */
  elsewhere?: { mail(user: UserRecord, appUrl: string): MailMessage | null; message: string };
}

export interface ResetHandlers {
  request(req: Request, res: Response): void;
  check(req: Request, res: Response): void;
  complete(req: Request, res: Response): void;
}

export function passwordResetFlow(ctx: MockContext, deps: AccountDeps, flavour: ResetFlavour): ResetHandlers {
  const { store } = ctx;
  const { clock } = deps;
  const ofFlavour = (r: PasswordResetRecord) => (r.site ?? false) === flavour.site;

  /** The reset a link opens, and what it says now (a token that does not match its record is an unknown link). */
  const resetOf = (recordId: number, hash: string, now: number) => {
    const record = store.data.passwordResets.find((r) => r.ResetId === recordId && ofFlavour(r));
    if (!record || !tokenMatches(record.tokenDigest, hash)) return { state: 'unknown' as TokenState };
    return { record, state: tokenState(record, now) };
  };

  /**
   * A link for the address when it has an account of this flavour and its hourly limit allows: recorded, e-mailed.
   * An account that resets on the other page is told where instead (`elsewhere`), recorded as a used request so
   * that the same hourly limit holds.
   */
  const issueLink = (email: string, appUrl: string, now: number) => {
    const user = store.userByEmail(email);
    if (!user || user.deactivatedOn) return;
    const notice = flavour.accepts(user) ? null : (flavour.elsewhere?.mail(user, appUrl) ?? null);
    if (!flavour.accepts(user) && !notice) return;
    const recent = store.data.passwordResets.filter(
      (r) => r.userId === user.id && now - r.requestedAt < RESET_WINDOW_MS,
    );
    if (recent.length >= MAX_RESETS_PER_WINDOW) return;
    // A new link voids the earlier ones: only the latest e-mail works.
    if (!notice)
      for (const r of store.data.passwordResets)
        if (r.userId === user.id && r.usedAt === null) r.usedAt = now;
    const { token, digest } = newLinkToken();
    const record: PasswordResetRecord = {
      ResetId: store.nextId(store.data.passwordResets, (r) => r.ResetId),
      userId: user.id,
      requestedAt: now,
      expiresAt: now + RESET_VALIDITY_MS,
      tokenDigest: digest,
      usedAt: notice ? now : null,
      ...(flavour.site ? { site: true } : {}),
    };
    if (notice) {
      store.data.passwordResets.push(record);
      store.save();
      return deps.mailer.send(notice);
    }
    store.data.passwordResets.push(record);
    store.save();
    logActivity(store, clock, { user, area: flavour.area, action: flavour.requested });
    return deps.mailer.send(flavour.mail(user, `${appUrl}${flavour.linkPath(token, record.ResetId)}`));
  };

  return {
    request(req, res) {
      const { Email } = validBody(req, ResetRequestBody);
      const problem = recipientEmailError(Email);
      if (problem) throw badRequest(`Email: ${problem}`);
      const now = clock.now();
      const appUrl = appOrigin(req, deps.allowedOrigins);
      // The same answer in the same time whether or not the address has an account (ASVS 5.0 V6.3.8): it leaves
      // before the address is even looked up; the link is made, stored and e-mailed after (after-answer.ts).
      res.json({});
      afterAnswer(res, () => issueLink(Email, appUrl, now));
    },
    check(req, res) {
      const hash = queryString(req, 'hash', LINK_HASH);
      const recordId = queryInteger(req, 'recordId', { min: 1, max: 2_147_483_647 });
      const { record, state } = resetOf(recordId, hash, clock.now());
      const user = state === 'valid' && record ? store.userById(record.userId) : undefined;
      if (user && !flavour.accepts(user)) {
        if (flavour.elsewhere) throw badRequest(flavour.elsewhere.message);
        return res.json({ Status: STATUS.unknown, Email: '' });
      }
      res.json({ Status: STATUS[state], Email: user?.email ?? '' });
    },
    complete(req, res) {
      const body = validBody(req, ResetCompleteBody);
      const now = clock.now();
      const { record, state } = resetOf(body.RecordId, body.Hash, now);
      const user = record && store.userById(record.userId);
      if (state === 'valid' && user && !flavour.accepts(user) && flavour.elsewhere)
        throw badRequest(flavour.elsewhere.message);
      if (state !== 'valid' || !record || !user || user.deactivatedOn || !flavour.accepts(user))
        throw badRequest(STATE_TEXT[state === 'valid' ? 'unknown' : state]);
      const problem = passwordProblem(body.NewPassword, passwordContextOf(store, user));
      if (problem) throw badRequest(`NewPassword: ${problem}`);
      setPassword(user, body.NewPassword);
      record.usedAt = now;
      store.save();
      endSessionsOf(ctx, user.id, 'userLoggedOut', SIGNED_OUT);
      res.locals.activity = { user, area: flavour.area, action: flavour.completed };
      res.json({});
    },
  };
}
