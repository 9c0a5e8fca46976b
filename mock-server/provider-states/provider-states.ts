import type { ReportsContext } from '../routes/reports/reports-context';
import type { Application } from 'express';
import { handle, HttpError } from '../http';
import { ProviderStateBody } from '../schemas/provider-state.schema';
import { validBody } from '../schemas/valid-body';
import type { Session } from '../sessions';
import type { MockClock } from '../mock-clock';
import type { SharingState } from '../routes/sharing/sharing-state';
import type { CabinetContext } from '../cabinet/cabinet-context';
import type { Store } from '../store';

/**
 * What a provider state answers: the values Pact injects into the interaction's request where the pact says
 * `fromProviderState('${Name}')` (ids the provider chose, the session's cookie and anti-forgery token).
 */
export type StateValues = Record<string, string | number | boolean>;

/** What a provider state may do to the mock backend. */
export interface ProviderStateContext {
  store: Store;
  /** Restores the fixtures, clears faults and the sign-in throttle. */
  reset(): void;
  /** A live session of the fixture user with this e-mail, as a sign-in would make it. */
  signIn(email: string): Session;
  /** Ends every session (as expiry would): their cookies open nothing any more. */
  endSessions(): void;
  /** The user the last sign-in state signed in (data states that concern "the user" read it). */
  signedInUserId: number | null;
  /** The sharing area's memory (codes, failures, tokens) and its clock. */
  sharing: SharingState;
  clock: MockClock;
  /** The cabinet area (its uploads, downloads and direct-link sessions), for the cabinet's states. */
  cabinet?: CabinetContext;
  /** The reports area (its prepared workbooks), for the reports' states. */
  reports?: ReportsContext;
}

export type ProviderStateSetup = (
  ctx: ProviderStateContext,
  params: Record<string, unknown>,
) => StateValues | Promise<StateValues>;

/** Provider states by their exact name in the pacts (docs/api.md "Contracts" lists them and their parameters). */
export type ProviderStates = Record<string, ProviderStateSetup>;

/** Where the mock answers provider-state calls, and where `npm run contracts:verify` sends them by default. */
export const PROVIDER_STATES_PATH = '/_pact/provider-states';

/** A string parameter of a state, or a 400 that names it. */
export function stateParam<T extends string>(
  params: Record<string, unknown>,
  name: string,
  allowed?: readonly T[],
): T {
  const value = params[name];
  if (typeof value !== 'string' || (allowed && !allowed.includes(value as T))) {
    const choice = allowed ? ` (one of ${allowed.join(', ')})` : '';
    throw new HttpError(400, `The provider state needs the parameter ${name}${choice}.`);
  }
  return value as T;
}

/**
 * `POST /_pact/provider-states` with `{ state, params, action }` (the body every Pact verifier sends to a
 * state-change URL): `setup` runs the named state and answers its values as a JSON object; `teardown` answers `{}`.
 * It is mounted behind the loopback guard, like /api/__mock/*: a state signs users in without a password.
 */
export function registerProviderStateRoute(
  app: Application,
  ctx: ProviderStateContext,
  states: ProviderStates,
): void {
  app.post(
    PROVIDER_STATES_PATH,
    handle(async (req, res) => {
      const body = validBody(req, ProviderStateBody);
      if (body.action === 'teardown') {
        res.json({});
        return;
      }
      const setup = Object.hasOwn(states, body.state) ? states[body.state] : undefined;
      if (!setup) throw new HttpError(400, `Unknown provider state: ${body.state}`);
      res.json(await setup(ctx, body.params ?? {}));
    }),
  );
}
