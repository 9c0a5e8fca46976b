import { RESTORE_LINK_VALIDITY_MS } from '../../src/domain/account/account-deletion.rules';
import { tokenDigest } from '../account/passwords';
import { HttpError } from '../http';
import { stateParam, type ProviderStates } from './provider-states';

/**
 * States of the deleted-user and restore pacts (issue 35; docs/account.md "Deleted accounts"). As for the other
 * e-mailed links, the token is chosen by the pact and kept here only as its digest.
 */
export const restoreStates: ProviderStates = {
  /** Params `{ Email }`: an administrator deleted this demo user a moment ago. Answers `UserId`. */
  'the user was deleted': (ctx, params) => {
    const email = stateParam(params, 'Email');
    const user = ctx.store.userByEmail(email);
    if (!user) throw new HttpError(400, `No user ${email}.`);
    ctx.store.data.users = ctx.store.data.users.filter((u) => u !== user);
    ctx.store.data.deletedUsers.push({ user, deletedAt: ctx.clock.now(), deletedBy: 1 });
    ctx.store.save();
    return { UserId: user.id };
  },
  /** Params `{ Email, Token }`: a restore link with this token was e-mailed to the deleted address. Answers `RestoreId`. */
  'a restore link was e-mailed': (ctx, params) => {
    const now = ctx.clock.now();
    const RestoreId = ctx.store.nextId(ctx.store.data.accountRestores, (r) => r.RestoreId) + 100;
    ctx.store.data.accountRestores.push({
      RestoreId,
      email: stateParam(params, 'Email'),
      requestedAt: now,
      expiresAt: now + RESTORE_LINK_VALIDITY_MS,
      tokenDigest: tokenDigest(stateParam(params, 'Token')),
      usedAt: null,
    });
    ctx.store.save();
    return { RestoreId };
  },
};
