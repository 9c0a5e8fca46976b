import { USER_EMAILS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import type { MockServer } from '../../mock-server/app';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, replaceCookies } from '../../mock-server/cookies';
import type { Session } from '../../mock-server/sessions';
import type { RequestFilter, StateHandlers } from './verify-provider';

/** What a provider state may do to the in-process mock server. */
export interface StateContext {
  mock: MockServer;
  /** Restores the fixtures and clears faults. */
  reset(): void;
  /** Makes the following requests of the interaction carry a real session of this user. */
  signIn(email: string): void;
  signOut(): void;
}

export type StateSetup = (ctx: StateContext) => void | Promise<void>;

const signedIn =
  (email: string): StateSetup =>
  (ctx) => {
    ctx.reset();
    ctx.signIn(email);
  };

/**
 * The provider states the consumer tests use, by exact name. To add one, add a line.
 * Every `<fixture e-mail> is signed in` exists (admin, member, site, direct, field).
 */
export const MOCK_STATES: Record<string, StateSetup> = {
  'the fixtures are loaded': (ctx) => ctx.reset(),
  'no one is signed in': (ctx) => {
    ctx.reset();
    ctx.signOut();
  },
  ...Object.fromEntries(
    Object.values(USER_EMAILS).map((email) => [`${email} is signed in`, signedIn(email)]),
  ),
  /** Implies that admin@demo.test is signed in. */
  'admin@demo.test has an empty form group 22': (ctx) => {
    signedIn(USER_EMAILS.admin)(ctx);
    ctx.mock.store.data.formGroups.push({ GroupId: 22, Name: 'Audits', workspaceId: WORKSPACE_ID });
    ctx.mock.store.save();
  },
  /** Implies that admin@demo.test is signed in. */
  'admin@demo.test has 3 unread notifications': (ctx) => {
    signedIn(USER_EMAILS.admin)(ctx);
    const { store } = ctx.mock;
    store.data.notifications
      .filter((n) => n.userId === USER_IDS.admin)
      .forEach((n, index) => (n.IsRead = index >= 3));
    store.save();
  },
};

export interface MockStates {
  stateHandlers: StateHandlers;
  /**
   * Pact `requestFilter`: while a state has signed someone in, replaces the placeholder `gw_session` and
   * `XSRF-TOKEN` cookies of the consumer's request (adding them when absent) and the `X-XSRF-TOKEN` header
   * (on every non-GET call, and on a GET call that carries one) with the real session's values.
   */
  requestFilter: RequestFilter;
}

export function createMockStates(
  mock: MockServer,
  states: Record<string, StateSetup> = MOCK_STATES,
): MockStates {
  let active: Session | undefined;
  const ctx: StateContext = {
    mock,
    reset: () => mock.reset(),
    signIn: (email) => {
      active = mock.signIn(email);
    },
    signOut: () => {
      active = undefined;
    },
  };

  const stateHandlers: StateHandlers = Object.fromEntries(
    Object.entries(states).map(([name, setup]) => [
      name,
      {
        setup: async () => {
          await setup(ctx);
          return undefined;
        },
        teardown: async () => {
          active = undefined;
          return undefined;
        },
      },
    ]),
  );

  const requestFilter: RequestFilter = (req, _res, next) => {
    if (active && !req.path.startsWith('/_pact')) {
      req.headers.cookie = replaceCookies(req.headers.cookie, {
        [SESSION_COOKIE]: active.token,
        [XSRF_COOKIE]: active.xsrf,
      });
      if (req.method !== 'GET' || req.headers[XSRF_HEADER] !== undefined)
        req.headers[XSRF_HEADER] = active.xsrf;
    }
    next();
  };

  return { stateHandlers, requestFilter };
}
