/**
 * A site visitor's way in and out (issue 33; docs/sites.md "Entry"): the invitation link, registering from it or
 * taking it with an existing site account, the individual sign-in, the single-password sign-in, and signing out of
 * the site session only. Every password is checked through the sign-in throttle; every password set is kept as scrypt.
 */
import { timingSafeEqual } from 'node:crypto';
import { nextUserId } from '../../account/deleted-accounts';
import type { Application, Request, Response } from 'express';
import type { SiteRecord, SiteUserRecord, UserRecord } from '../../../fixtures/types';
import { passwordProblem } from '../../../src/domain/account/password.rules';
import { ACCOUNT_DEACTIVATED } from '../../../src/domain/platform/realtime-events';
import {
  SITE_ADDRESS_NOT_VALID,
  SITE_NOT_ACTIVE,
  SiteInvitationText,
  WRONG_SITE_PASSWORD,
  type SiteInvitation,
} from '../../../src/domain/sites/site-visit.entity';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import { passwordMatches, setPassword, tokenMatches } from '../../account/passwords';
import { refusalMessage, type SignInCheck } from '../../account/sign-in-throttle';
import { recordActivity } from '../../activity/activity-hook';
import { callerOf, clearSessionCookies, signInAfresh } from '../../auth';
import type { MockContext } from '../../context';
import { toCurrentUser } from '../../current-user';
import { HttpError, badRequest, handle } from '../../http';
import { LoginBody } from '../../schemas/account.schema';
import { EmptyBody } from '../../schemas/common.schema';
import { SiteInvitationBody, SitePasswordLoginBody } from '../../schemas/site-visit.schema';
import { validBody } from '../../schemas/valid-body';
import { passwordContextOf } from '../account/account-deps';
import { isSiteAccount, openSites } from './site-visit-reach';
import type { SiteVisitDeps } from './site-visit-deps';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

export function registerSiteVisitAccountRoutes(
  app: Application,
  ctx: MockContext,
  deps: SiteVisitDeps,
): void {
  const { store } = ctx;
  const { clock, throttle } = deps;
  const siteOf = (row: SiteUserRecord) => store.data.sites.find((s) => s.SiteId === row.SiteId);

  /** The row a link names, and what the link says now. */
  const invitationOf = (hash: string, recordId: number) => {
    const row = store.data.siteUsers.find((r) => r.SiteUserId === recordId);
    const site = row && siteOf(row);
    if (!row || !site || site.Kind !== 1) return { status: 'Invalid' as const };
    if (!tokenMatches(row.invitationDigest, hash)) return { status: 'Replaced' as const, row, site };
    if (row.Status !== 'Invited' || row.userId !== null) return { status: 'Used' as const, row, site };
    return { status: 'Valid' as const, row, site };
  };
  const validOr400 = (hash: string, recordId: number) => {
    const found = invitationOf(hash, recordId);
    if (found.status !== 'Valid') throw badRequest(SiteInvitationText[found.status]);
    return found;
  };
  const accountFor = (email: string) => store.data.users.find((u) => sameEmail(u.email, email));

  /** A visit is logged with its site, and the site user's last visit follows. */
  const entered = (user: UserRecord, sites: readonly SiteRecord[]) => {
    const now = new Date(clock.now()).toISOString();
    for (const site of sites) {
      for (const row of store.data.siteUsers)
        if (row.userId === user.id && row.SiteId === site.SiteId) row.LastVisitOn = now;
      recordActivity(
        store,
        clock,
        { workspaceId: user.workspaceId, userId: user.id, userName: nameOf(user) },
        { area: 'sites', action: `Signed in to the site ${site.Name}`, siteId: site.SiteId },
        user,
      );
    }
  };

  /** Signs the site account in, or says why it may not come in (only to whoever knew the password). */
  const signInSite = (res: Response, user: UserRecord) => {
    if (user.deactivatedOn) throw new HttpError(403, ACCOUNT_DEACTIVATED);
    const sites = openSites(store, clock, user);
    if (sites.length === 0) throw new HttpError(403, SITE_NOT_ACTIVE, { IsSiteNotActive: true });
    const session = signInAfresh(ctx, res, user);
    entered(user, sites);
    res.json(toCurrentUser(store, user, session));
  };

  /** A password typed for `key` (an address, or a site's hash): counted like a sign-in (429 while it must wait). */
  const proved = (req: Request, res: Response, key: string, matches: () => boolean): boolean => {
    const address = req.socket.remoteAddress ?? 'unknown';
    const refusal = throttle.check(key, address);
    if (refusal) {
      if (refusal.retryAfterMs !== null)
        res.set('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
      throw new HttpError(429, refusalMessage(refusal));
    }
    if (!matches()) {
      throttle.failed(key, address);
      return false;
    }
    throttle.succeeded(key);
    return true;
  };

  app.get(
    '/siteaccount/invitation/:hash/:recordId',
    handle((req, res) => {
      const hash = String(req.params.hash);
      const recordId = Number(req.params.recordId);
      const found =
        LINK_HASH.test(hash) && /^[1-9]\d{0,9}$/.test(String(req.params.recordId))
          ? invitationOf(hash, recordId)
          : { status: 'Invalid' as const };
      const answer: SiteInvitation = {
        Status: found.status,
        Email: '',
        FirstName: '',
        SiteName: '',
        WorkspaceName: '',
        HasAccount: false,
      };
      if (found.status === 'Valid') {
        const account = accountFor(found.row.Email);
        Object.assign(answer, {
          Email: found.row.Email,
          FirstName: found.row.FirstName,
          SiteName: found.site.Name,
          WorkspaceName: store.workspace(found.site.workspaceId)?.name ?? '',
          HasAccount: account !== undefined,
        });
      }
      res.json(answer);
    }),
  );

  app.post(
    '/siteaccount/register',
    handle((req, res) => {
      const body = validBody(req, SiteInvitationBody);
      const { row, site } = validOr400(body.Hash, body.RecordId);
      if (accountFor(row.Email))
        throw badRequest('This address already has an account. Sign in to take the invitation.');
      const fresh = { email: row.Email, firstName: row.FirstName, lastName: row.LastName };
      const problem = passwordProblem(
        body.Password,
        passwordContextOf(store, { ...fresh, workspaceId: site.workspaceId }),
      );
      if (problem) throw badRequest(`Password: ${problem}`);
      const user: UserRecord = {
        id: nextUserId(store),
        ...fresh,
        userName: row.Email,
        workspaceId: site.workspaceId,
        accountType: 3,
        isSite: true,
        isDirect: false,
        theme: 1,
        primaryScopeId: 0,
        signInScopeId: 0,
        scopeIds: [0],
        sessionMinutes: 30,
        privacyAccepted: true,
        roleIds: [],
        deactivatedOn: null,
        lastActiveOn: null,
        siteVisitorOf: null,
      };
      setPassword(user, body.Password);
      store.data.users.push(user);
      row.userId = user.id;
      row.Status = 'Active';
      store.save();
      signInSite(res, user);
    }),
  );

  app.post(
    '/siteaccount/login/invitation',
    handle((req, res) => {
      const body = validBody(req, SiteInvitationBody);
      const { row } = validOr400(body.Hash, body.RecordId);
      const user = accountFor(row.Email);
      if (!proved(req, res, row.Email, () => passwordMatches(user, body.Password)) || !user)
        throw badRequest(`Password: ${WRONG_SITE_PASSWORD}`);
      if (!isSiteAccount(user) || user.siteVisitorOf)
        throw badRequest(
          'This address belongs to a member of the workspace. Ask for an invitation to another address.',
        );
      row.userId = user.id;
      row.Status = 'Active';
      store.save();
      signInSite(res, user);
    }),
  );

  app.post(
    '/siteaccount/login',
    handle((req, res) => {
      const body = validBody(req, LoginBody);
      const user = accountFor(body.Email);
      // The throttle before this route (visit-index.ts) compared the password once, as for the member sign-in.
      const check = res.locals.signInCheck as SignInCheck | undefined;
      const matched =
        check?.email === body.Email && check.password === body.Password
          ? check.matched
          : passwordMatches(user, body.Password);
      if (!user || !matched || !isSiteAccount(user) || user.siteVisitorOf)
        throw badRequest('Invalid e-mail or password.');
      signInSite(res, user);
    }),
  );

  app.post(
    '/siteaccount/password/login',
    handle((req, res) => {
      const body = validBody(req, SitePasswordLoginBody);
      const site = store.data.sites.find((s) => s.Kind === 2 && sameText(s.Hash, body.Hash));
      const secret = site ? { password: site.password, passwordHash: site.passwordHash } : undefined;
      // An unknown address is counted too, so that guessing addresses costs what guessing passwords does.
      if (!proved(req, res, `site:${body.Hash}`, () => passwordMatches(secret, body.Password)))
        throw badRequest(site ? `Password: ${WRONG_SITE_PASSWORD}` : SITE_ADDRESS_NOT_VALID);
      if (!site) throw badRequest(SITE_ADDRESS_NOT_VALID);
      signInSite(res, visitorOf(site));
    }),
  );

  /** The site's hidden visitor account (docs/sites.md "Data"), made at the first right password. */
  const visitorOf = (site: SiteRecord): UserRecord => {
    const known = site.visitorUserId ? store.userById(site.visitorUserId) : undefined;
    if (known) return known;
    const user: UserRecord = {
      id: nextUserId(store),
      email: `site-${site.SiteId}-visitor@sites.invalid`,
      userName: `site-${site.SiteId}-visitor`,
      firstName: 'Visitor of',
      lastName: site.Name,
      workspaceId: site.workspaceId,
      accountType: 3,
      isSite: true,
      isDirect: false,
      theme: 1,
      primaryScopeId: 0,
      signInScopeId: 0,
      scopeIds: [0],
      sessionMinutes: 30,
      privacyAccepted: true,
      roleIds: [],
      deactivatedOn: null,
      lastActiveOn: null,
      siteVisitorOf: site.SiteId,
    };
    store.data.users.push(user);
    site.visitorUserId = user.id;
    store.save();
    return user;
  };

  app.post(
    '/siteaccount/logout',
    handle((req, res) => {
      validBody(req, EmptyBody);
      const caller = callerOf(res);
      // A member's session is never ended here: /site/logout signs out a site session only.
      if (caller && isSiteAccount(caller.user)) {
        ctx.sessions.remove(caller.session.token);
        ctx.hub.closeSession(caller.session.token);
        clearSessionCookies(res);
      }
      res.json({});
    }),
  );
}
