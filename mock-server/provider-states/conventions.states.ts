import { USER_EMAILS } from '../../fixtures/ids';
import { HttpError } from '../http';
import { stateParam, type ProviderStates } from './provider-states';
import { USER_KINDS } from './session.states';

/** States that let an interaction break a request convention on purpose (docs/contracts.md). */
export const conventionStates: ProviderStates = {
  /**
   * Params `{ Name }`: a team (scope) of the signed-in user's workspace with this name exists; of the users the
   * states sign in, only administrators and the members of that team in the fixtures belong to it (the `field`
   * user is not a member of "Design Team"). Answers `TeamScopeId`.
   */
  'a team exists': (ctx, params) => {
    const name = stateParam(params, 'Name');
    const team = ctx.store.data.scopes.find((scope) => scope.name === name);
    if (!team) throw new HttpError(400, `The mock has no team named ${name}.`);
    return { TeamScopeId: team.id };
  },
  /** Params `{ user: UserKind }`: another user of the workspace, not signed in by this interaction. Answers `OtherUid`. */
  'another user exists': (ctx, params) => {
    const kind = stateParam(params, 'user', USER_KINDS);
    const user = ctx.store.userByEmail(USER_EMAILS[kind]);
    if (!user) throw new Error(`The fixture user ${kind} is missing.`);
    return { OtherUid: user.id };
  },
};
