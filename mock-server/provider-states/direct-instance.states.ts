import { HttpError } from '../http';
import { stateParam, type ProviderStates } from './provider-states';

/** States of the pacts of a form instance by direct link (issue 35; docs/sharing.md "An instance by direct link"). */
export const directInstanceStates: ProviderStates = {
  /** Params `{ Email }`: the latest share with this address (`a form share exists` first) may be viewed by link. */
  'the share may be viewed by link': (ctx, params) => {
    const email = stateParam(params, 'Email');
    const share = [...ctx.store.data.formShares]
      .reverse()
      .find((s) => s.RevokedOn === null && s.Email === email);
    if (!share)
      throw new HttpError(400, `No share with ${email}: the state "a form share exists" comes first.`);
    share.ViewByLink = true;
    ctx.store.save();
    return {};
  },
};
