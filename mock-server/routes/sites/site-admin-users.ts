import type { Application, Request } from 'express';
import type { SiteRecord, SiteUserRecord, UserRecord } from '../../../fixtures/types';
import { recipientEmailError, sameEmail } from '../../../src/domain/sharing/recipient-email';
import { SITE_KIND } from '../../../src/domain/sites/site.entity';
import { SiteSessionText } from '../../../src/domain/sites/site-session-texts';
import {
  MAX_SITE_USERS,
  SITE_INVITATION_VALIDITY_MS,
  SiteText,
  accessEndProblem,
  siteInvitationPath,
} from '../../../src/domain/sites/site.rules';
import { tokenDigest } from '../../account/passwords';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle } from '../../http';
import { appOrigin } from '../../mail/app-links';
import { MAX_ID } from '../../schemas/schema-rules';
import { SiteInviteBody, SiteUserIdBody, SiteUserUpdateBody } from '../../schemas/sites.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { administrator } from '../admin/admin-guard';
import type { AdminDeps } from '../admin/invitations';
import { isMember, personName } from '../admin/admin-views';
import { siteInvitationMail } from './site-admin-mails';
import {
  endVisitorSessions,
  newSiteHash,
  siteOr404,
  siteUserOr404,
  toSiteUser,
  todayOf,
} from './site-admin-views';

const clean = (text: string | null | undefined) => (text ?? '').trim();

/**
 * The people of an individual-access site (issue 33; administrators only; docs/sites.md "People"): list, invite by
 * e-mail, resend (a new link: the old one opens nothing), deactivate, reactivate, remove, change their name and
 * access end date. Deactivating or removing someone ends their open sessions at once.
 */
export function registerSiteAdminUserRoutes(app: Application, ctx: MockContext, deps: AdminDeps): void {
  const { store } = ctx;
  const { mailer, clock } = deps;

  const individualSite = (workspaceId: number, siteId: number): SiteRecord => {
    const site = siteOr404(store, workspaceId, siteId);
    if (site.Kind !== SITE_KIND.IndividualAccess) throw badRequest(SiteText.notIndividualAccess);
    return site;
  };

  /** Mails the invitation with a fresh hash; the row takes the hash only once the mail is out (the old link dies). */
  const send = async (req: Request, row: SiteUserRecord, site: SiteRecord, inviter: UserRecord) => {
    const hash = newSiteHash();
    const link = `${appOrigin(req, deps.allowedOrigins)}${siteInvitationPath(hash, row.SiteUserId)}`;
    const workspace = store.workspace(site.workspaceId)?.name ?? '';
    const sent = await mailer.send(
      siteInvitationMail(row.Email, link, personName(inviter), site.Name, workspace),
    );
    if (!sent.delivered && mailer.sends) throw new HttpError(503, SiteText.invitationNotSent);
    const now = clock.now();
    row.invitationDigest = tokenDigest(hash);
    row.invitationSentOn = new Date(now).toISOString();
    row.invitationExpiresAt = now + SITE_INVITATION_VALIDITY_MS;
  };

  app.get(
    '/site/users',
    handle((req, res) => {
      const { user } = administrator(store, res);
      const site = individualSite(user.workspaceId, queryInteger(req, 'siteId', { min: 1, max: MAX_ID }));
      res.json(
        store.data.siteUsers
          .filter((u) => u.SiteId === site.SiteId)
          .sort((a, b) => a.Email.localeCompare(b.Email))
          .map(toSiteUser),
      );
    }),
  );

  app.post(
    '/site/users/invite',
    handle(async (req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SiteInviteBody);
      const site = individualSite(admin.workspaceId, body.SiteId);
      const emailProblem = recipientEmailError(body.Email);
      if (emailProblem) throw badRequest(`Email: ${emailProblem}`);
      const email = body.Email.trim();
      const existing = store.userByEmail(email);
      if (existing && existing.workspaceId === admin.workspaceId && isMember(existing))
        throw badRequest(`Email: ${SiteText.memberAddress}`);
      if (existing && existing.workspaceId !== admin.workspaceId)
        throw badRequest(`Email: ${SiteText.otherWorkspaceAddress}`);
      const people = store.data.siteUsers.filter((u) => u.SiteId === site.SiteId);
      if (people.some((u) => sameEmail(u.Email, email)))
        throw badRequest(`Email: ${SiteText.alreadyOnSite(email)}`);
      if (people.length >= MAX_SITE_USERS) throw badRequest(SiteText.tooManyUsers);
      const endsOn = body.AccessEndsOn ?? null;
      const dateProblem = accessEndProblem(endsOn, todayOf(clock.now()));
      if (dateProblem) throw badRequest(`AccessEndsOn: ${dateProblem}`);
      const row: SiteUserRecord = {
        SiteUserId: store.nextId(store.data.siteUsers, (u) => u.SiteUserId),
        SiteId: site.SiteId,
        Email: email,
        FirstName: clean(body.FirstName) || (existing?.firstName ?? ''),
        LastName: clean(body.LastName) || (existing?.lastName ?? ''),
        Status: 'Invited',
        InvitedOn: new Date(clock.now()).toISOString(),
        LastVisitOn: null,
        AccessEndsOn: endsOn,
        workspaceId: admin.workspaceId,
        // An address with a site account already is linked when they accept (the visitor side's login/invitation).
        userId: null,
        invitationDigest: '',
        invitationSentOn: '',
        createdBy: admin.id,
      };
      await send(req, row, site, admin);
      store.data.siteUsers.push(row);
      store.save();
      res.json(toSiteUser(row));
    }),
  );

  app.post(
    '/site/users/resend',
    handle(async (req, res) => {
      const { user: admin } = administrator(store, res);
      const row = siteUserOr404(store, admin.workspaceId, validBody(req, SiteUserIdBody).SiteUserId);
      if (row.Status !== 'Invited') throw badRequest('Only an invitation still waiting can be sent again.');
      await send(req, row, siteOr404(store, admin.workspaceId, row.SiteId), admin);
      store.save();
      res.json(toSiteUser(row));
    }),
  );

  app.post(
    '/site/users/deactivate',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const row = siteUserOr404(store, admin.workspaceId, validBody(req, SiteUserIdBody).SiteUserId);
      row.Status = 'Deactivated';
      store.save();
      if (row.userId !== null) endVisitorSessions(ctx, [row.userId], SiteSessionText.accessEnded);
      res.json(toSiteUser(row));
    }),
  );

  app.post(
    '/site/users/reactivate',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const row = siteUserOr404(store, admin.workspaceId, validBody(req, SiteUserIdBody).SiteUserId);
      if (row.Status === 'Deactivated') {
        row.Status = row.userId === null ? 'Invited' : 'Active';
        store.save();
      }
      res.json(toSiteUser(row));
    }),
  );

  app.post(
    '/site/users/remove',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const row = siteUserOr404(store, admin.workspaceId, validBody(req, SiteUserIdBody).SiteUserId);
      store.data.siteUsers = store.data.siteUsers.filter((u) => u !== row);
      store.save();
      if (row.userId !== null) endVisitorSessions(ctx, [row.userId], SiteSessionText.accessEnded);
      res.json({});
    }),
  );

  app.post(
    '/site/users/update',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SiteUserUpdateBody);
      const row = siteUserOr404(store, admin.workspaceId, body.SiteUserId);
      const endsOn = body.AccessEndsOn ?? null;
      const dateProblem = accessEndProblem(endsOn, todayOf(clock.now()), row.AccessEndsOn);
      if (dateProblem) throw badRequest(`AccessEndsOn: ${dateProblem}`);
      row.FirstName = clean(body.FirstName);
      row.LastName = clean(body.LastName);
      row.AccessEndsOn = endsOn;
      store.save();
      res.json(toSiteUser(row));
    }),
  );
}
