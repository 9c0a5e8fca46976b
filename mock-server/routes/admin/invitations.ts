import type { Application } from 'express';
import type { InvitationRecord, UserRecord } from '../../../fixtures/types';
import { INVITATION_VALIDITY_MS, invitationPath } from '../../../src/domain/account/account-tokens';
import { userChangeRefusal } from '../../../src/domain/admin/administrator.rules';
import { AdminText } from '../../../src/domain/admin/admin-texts';
import { MAX_PENDING_INVITATIONS } from '../../../src/domain/admin/admin-limits';
import { recipientEmailError, sameEmail } from '../../../src/domain/sharing/recipient-email';
import { newLinkToken } from '../../account/passwords';
import type { MockContext } from '../../context';
import { HttpError, badRequest, handle } from '../../http';
import { appOrigin } from '../../mail/app-links';
import type { Mailer } from '../../mail/mailer';
import type { MockClock } from '../../mock-clock';
import { InvitationBody, InvitationIdBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { invitationMail } from '../account/account-mails';
import { administrator } from './admin-guard';
import { administratorFacts, isMember, personName, toInvitation } from './admin-views';
import { checkRolesAndTeams } from './users';
import { ensureUserSeat } from '../billing/workspace-usage';

export interface AdminDeps {
  mailer: Mailer;
  clock: MockClock;
  allowedOrigins: readonly string[];
}

/** An invitation still waiting: neither used nor revoked (it may have expired). */
export const isOpen = (record: InvitationRecord) => record.usedAt === null && record.revokedOn === null;

/**
 * Invitations (administrators only): list, invite by e-mail, resend (a new link: the old one opens nothing), revoke.
 * The link is e-mailed through the mailer (docs/mail.md); the token is kept only as a digest.
 */
export function registerInvitationRoutes(app: Application, ctx: MockContext, deps: AdminDeps): void {
  const { store } = ctx;
  const { clock } = deps;
  const openOr404 = (workspaceId: number, id: number) => {
    const record = store.data.invitations.find(
      (i) => i.InvitationId === id && i.workspaceId === workspaceId && isOpen(i),
    );
    if (!record) throw new HttpError(404, `No open invitation ${id}.`);
    return record;
  };

  const send = (req: Parameters<typeof appOrigin>[0], record: InvitationRecord, inviter: UserRecord) =>
    sendInvitation(ctx, deps, req, record, inviter);

  app.get(
    '/invitation/list',
    handle((_req, res) => {
      const { user } = administrator(store, res);
      const now = clock.now();
      res.json(
        store.data.invitations
          .filter((i) => i.workspaceId === user.workspaceId && isOpen(i))
          .map((i) => toInvitation(store, i, now)),
      );
    }),
  );

  app.post(
    '/invitation/create',
    handle(async (req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, InvitationBody);
      const record = await makeInvitation(ctx, deps, req, admin, body);
      res.json(toInvitation(store, record, clock.now()));
    }),
  );

  app.post(
    '/invitation/resend',
    handle(async (req, res) => {
      const { user: admin } = administrator(store, res);
      const record = openOr404(admin.workspaceId, validBody(req, InvitationIdBody).InvitationId);
      await send(req, record, admin);
      record.invitedBy = admin.id;
      store.save();
      res.json(toInvitation(store, record, clock.now()));
    }),
  );

  app.post(
    '/invitation/delete',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const record = openOr404(admin.workspaceId, validBody(req, InvitationIdBody).InvitationId);
      record.revokedOn = new Date(clock.now()).toISOString();
      store.save();
      res.json({});
    }),
  );
}

/** Sends the invitation's e-mail with a fresh token; the record takes the token only once the mail is out. */
async function sendInvitation(
  ctx: MockContext,
  deps: AdminDeps,
  req: Parameters<typeof appOrigin>[0],
  record: InvitationRecord,
  inviter: UserRecord,
): Promise<void> {
  const { store } = ctx;
  const { mailer, clock } = deps;
  const { token, digest } = newLinkToken();
  const link = `${appOrigin(req, deps.allowedOrigins)}${invitationPath(token, record.InvitationId)}`;
  const workspace = store.workspace(record.workspaceId)?.name ?? '';
  const sent = await mailer.send(invitationMail(record.Email, link, personName(inviter), workspace));
  // With an SMTP server named, a mail it did not take is a failure; the null mailer (no server) sends nothing, as documented.
  if (!sent.delivered && mailer.sends) throw new HttpError(503, AdminText.invitationNotSent);
  const now = clock.now();
  record.tokenDigest = digest;
  record.SentOn = new Date(now).toISOString();
  record.expiresAt = now + INVITATION_VALIDITY_MS;
}

/** Why this address cannot be invited into `workspaceId` now (400), checked before an invitation or a team request. */
export function checkInvitable(ctx: MockContext, deps: AdminDeps, workspaceId: number, email: string): void {
  const { store } = ctx;
  const emailProblem = recipientEmailError(email);
  if (emailProblem) throw badRequest(`Email: ${emailProblem}`);
  const existing = store.userByEmail(email);
  if (existing && existing.workspaceId === workspaceId && isMember(existing) && !existing.deactivatedOn)
    throw badRequest(AdminText.alreadyMember(email));
  if (existing && existing.workspaceId !== workspaceId)
    throw badRequest('This address belongs to an account of another workspace.');
  const now = deps.clock.now();
  const open = store.data.invitations.filter((i) => i.workspaceId === workspaceId && isOpen(i));
  const same = open.find((i) => sameEmail(i.Email, email));
  if (same && now < same.expiresAt) throw badRequest(AdminText.alreadyInvited(email));
  if (open.length - (same ? 1 : 0) >= MAX_PENDING_INVITATIONS) throw badRequest(AdminText.tooManyInvitations);
}

/**
 * Invites an address (issue 17): checks it, sends the mail and keeps the invitation, made by `inviter` (an
 * administrator, or the workspace user whose team request was applied: issue 35).
 */
export async function makeInvitation(
  ctx: MockContext,
  deps: AdminDeps,
  req: Parameters<typeof appOrigin>[0],
  inviter: UserRecord,
  draft: { Email: string; AccountType: 1 | 2; RoleIds: number[]; TeamIds: number[] },
): Promise<InvitationRecord> {
  const { store } = ctx;
  const email = draft.Email.trim();
  checkInvitable(ctx, deps, inviter.workspaceId, email);
  const now = deps.clock.now();
  const same = store.data.invitations.find(
    (i) => i.workspaceId === inviter.workspaceId && isOpen(i) && sameEmail(i.Email, email),
  );
  const roleIds = [...new Set(draft.RoleIds)];
  const teamIds = [...new Set(draft.TeamIds)];
  checkRolesAndTeams(ctx, inviter.workspaceId, roleIds, teamIds);
  const refusal = userChangeRefusal(administratorFacts(store, inviter.workspaceId), {
    userId: 0,
    accountType: draft.AccountType,
    roleIds,
  });
  if (refusal) throw badRequest(refusal);
  // Issue 35: an invitation holds a seat of the plan (an expired one of the same address holds none).
  ensureUserSeat(store, inviter.workspaceId, now);
  const record: InvitationRecord = {
    InvitationId: store.nextId(store.data.invitations, (i) => i.InvitationId),
    workspaceId: inviter.workspaceId,
    Email: email,
    AccountType: draft.AccountType,
    RoleIds: roleIds,
    TeamIds: teamIds,
    invitedBy: inviter.id,
    SentOn: '',
    expiresAt: 0,
    tokenDigest: '',
    usedAt: null,
    acceptedUserId: null,
    revokedOn: null,
  };
  await sendInvitation(ctx, deps, req, record, inviter);
  // An expired invitation of the same address is replaced by the new one.
  if (same) same.revokedOn = new Date(now).toISOString();
  store.data.invitations.push(record);
  store.save();
  return record;
}
