import type { Application } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '../cookies';
import { startMock, type RunningMock } from '../test-support/mock-client';
import { MATRIX } from './access-matrix.table';
import { OPEN_TO_SITE_ACCOUNTS, SITES_VISIT_MATRIX, VISITOR_LOGIN } from './access-matrix.sites-visit.table';
import { ACCOUNTS, type MatrixRow } from './access-matrix.types';

const SITE_COLUMN = ACCOUNTS.indexOf('site@demo.test');
/** Not the API: the mock's control routes and Pact's state route answer before any session is known. */
const outsideTheApi = (route: string) => / \/(__mock|_pact)\//.test(route);

/**
 * A site account (issue 33, docs/sites.md "Reach") reaches its site's calls and the few of OPEN_TO_SITE_ACCOUNTS;
 * every other route answers it 403, whatever the area tables say a member-like account would get.
 */
function siteAccountExpects(route: string, row: MatrixRow, ownColumn: number): number {
  if (route in SITES_VISIT_MATRIX || outsideTheApi(route) || OPEN_TO_SITE_ACCOUNTS.includes(route))
    return ownColumn;
  return 403;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the express router holds, as `METHOD path` (new routes show up here on their own). */
function routesOf(app: Application): string[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  // A path may hold several layers (a throttle before the handler, say): one route.
  const routes = stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`)
      : [],
  );
  return [...new Set(routes)];
}

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());

describe('the access matrix: every route, every demo account', () => {
  it('has an expected outcome for every route of the router, and no row for a route that is gone', () => {
    const routes = routesOf(running.mock.app);
    expect(
      routes.filter((r) => !(r in MATRIX)),
      'routes without a row in access-matrix.table.ts',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'rows without a route',
    ).toEqual([]);
    console.log(
      `[access matrix] ${routes.length} routes x ${ACCOUNTS.length} accounts = ${routes.length * ACCOUNTS.length} calls`,
    );
  });

  const cells = Object.entries(MATRIX).flatMap(([route, row]) =>
    ACCOUNTS.map((email, i) => ({
      route,
      row,
      email,
      status: i === SITE_COLUMN ? siteAccountExpects(route, row, row.expect[i]!) : row.expect[i]!,
    })),
  );

  it.each(cells)(
    '$route as $email answers $status; a refused call changes nothing',
    async ({ route, row, email, status }) => {
      const { mock } = running;
      mock.reset();
      const client = running.client();
      if (email) {
        const session = mock.signIn(email);
        client.cookies.set(SESSION_COOKIE, session.token);
        client.cookies.set(XSRF_COOKIE, session.xsrf);
      }
      const [method, path] = route.split(' ') as [string, string];
      const before = JSON.stringify(mock.store.data);
      const reply = await client.call(
        method,
        `/api${row.url ?? path}`,
        row.body === undefined ? {} : { body: row.body },
      );
      expect([reply.status, reply.status >= 400 ? reply.body : undefined]).toMatchObject([
        status,
        status >= 400 ? { Message: expect.any(String) } : undefined,
      ]);
      if (reply.status >= 400)
        expect(JSON.stringify(mock.store.data), 'a refused call changed the data').toBe(before);
      mock.reset();
    },
    30_000,
  );

  /** The single-password visitor of site 2: signed in by its password, as a browser would be. */
  const visitorCells = Object.entries(MATRIX).map(([route, row]) => ({
    route,
    row,
    status:
      route in SITES_VISIT_MATRIX
        ? SITES_VISIT_MATRIX[route]!.visitor
        : siteAccountExpects(route, row, row.expect[SITE_COLUMN]!),
  }));

  it.each(visitorCells)(
    "$route as the supplier portal's visitor answers $status; a refused call changes nothing",
    async ({ route, row, status }) => {
      const { mock } = running;
      mock.reset();
      const client = running.client();
      const login = await client.call('POST', '/api/siteaccount/password/login', { body: VISITOR_LOGIN });
      expect(login.status, login.text).toBe(200);
      const [method, path] = route.split(' ') as [string, string];
      const before = JSON.stringify(mock.store.data);
      const reply = await client.call(
        method,
        `/api${row.url ?? path}`,
        row.body === undefined ? {} : { body: row.body },
      );
      expect([reply.status, reply.status >= 400 ? reply.body : undefined]).toMatchObject([
        status,
        status >= 400 ? { Message: expect.any(String) } : undefined,
      ]);
      if (reply.status >= 400)
        expect(JSON.stringify(mock.store.data), 'a refused call changed the data').toBe(before);
      mock.reset();
    },
    30_000,
  );
});
