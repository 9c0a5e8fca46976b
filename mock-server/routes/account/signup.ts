import type { Application } from 'express';
import type { RoleRecord, SignupRecord, UserRecord } from '../../../fixtures/types';
import { tokenState, type TokenState } from '../../../src/domain/account/account-tokens';
import {
  MAX_SIGNUPS_PER_WINDOW,
  SIGNUP_VALIDITY_MS,
  SIGNUP_WINDOW_MS,
  SignupText,
  signupLinkPath,
  signupProblems,
  type SignupLink,
} from '../../../src/domain/account/signup.entity';
import { ADMIN_ROLE_NAME, BUILT_IN_ROLE_VERBS } from '../../../src/domain/access/role-verbs';
import { hashPassword, newLinkToken, tokenMatches } from '../../account/passwords';
import { afterAnswer } from '../../after-answer';
import { mailRestoreLink, nextUserId } from '../../account/deleted-accounts';
import { signInAfresh } from '../../auth';
import type { MockContext } from '../../context';
import { toCurrentUser } from '../../current-user';
import { badRequest, handle } from '../../http';
import { appOrigin } from '../../mail/app-links';
import { SignupBody, SignupCompleteBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger, queryString } from '../../validate';
import type { AccountDeps } from './account-deps';
import { accountExistsMail, signupMail } from './account-mails';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const FIELD_KEYS = {
  workspaceName: 'WorkspaceName',
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  password: 'Password',
  confirmation: 'Password',
} as const;
const STATUS: Record<TokenState, SignupLink['Status']> = {
  valid: 'Valid',
  expired: 'Expired',
  used: 'Used',
  unknown: 'Invalid',
};

function signupOf(store: Store, recordId: number, hash: string, now: number) {
  const record = store.data.signups.find((s) => s.SignupId === recordId);
  if (!record || !tokenMatches(record.tokenDigest, hash)) return { state: 'unknown' as const };
  return { record, state: tokenState(record, now) };
}

/** A new workspace as the demo one starts: its workspace scope (0) and the built-in roles. */
function createWorkspace(store: Store, name: string): { workspaceId: number; adminRoleId: number } {
  const workspaceId = store.nextId(store.data.workspaces, (w) => w.id);
  store.data.workspaces.push({ id: workspaceId, name, theme: 2, timeZone: 'UTC' });
  store.data.scopes.push({ id: 0, workspaceId, name });
  let adminRoleId = 0;
  for (const roleName of Object.keys(BUILT_IN_ROLE_VERBS)) {
    const role: RoleRecord = {
      roleId: store.nextId(store.data.roles, (r) => r.roleId),
      roleName,
      roleTypeId: roleName === ADMIN_ROLE_NAME ? 2 : 1,
      workspaceId,
      builtIn: true,
    };
    store.data.roles.push(role);
    if (roleName === ADMIN_ROLE_NAME) adminRoleId = role.roleId;
  }
  return { workspaceId, adminRoleId };
}

/**
 * Sign-up (issue 35; docs/account.md "Sign-up"): anyone asks for a new workspace with its first administrator; the
 * answer is the same whether or not the address has an account (the e-mail says which), and the link e-mailed to a new
 * address creates the workspace once, within 24 hours, and signs its administrator in.
 */
export function registerSignupRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;
  const { clock } = deps;

  /** Records the sign-up and e-mails its link, or tells an address that has an account so; at most 3 an hour. */
  const issueSignupLink = (body: SignupBody, appUrl: string, now: number) => {
    const email = body.Email.trim();
    const recent = store.data.signups.filter(
      (s) => s.email.toLowerCase() === email.toLowerCase() && now - s.requestedAt < SIGNUP_WINDOW_MS,
    );
    if (recent.length >= MAX_SIGNUPS_PER_WINDOW) return;
    const { token, digest } = newLinkToken();
    // A new link voids the earlier ones: only the latest e-mail works. An address with an account is counted too.
    for (const s of store.data.signups)
      if (s.email.toLowerCase() === email.toLowerCase() && s.usedAt === null) s.usedAt = now;
    const record: SignupRecord = {
      SignupId: store.nextId(store.data.signups, (s) => s.SignupId),
      email,
      firstName: body.FirstName.trim(),
      lastName: body.LastName.trim(),
      workspaceName: body.WorkspaceName.trim(),
      passwordHash: '',
      requestedAt: now,
      expiresAt: now + SIGNUP_VALIDITY_MS,
      tokenDigest: digest,
      usedAt: null,
    };
    const existing = store.userByEmail(email);
    if (existing) {
      record.usedAt = now;
      store.data.signups.push(record);
      store.save();
      return deps.mailer.send(
        accountExistsMail(existing.email, `${appUrl}/login`, `${appUrl}/reset-password`),
      );
    }
    record.passwordHash = hashPassword(body.Password);
    store.data.signups.push(record);
    store.save();
    // Issue 35: an address whose account was deleted is told so, with its restore link beside the sign-up's.
    const signupLink = `${appUrl}${signupLinkPath(token, record.SignupId)}`;
    const restoring = mailRestoreLink(store, deps.mailer, email, appUrl, now, signupLink);
    if (restoring) return restoring;
    return deps.mailer.send(signupMail(email, signupLink, record.workspaceName));
  };

  app.post(
    '/account/signup',
    handle((req, res) => {
      const body = validBody(req, SignupBody);
      const problems = signupProblems(body);
      const first = Object.entries(problems)[0] as [keyof typeof FIELD_KEYS, string] | undefined;
      if (first) throw badRequest(`${FIELD_KEYS[first[0]]}: ${first[1]}`);
      const now = clock.now();
      const appUrl = appOrigin(req, deps.allowedOrigins);
      // The same answer in the same time whether or not the address has an account (ASVS 5.0 V6.3.8): the e-mail
      // tells its owner which, after the answer left (after-answer.ts).
      res.json({});
      afterAnswer(res, () => issueSignupLink(body, appUrl, now));
    }),
  );

  app.get(
    '/account/signup/check',
    handle((req, res) => {
      const hash = queryString(req, 'hash', LINK_HASH);
      const recordId = queryInteger(req, 'recordId', { min: 1, max: 2_147_483_647 });
      const { record, state } = signupOf(store, recordId, hash, clock.now());
      const valid = state === 'valid' && record;
      const link: SignupLink = {
        Status: STATUS[state],
        Email: valid ? record.email : '',
        WorkspaceName: valid ? record.workspaceName : '',
      };
      res.json(link);
    }),
  );

  app.post(
    '/account/signup/complete',
    handle((req, res) => {
      const body = validBody(req, SignupCompleteBody);
      const now = clock.now();
      const { record, state } = signupOf(store, body.RecordId, body.Hash, now);
      if (state !== 'valid' || !record)
        throw badRequest(SignupText[STATUS[state === 'valid' ? 'unknown' : state] as 'Invalid']);
      // The address may have got an account since (an invitation accepted): one account per address.
      if (store.userByEmail(record.email)) {
        record.usedAt = now;
        store.save();
        throw badRequest(SignupText.accountExists);
      }
      const { workspaceId, adminRoleId } = createWorkspace(store, record.workspaceName);
      const user: UserRecord = {
        id: nextUserId(store),
        email: record.email,
        passwordHash: record.passwordHash,
        userName: record.email.split('@')[0] ?? record.email,
        firstName: record.firstName,
        lastName: record.lastName,
        workspaceId,
        accountType: 1,
        isSite: false,
        isDirect: false,
        theme: null,
        primaryScopeId: 0,
        signInScopeId: 0,
        scopeIds: [0],
        sessionMinutes: 30,
        privacyAccepted: false,
        roleIds: [adminRoleId],
        deactivatedOn: null,
        lastActiveOn: null,
      };
      store.data.users.push(user);
      record.usedAt = now;
      record.passwordHash = '';
      store.save();
      res.locals.activity = {
        user,
        area: 'users',
        action: `Created the workspace "${record.workspaceName}"`,
      };
      const session = signInAfresh(ctx, res, user);
      res.json(toCurrentUser(store, user, session));
    }),
  );
}
