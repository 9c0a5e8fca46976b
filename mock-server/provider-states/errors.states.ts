import { USER_EMAILS, WORKSPACE_ID } from '../../fixtures/ids';
import { HttpError } from '../http';
import { stateParam, type ProviderStates, type StateValues } from './provider-states';
import { USER_KINDS, sessionValues, sessionStates } from './session.states';

const signIn = sessionStates['a user is signed in'];

/** States behind the error catalogue's interactions (platform spec §8; docs/contracts.md). */
export const errorStates: ProviderStates = {
  /**
   * Params `{ user }`: that user signed in, and the session has since ended (expired or signed out elsewhere). Answers
   * the ended session's values: its cookie no longer opens anything (401).
   */
  "a user's session has ended": async (ctx, params) => {
    const values = await signIn(ctx, params);
    ctx.endSessions();
    return values;
  },
  /** The signed-in user's workspace is locked: its calls answer 403 `IsLocked`. Answers `WorkspaceId`. */
  'the workspace is locked': (ctx) => {
    const workspace = ctx.store.workspace(WORKSPACE_ID)!;
    workspace.locked = true;
    ctx.store.save();
    return { WorkspaceId: workspace.id };
  },
  /**
   * Params `{ user, Name }`: that user is signed in and works in their team of that name, which has since been
   * deleted: calls made in it answer 403 `IsDeleted` with its ScopeId. Answers the session values (`ScopeId` the team).
   */
  'a user works in a team that has been deleted': (ctx, params): StateValues => {
    const kind = stateParam(params, 'user', USER_KINDS);
    const name = stateParam(params, 'Name');
    ctx.reset();
    const team = ctx.store.data.scopes.find((scope) => scope.name === name);
    const session = ctx.signIn(USER_EMAILS[kind]);
    const user = ctx.store.userById(session.userId)!;
    if (!team || !user.scopeIds.includes(team.id))
      throw new HttpError(400, `The ${kind} user has no team named ${name}.`);
    session.scopeId = team.id;
    team.deleted = true;
    ctx.store.save();
    return sessionValues(user, session);
  },
  /** The workspace's plan allows no more projects than it has: creating one answers 402. */
  'the workspace has reached its project quota': (ctx) => setQuota(ctx.store, 0),
  /** The workspace's plan allows exactly one more project: creating it answers 200 with a warning. */
  'the workspace has room for one more project': (ctx) => setQuota(ctx.store, 1),
  /**
   * Params `{ count }`: the signed-in user has exactly that many unread notifications (and at least one read one).
   * The mock marks the first `count` of the user's fixture notifications unread and the rest read.
   */
  'the user has unread notifications': (ctx, params) => {
    const count = Number(params.count);
    if (!Number.isInteger(count) || count < 0)
      throw new HttpError(400, 'The provider state needs the parameter count (a whole number).');
    const mine = ctx.store.data.notifications.filter((n) => n.userId === ctx.signedInUserId);
    if (mine.length <= count)
      throw new HttpError(400, `The mock has only ${mine.length} notifications for this user.`);
    mine.forEach((n, index) => (n.IsRead = index >= count));
    ctx.store.save();
    return {};
  },
  /** Every notification of the signed-in user is read (another tab marked them). */
  'the user has no unread notifications': (ctx) => {
    ctx.store.data.notifications.forEach((n) => (n.IsRead = true));
    ctx.store.save();
    return {};
  },
};

function setQuota(store: Parameters<ProviderStates[string]>[0]['store'], room: number): StateValues {
  const workspace = store.workspace(WORKSPACE_ID)!;
  workspace.projectQuota = store.data.projects.filter((p) => p.workspaceId === workspace.id).length + room;
  store.save();
  return {};
}
