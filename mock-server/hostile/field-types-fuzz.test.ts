/**
 * The standing hostile-input suite, field by field: every field of every body the fuzz knows (fuzz-bases*.ts) is sent
 * as null, as a scalar of another type and as a container of another kind, one field at a time, by the administrator
 * (who reaches the deepest checks). Asserts: never a 5xx; a refusal is a 4xx with a Message and changes nothing. Every
 * route with a body must have a base (or a reason here not to), so a new route is tried the same way. Bounded: a few
 * variants per field, at most MAX_VARIANTS, within TIME_BUDGET_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '../cookies';
import { startMock, type MockClient, type RunningMock } from '../test-support/mock-client';
import { fieldVariants } from './field-variants';
import { fuzzBases } from './fuzz-bases';
import { bodyRoutesOf } from './route-table';

const MAX_VARIANTS = 4000;
const TIME_BUDGET_MS = 90_000;
const ADMIN = 'admin@demo.test';

/** Routes with a body and no base, each with why. */
const WITHOUT_BASE: Record<string, string> = {
  '/document/upload': 'takes a file’s bytes, not JSON (mock-server/routes/cabinet/cabinet.test.ts)',
  '/sitecontent/upload':
    'takes a file’s bytes, not JSON (mock-server/routes/sites/site-visit-upload.test.ts)',
  '/forminstance/FormToPDF':
    'a body that passes builds a PDF, seconds each; its fields are reached by the random fuzz (api-fuzz.test.ts)',
};

describe('hostile input: null and wrong types in every field of every known body', () => {
  let running: RunningMock;
  let admin: MockClient;
  const signIn = () => {
    const session = running.mock.signIn(ADMIN);
    admin.cookies.clear();
    admin.cookies.set(SESSION_COOKIE, session.token);
    admin.cookies.set(XSRF_COOKIE, session.xsrf);
  };
  beforeAll(async () => {
    running = await startMock();
    admin = running.client();
    signIn();
  });
  afterAll(() => running.stop());

  it('has a base for every route with a body, or a reason not to', () => {
    const bases = fuzzBases(running.mock.store.data);
    const missing = bodyRoutesOf(running.mock.app)
      .map((r) => r.path)
      .filter((path) => !(path in bases) && !(path in WITHOUT_BASE));
    expect(missing, 'add a valid body to mock-server/hostile/fuzz-bases*.ts').toEqual([]);
  });

  it('answers each with a 4xx and a Message that changes nothing, or a clean success; never a 5xx', async () => {
    const bases = fuzzBases(running.mock.store.data);
    const routes = bodyRoutesOf(running.mock.app).filter((r) => r.path in bases);
    const plan = routes.flatMap((route) =>
      fieldVariants(bases[route.path]).map((variant) => ({ route, ...variant })),
    );
    expect(plan.length).toBeLessThanOrEqual(MAX_VARIANTS);
    const serverErrors: string[] = [];
    const withoutMessage: string[] = [];
    const changedOnRefusal: string[] = [];
    const started = performance.now();
    let sent = 0;
    let before = JSON.stringify(running.mock.store.data);
    for (const { route, place, value, body } of plan) {
      if (performance.now() - started > TIME_BUDGET_MS) break;
      const reply = await admin.call(route.method, `/api${route.path}`, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      sent++;
      running.mock.faults.clear();
      const label = `${route.method} /api${route.path} with ${place}: ${JSON.stringify(value)}`;
      const after = JSON.stringify(running.mock.store.data);
      if (reply.status >= 500) serverErrors.push(`${reply.status} ${reply.text.slice(0, 160)} <- ${label}`);
      else if (reply.status >= 400) {
        if (typeof (reply.body as { Message?: unknown } | undefined)?.Message !== 'string')
          withoutMessage.push(`${reply.status} ${reply.text.slice(0, 80)} <- ${label}`);
        if (after !== before) changedOnRefusal.push(`${reply.status} <- ${label}`);
      }
      // An accepted change is undone, so each variant meets the fixtures; a lost session is made again.
      if (after !== before) {
        running.mock.reset();
        before = JSON.stringify(running.mock.store.data);
      }
      if (!running.mock.sessions.get(admin.session ?? '')) signIn();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[field fuzz] ${sent} of ${plan.length} variants over ${routes.length} routes in ${seconds.toFixed(1)} s; ` +
        `5xx: ${serverErrors.length}; 4xx without a Message: ${withoutMessage.length}; changed on refusal: ${changedOnRefusal.length}`,
    );
    expect(serverErrors).toEqual([]);
    expect(withoutMessage).toEqual([]);
    expect(changedOnRefusal).toEqual([]);
    expect(sent, `only ${sent} of ${plan.length} variants within ${TIME_BUDGET_MS} ms`).toBe(plan.length);
  }, 150_000);
});
