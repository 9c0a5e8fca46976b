import { USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import type { ProviderStates } from './provider-states';
import { sessionStates } from './session.states';

const signedInAdmin = sessionStates['a user is signed in'];

/** States with fixed ids, to be replaced by parameterised states that answer the ids they create. */
export const legacyStates: ProviderStates = {
  'admin@demo.test has an empty form group 22': async (ctx) => {
    const values = await signedInAdmin(ctx, { user: 'admin' });
    ctx.store.data.formGroups.push({ GroupId: 22, Name: 'Audits', workspaceId: WORKSPACE_ID });
    ctx.store.save();
    return values;
  },
  'admin@demo.test has 3 unread notifications': async (ctx) => {
    const values = await signedInAdmin(ctx, { user: 'admin' });
    ctx.store.data.notifications
      .filter((n) => n.userId === USER_IDS.admin)
      .forEach((n, index) => (n.IsRead = index >= 3));
    ctx.store.save();
    return values;
  },
};
