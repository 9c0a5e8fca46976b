import { randomBytes } from 'node:crypto';
import { INSTANCE_IDS, FORM_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { codeIssued } from '../../src/domain/sharing/code-ledger';
import { grantToken } from '../../src/domain/sharing/share-token';
import { MAX_CODES_PER_WINDOW, CODE_REQUEST_WINDOW_MS } from '../../src/domain/sharing/sharing-rules';
import { HttpError } from '../http';
import { stateParam, type ProviderStateContext, type ProviderStates } from './provider-states';

/** The latest active share with this recipient (made by `a form share exists`). */
function shareFor(ctx: ProviderStateContext, email: string) {
  const share = [...ctx.store.data.formShares]
    .reverse()
    .find((s) => s.RevokedOn === null && s.Email === email);
  if (!share)
    throw new HttpError(400, `No share with ${email}: the state "a form share exists" comes first.`);
  return share;
}

export const sharingStates: ProviderStates = {
  /**
   * Params `{ Email }`: the demo instance (Site Inspection, fixtures/) is shared with this address by the admin.
   * Answers `Hash` (its link's) and `ShareId`. A backend makes a share however it does; only these two reach the pact.
   */
  'a form share exists': (ctx, params) => {
    const Email = stateParam(params, 'Email');
    const ShareId = Math.max(0, ...ctx.store.data.formShares.map((s) => s.ShareId)) + 100;
    const Hash = randomBytes(24).toString('base64url');
    ctx.store.data.formShares.push({
      ShareId,
      FormId: FORM_IDS.demo,
      InstanceId: INSTANCE_IDS.demo,
      Email,
      Hash,
      createdBy: USER_IDS.admin,
      CreatedOn: new Date(ctx.clock.now()).toISOString(),
      FilledOn: null,
      RevokedOn: null,
      workspaceId: WORKSPACE_ID,
    });
    ctx.store.save();
    return { Hash, ShareId };
  },
  /**
   * Params `{ Email, Code }`: a code was sent to this recipient of the share and is still valid; it is `Code` (the pact
   * chooses it, as `a user can sign in` chooses a password: no code ever leaves the backend). Answers `{}`.
   */
  'a code was sent for the share': (ctx, params) => {
    const share = shareFor(ctx, stateParam(params, 'Email'));
    const state = ctx.sharing.verification(share.ShareId);
    ctx.sharing.setVerification(
      share.ShareId,
      codeIssued(state, share.Email, ctx.sharing.digest(stateParam(params, 'Code')), ctx.clock.now()),
    );
    return {};
  },
  /**
   * Params `{ Email }`: as many codes were sent to this recipient in the last minutes as the limit allows, and all were
   * used. Answers `{}`.
   */
  'the share has sent all the codes it may for now': (ctx, params) => {
    const share = shareFor(ctx, stateParam(params, 'Email'));
    const now = ctx.clock.now();
    let state = ctx.sharing.verification(share.ShareId);
    for (let i = MAX_CODES_PER_WINDOW; i > 0; i--)
      state = codeIssued(state, share.Email, `spent-${i}`, now - (i * CODE_REQUEST_WINDOW_MS) / 20);
    // All of them spent: none is left to type (a live one would be asked for instead: issue 32 #14).
    ctx.sharing.setVerification(share.ShareId, { ...state, current: null });
    return {};
  },
  /** Params `{ Email }`: the recipient verified the address and holds a token for the share. Answers `Token`. */
  'the recipient holds a token for the share': (ctx, params) => {
    const share = shareFor(ctx, stateParam(params, 'Email'));
    const now = ctx.clock.now();
    return {
      Token: ctx.sharing.issueToken(grantToken(share.ShareId, share.Email, share.InstanceId, now), now),
    };
  },
};
