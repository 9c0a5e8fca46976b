/**
 * The standing hostile-input suite: every route with a body, found in the express router (so a new route is
 * fuzzed without touching this file), gets malformed bodies from fast-check over real HTTP, as each demo account
 * and signed out. Bounded by a request count and a time budget. It prints what it saw and asserts: no 5xx; a
 * refused request (4xx) changed nothing in the store; nothing accepted stored prototype keys or unclean text;
 * and afterwards a normal write still works and persists (the store is not poisoned). Null and wrong types in each
 * field of each body, one at a time, are field-types-fuzz.test.ts's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../fixtures/seed';
import type { SeedData } from '../../fixtures/types';
import { FieldType } from '../../src/domain/forms/form.entity';
import { checkJsonTree } from '../schemas/json-body';
import { startMock, type MockClient, type RunningMock } from '../test-support/mock-client';
import { fuzzBases } from './fuzz-bases';
import { CALLER_CHANGING } from './fuzz-bases.admin';
import { hostileBody } from './hostile-bodies';
import { bodyRoutesOf, type RouteEntry } from './route-table';

const MAX_REQUESTS = 3000;
const TIME_BUDGET_MS = 25_000;
const MIN_REQUESTS = 300;
const ACCOUNTS = [
  'admin@demo.test',
  'member@demo.test',
  'field@demo.test',
  'site@demo.test',
  'direct@demo.test',
];

interface Caller {
  email: string | null;
  client: MockClient;
}

/**
 * The fixtures without the 1,000-field form and its instances: every request is followed by a snapshot of the
 * store, and that form is most of its size. Its routes are the same as any form's.
 */
function fuzzSeed(): SeedData {
  const data = seed();
  const large = new Set(data.forms.filter((f) => f.Fields.length > 200).map((f) => f.FormId));
  return {
    ...data,
    forms: data.forms.filter((f) => !large.has(f.FormId)),
    formInstances: data.formInstances.filter((i) => !large.has(i.FormId)),
  };
}

function snapshot(running: RunningMock): string {
  try {
    return JSON.stringify(running.mock.store.data);
  } catch (error) {
    return `unserialisable: ${String(error)}`;
  }
}

function cleanlyStored(running: RunningMock): boolean {
  try {
    checkJsonTree(running.mock.store.data);
    return true;
  } catch {
    return false;
  }
}

describe('hostile input: API fuzz of every route with a body', () => {
  let running: RunningMock;
  let dir: string;
  const callers: Caller[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gridwork-fuzz-'));
    // File-backed, like `npm run mock`: a poisoned store shows as a failing write.
    running = await startMock({ dataFile: join(dir, 'db.json'), seed: fuzzSeed });
    for (const email of ACCOUNTS) {
      const client = running.client();
      await client.login(email);
      callers.push({ email, client });
    }
    callers.push({ email: null, client: running.client() });
  });
  afterAll(async () => {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every hostile body with a 4xx or a clean success, changes nothing it refuses, and is not poisoned', async () => {
    const routes = bodyRoutesOf(running.mock.app);
    expect(routes.length).toBeGreaterThan(30);
    const bases = fuzzBases(running.mock.store.data);
    const plan = fc.sample(
      fc.tuple(fc.nat({ max: routes.length - 1 }), fc.nat({ max: callers.length - 1 })).chain(([r, c]) =>
        hostileBody(CALLER_CHANGING.has(routes[r].path) ? undefined : bases[routes[r].path]).map((body) => ({
          route: routes[r],
          caller: callers[c],
          body,
        })),
      ),
      { numRuns: MAX_REQUESTS, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
    // Every route once first, so the time budget on a busy machine never leaves one untouched; then the random rest.
    const coverage = routes.map((route, index) => ({
      route,
      caller: callers[index % callers.length],
      body: fc.sample(hostileBody(CALLER_CHANGING.has(route.path) ? undefined : bases[route.path]), {
        numRuns: 1,
        seed: Number(process.env.FUZZ_SEED ?? 20261124) + index,
      })[0],
    }));

    const statuses = new Map<number, number>();
    const perRoute = new Map<string, number>();
    const serverErrors: string[] = [];
    const changedOnRefusal: string[] = [];
    const junkStored: string[] = [];
    let before = snapshot(running);
    let requests = 0;
    const started = performance.now();
    for (const { route, caller, body } of [...coverage, ...plan]) {
      if (performance.now() - started > TIME_BUDGET_MS) break;
      const label = `${route.method} /api${route.path} as ${caller.email ?? 'nobody'}: ${body.slice(0, 160)}`;
      const reply = await caller.client.call(route.method, `/api${route.path}`, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      requests++;
      // Work a route starts after its answer (a report run's 202, an unpacking) finishes before the data is compared:
      // otherwise it would be counted against the next request.
      await running.mock.reports.settled();
      await running.mock.cabinet.settled();
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      perRoute.set(`${route.method} ${route.path}`, (perRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
      running.mock.faults.clear();
      const after = snapshot(running);
      if (reply.status >= 500) serverErrors.push(`${reply.status} ${reply.text.slice(0, 200)} <- ${label}`);
      else if (reply.status >= 400 && after !== before) changedOnRefusal.push(`${reply.status} <- ${label}`);
      else if (reply.status < 400 && after !== before && !cleanlyStored(running)) junkStored.push(label);
      before = after;
      // A successful sign-out or sign-in changes who the caller is: sign the account in again (a sign-in is logged in
      // the activity log: the next request is compared with the data after it).
      if (caller.email && !caller.client.session) {
        await caller.client.login(caller.email);
        before = snapshot(running);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const changed = changedOnRefusal.length;
    console.log(
      `[api fuzz] ${requests} requests over ${routes.length} routes in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `5xx: ${serverErrors.length}; data changed on refusal: ${changed}; junk stored: ${junkStored.length}; untouched routes: ${routes.filter((r) => !perRoute.has(`${r.method} ${r.path}`)).length}`,
    );
    expect(serverErrors).toEqual([]);
    expect(changedOnRefusal).toEqual([]);
    expect(junkStored).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(routes.every((r: RouteEntry) => perRoute.has(`${r.method} ${r.path}`))).toBe(true);

    // No poisoning: a normal write by a signed-in user still works and reaches the data file.
    running.mock.reset();
    const admin = running.client();
    await admin.login('admin@demo.test');
    const instance = running.mock.store.data.formInstances[0];
    const form = running.mock.store.data.forms.find((f) => f.FormId === instance.FormId)!;
    const text = form.Fields.find(
      (f) => f.TypeId === FieldType.TextBox && !f.EncryptData && !f.ValidationPatternType && !f.MaskType,
    )!;
    const saved = await admin.post('/api/FormInstance/SaveFormData', {
      InstanceId: instance.InstanceId,
      FieldDefinitions: [
        { FieldDefinitionId: text.FieldDefinitionId, Data: 'after the fuzz', OptionId: null },
      ],
    });
    expect(saved.status).toBe(200);
    const onDisk = JSON.parse(readFileSync(join(dir, 'db.json'), 'utf8')) as typeof running.mock.store.data;
    expect(onDisk.formInstances.find((i) => i.InstanceId === instance.InstanceId)?.values).toContainEqual({
      FieldDefinitionId: text.FieldDefinitionId,
      Data: 'after the fuzz',
      OptionId: null,
    });
    expect((await admin.post('/api/formgroup/create', { Name: 'After the fuzz' })).status).toBe(200);
  }, 120_000);
});
