import { PROJECT_IDS, USER_IDS } from '../../fixtures/ids';
import { SIGNUP_VALIDITY_MS } from '../../src/domain/account/signup.entity';
import { hashPassword, tokenDigest } from '../account/passwords';
import { stateParam, type ProviderStates } from './provider-states';

/**
 * States of the sign-up pacts (issue 35; docs/contracts.md). As for the other e-mailed links, the token is chosen by
 * the pact and kept here only as its digest.
 */
export const accountStates: ProviderStates = {
  /**
   * Params `{ Email, Token, WorkspaceName }`: a visitor signed up with this address (no account yet) and was e-mailed a
   * link whose token is `Token`. Answers `SignupId` (the link's record).
   */
  'a sign-up link was e-mailed': (ctx, params) => {
    const now = ctx.clock.now();
    const SignupId = ctx.store.nextId(ctx.store.data.signups, (s) => s.SignupId) + 100;
    ctx.store.data.signups.push({
      SignupId,
      email: stateParam(params, 'Email'),
      firstName: 'Hana',
      lastName: 'Harbour',
      workspaceName: stateParam(params, 'WorkspaceName'),
      passwordHash: hashPassword('plum tractor violin meadow'),
      requestedAt: now,
      expiresAt: now + SIGNUP_VALIDITY_MS,
      tokenDigest: tokenDigest(stateParam(params, 'Token')),
      usedAt: null,
    });
    ctx.store.save();
    return { SignupId };
  },
  /**
   * The signed-in user's only notification is about a project (issue 35: a notice that is not about a task links to
   * its subject). Answers `NotificationId`.
   */
  'the user has one notification, about a project': (ctx) => {
    const userId = USER_IDS.admin;
    const NotificationId = ctx.store.nextId(ctx.store.data.notifications, (n) => n.NotificationId);
    ctx.store.data.notifications = ctx.store.data.notifications.filter((n) => n.userId !== userId);
    ctx.store.data.notifications.push({
      NotificationId,
      userId,
      Message: 'Finn Field invited you to Bridge Inspection.',
      CreatedOn: '2026-11-20T09:30:00.000Z',
      IsRead: false,
      Subject: { Kind: 'project', Id: PROJECT_IDS.bridgeInspection },
    });
    ctx.store.save();
    return { NotificationId };
  },
};
