import { describe, expect, it, vi } from 'vitest';
import type { RequestFailure } from '../../domain/platform/error-catalogue';
import { InMemoryRequestEvents } from '../events/in-memory-request-events';
import type { ScopeContext } from '../../domain/platform/request-conventions';
import { InMemoryKeyValueStore } from '../storage/in-memory-key-value-store';
import { FetchHttpClient, LAST_SCOPE_KEY, PREFETCH_FRESH_MS } from './fetch-http-client';
import { ignoreBody, parseList, parseString } from './parse-response';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function client(
  answer: (sent: Sent) => Response | Promise<Response>,
  signedIn = true,
  userId: number | null = 7,
) {
  const sent: Sent[] = [];
  const failures: RequestFailure[] = [];
  const warnings: string[] = [];
  const pending: number[] = [];
  const events = new InMemoryRequestEvents();
  events.subscribe({
    failed: (failure) => failures.push(failure),
    warned: (message) => warnings.push(message),
    pendingChanged: (count) => pending.push(count),
  });
  const fetch = (async (url: string, init: RequestInit) => {
    const request = {
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body as string,
    };
    sent.push(request);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answer(request);
  }) as unknown as typeof globalThis.fetch;
  const http = new FetchHttpClient(
    { baseUrl: 'https://api.example', fetch, antiForgeryToken: () => (signedIn ? 'token-1' : null) },
    { scope: () => ({ userId, workspaceId: 1, scopeId: 10, primaryScopeId: 0, isDirect: false }) },
    events,
  );
  return { http, sent, failures, warnings, pending };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('FetchHttpClient (platform spec §7)', () => {
  it('sends a GET under /api/ with the query and the scope headers, no anti-forgery header', async () => {
    const { http, sent } = client(() => json(200, ['a@b.c']));
    const result = await http.get('scopeusersetup/emailList', parseList(parseString), {
      page: 0,
      skip: undefined,
    });
    expect(result).toEqual({ ok: true, status: 200, data: ['a@b.c'] });
    expect(sent[0].url).toBe('https://api.example/api/scopeusersetup/emailList?page=0');
    expect(sent[0].method).toBe('GET');
    expect(sent[0].headers).toMatchObject({ ScopeId: '10', Uid: '7', WorkspaceId: '1' });
    expect(sent[0].headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends create, update and remove as POST with the suffix, JSON and the anti-forgery header', async () => {
    const { http, sent } = client(() => json(200, {}));
    await http.create('report', { reportName: 'R' }, ignoreBody);
    await http.update('report', { reportId: 1 }, ignoreBody);
    await http.remove('report', { reportId: 1 }, ignoreBody);
    await http.remove('a/b/c/d', { id: 1 }, ignoreBody);
    expect(sent.map((s) => [s.method, s.url.replace('https://api.example', '')])).toEqual([
      ['POST', '/api/report/create'],
      ['POST', '/api/report/update'],
      ['POST', '/api/report/delete'],
      ['POST', '/api/a/b/c/d'],
    ]);
    expect(sent[0].headers).toMatchObject({ 'X-XSRF-TOKEN': 'token-1', 'Content-Type': 'application/json' });
    expect(sent[0].body).toBe('{"reportName":"R"}');
    expect(sent[3].headers['X-HTTP-Method']).toBe('DELETE');
  });

  it('keeps a query written in the path of a command, and joins a GET query to one', async () => {
    const { http, sent } = client(() => json(200, {}));
    await http.command('fieldsetup/DeleteTemplate?id=4', {}, ignoreBody);
    await http.get('form/list?all=true', ignoreBody, { page: 2 });
    expect(sent.map((s) => [s.method, s.url.replace('https://api.example', ''), s.body])).toEqual([
      ['POST', '/api/fieldsetup/DeleteTemplate?id=4', '{}'],
      ['GET', '/api/form/list?all=true&page=2', undefined],
    ]);
  });

  it('counts pending requests down to "free of requests"', async () => {
    const { http, pending } = client(() => json(200, {}));
    await Promise.all([http.get('a', ignoreBody), http.get('b', ignoreBody)]);
    expect(pending).toEqual([1, 2, 1, 0]);
  });

  it('reports a failed status with its payload to the error catalogue', async () => {
    const { http, failures } = client(() => json(500, { Message: 'Boom' }));
    const result = await http.get('x', ignoreBody);
    const failure = { kind: 'status', status: 500, payload: { Message: 'Boom' } };
    expect(result).toEqual({ ok: false, failure });
    expect(failures).toEqual([failure]);
  });

  it('keeps a plain-text error body as the message', async () => {
    const { http } = client(() => new Response('Service down', { status: 503 }));
    expect(await http.get('x', ignoreBody)).toMatchObject({
      failure: { payload: { Message: 'Service down' } },
    });
  });

  it('leaves calls marked skipErrorHandling to their caller', async () => {
    const { http, failures } = client(() => json(400, { Message: 'Bad' }));
    await http.command('account/login', {}, ignoreBody, { skipErrorHandling: true });
    expect(failures).toEqual([]);
  });

  it('still reports a 401 of a call that handles its refusals in place: the session ended, the catalogue signs out', async () => {
    const { http, failures } = client(() => json(401, { Message: 'Unauthorized' }));
    await http.command('account/changepassword', {}, ignoreBody, { skipErrorHandling: true });
    await http.get('quiz', ignoreBody, { id: 4 }, { skipErrorHandling: true });
    await http.create('site', {}, ignoreBody, { skipErrorHandling: true });
    expect(failures).toEqual([
      { kind: 'status', status: 401, payload: { Message: 'Unauthorized' } },
      { kind: 'status', status: 401, payload: { Message: 'Unauthorized' } },
      { kind: 'status', status: 401, payload: { Message: 'Unauthorized' } },
    ]);
  });

  it('leaves to their page the 401s that answer the call: a sign-in, a sign-out, a link visitor whose access ended', async () => {
    const { http, failures } = client(() => json(401, { Message: 'Unauthorized' }));
    const options = { skipErrorHandling: true };
    await http.command('account/login', {}, ignoreBody, options);
    await http.command('account/logout', {}, ignoreBody, options);
    await http.command('siteaccount/password/login', {}, ignoreBody, options);
    await http.command('shareforminstance/getinstance', {}, ignoreBody, options);
    await http.get('directshare/folder', ignoreBody, { folderId: 3 }, options);
    expect(failures).toEqual([]);
  });

  it('leaves a 401 of a call sent with no user to its page: there was no session to end', async () => {
    const { http, failures } = client(() => json(401, { Message: 'Unauthorized' }), false, null);
    await http.get('account/current', ignoreBody, undefined, { skipErrorHandling: true });
    await http.get('quizexam/intro', ignoreBody, { quizId: 1 }, { skipErrorHandling: true });
    expect(failures).toEqual([]);
  });

  it('rejects a response of the wrong shape instead of trusting it', async () => {
    const { http, failures } = client(() => json(200, { not: 'a list' }));
    const result = await http.get('scopeusersetup/emailList', parseList(parseString));
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid-response', status: 200 } });
    expect(failures).toHaveLength(1);
  });

  it('raises the warning of a 200 flagged IsWarning and still returns the data', async () => {
    const { http, warnings } = client(() => json(200, { IsWarning: true, Message: 'Careful', Count: 2 }));
    expect(await http.get('x', ignoreBody)).toMatchObject({ ok: true, data: { Count: 2 } });
    expect(warnings).toEqual(['Careful']);
  });

  it('tells an aborted call from a network failure', async () => {
    const aborted = new AbortController();
    aborted.abort();
    const { http } = client(() => json(200, {}));
    expect(await http.get('x', ignoreBody, undefined, { signal: aborted.signal })).toEqual({
      ok: false,
      failure: { kind: 'aborted' },
    });
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.http.get('x', ignoreBody)).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });
});

describe('FetchHttpClient prefetch (route-level data loading)', () => {
  it('answers the next get of the same call from the prefetched request, sending it once', async () => {
    const { http, sent } = client(() => json(200, ['a@b.c']));
    http.prefetch('forminstance', { id: 302 });
    const result = await http.get('forminstance', parseList(parseString), { id: 302 });
    expect(result).toEqual({ ok: true, status: 200, data: ['a@b.c'] });
    expect(sent.map((s) => s.url)).toEqual(['https://api.example/api/forminstance?id=302']);
    expect(sent[0].headers).toMatchObject({ ScopeId: '10', Uid: '7', WorkspaceId: '1' });
  });

  it('asks nothing more when the page has already asked: the next visit gets fresh data, not a spare answer', async () => {
    let n = 0;
    const { http, sent } = client(() => json(200, [`answer ${++n}`]));
    // An in-app visit whose code is in: the page's own get goes out before the route's prefetch.
    const first = http.get('form/list', parseList(parseString));
    http.prefetch('form/list');
    expect(await first).toMatchObject({ data: ['answer 1'] });
    expect(sent).toHaveLength(1);
    expect(await http.get('form/list', parseList(parseString))).toMatchObject({ data: ['answer 2'] });
    expect(sent).toHaveLength(2);
  });

  it('gives the prefetched answer away once: a second get asks again', async () => {
    let n = 0;
    const { http, sent } = client(() => json(200, [`answer ${++n}`]));
    http.prefetch('form/list');
    expect(await http.get('form/list', parseList(parseString))).toMatchObject({ data: ['answer 1'] });
    expect(await http.get('form/list', parseList(parseString))).toMatchObject({ data: ['answer 2'] });
    expect(sent).toHaveLength(2);
  });

  it('keeps a failed prefetch silent until a get takes it, then reports it as that get', async () => {
    const { http, failures } = client(() => json(403, { Message: 'Not yours' }));
    http.prefetch('forminstance', { id: 9 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual([]);
    const result = await http.get('forminstance', ignoreBody, { id: 9 });
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'status', status: 403, payload: { Message: 'Not yours' } },
    });
    expect(failures).toHaveLength(1);
  });

  it('checks the prefetched body with the parser of the get', async () => {
    const { http } = client(() => json(200, { not: 'a list' }));
    http.prefetch('form/list');
    expect(await http.get('form/list', parseList(parseString))).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response' },
    });
  });

  it('does not hand a prefetched answer to a get of another query', async () => {
    const { http, sent } = client((request) => json(200, [request.url.slice(-3)]));
    http.prefetch('forminstance', { id: 300 });
    expect(await http.get('forminstance', parseList(parseString), { id: 301 })).toMatchObject({
      data: ['301'],
    });
    expect(sent).toHaveLength(2);
  });

  it('drops waiting answers when a change is sent, so a later get sees the change', async () => {
    const { http, sent } = client(() => json(200, ['x']));
    http.prefetch('form/list');
    await http.create('formgroup', { Name: 'G' }, ignoreBody);
    await http.get('form/list', parseList(parseString));
    expect(sent.map((s) => `${s.method} ${s.url.replace('https://api.example', '')}`)).toEqual([
      'GET /api/form/list',
      'POST /api/formgroup/create',
      'GET /api/form/list',
    ]);
  });

  it('asks again when the prefetched answer is older than PREFETCH_FRESH_MS', async () => {
    const { http, sent } = client(() => json(200, ['x']));
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    http.prefetch('form/list');
    now.mockReturnValue(start + PREFETCH_FRESH_MS + 1);
    await http.get('form/list', parseList(parseString));
    now.mockRestore();
    expect(sent).toHaveLength(2);
  });

  it('lets the get that waits for a prefetched answer be cancelled', async () => {
    let release: (response: Response) => void = () => undefined;
    const { http } = client(() => new Promise<Response>((resolve) => (release = resolve)));
    http.prefetch('forminstance', { id: 1 });
    const leaving = new AbortController();
    const waiting = http.get('forminstance', ignoreBody, { id: 1 }, { signal: leaving.signal });
    leaving.abort();
    expect(await waiting).toEqual({ ok: false, failure: { kind: 'aborted' } });
    release(json(200, {}));
  });

  it('counts a prefetch as a pending request until its answer is in', async () => {
    const { http, pending } = client(() => json(200, []));
    http.prefetch('form/list');
    await http.get('form/list', parseList(parseString));
    expect(pending[0]).toBe(1);
    expect(pending.at(-1)).toBe(0);
  });
});

describe('FetchHttpClient prefetch on a page load, before the current user is known', () => {
  function tab(storage = new InMemoryKeyValueStore()) {
    let user: ScopeContext = {
      userId: null,
      workspaceId: null,
      scopeId: 0,
      primaryScopeId: null,
      isDirect: false,
    };
    const sent: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return json(200, ['x']);
    }) as unknown as typeof globalThis.fetch;
    const http = new FetchHttpClient(
      { baseUrl: '', fetch, antiForgeryToken: () => null },
      { scope: () => user },
      new InMemoryRequestEvents(),
      storage,
    );
    const signIn = (scope: Partial<ScopeContext>) =>
      (user = { ...user, userId: 7, workspaceId: 1, scopeId: 10, primaryScopeId: 0, ...scope });
    return { http, sent, storage, signIn };
  }

  it('goes with the scope of the last signed-in call, and the page takes it once the user is known', async () => {
    const storage = new InMemoryKeyValueStore();
    const before = tab(storage);
    before.signIn({});
    await before.http.get('form/list', parseList(parseString));
    expect(JSON.parse(storage.read(LAST_SCOPE_KEY) ?? 'null')).toEqual({
      ScopeId: '10',
      Uid: '7',
      WorkspaceId: '1',
    });

    const reloaded = tab(storage);
    reloaded.http.prefetch('forminstance', { id: 302 });
    expect(reloaded.sent[0].headers).toMatchObject({ ScopeId: '10', Uid: '7', WorkspaceId: '1' });
    reloaded.signIn({});
    await reloaded.http.get('forminstance', parseList(parseString), { id: 302 });
    expect(reloaded.sent).toHaveLength(1);
  });

  it('is not taken by a user in another scope: that page asks again with its own scope', async () => {
    const storage = new InMemoryKeyValueStore();
    storage.write(LAST_SCOPE_KEY, JSON.stringify({ ScopeId: '10', Uid: '7', WorkspaceId: '1' }));
    const reloaded = tab(storage);
    reloaded.http.prefetch('form/list');
    reloaded.signIn({ scopeId: 11 });
    await reloaded.http.get('form/list', parseList(parseString));
    expect(reloaded.sent.map((s) => s.headers.ScopeId)).toEqual(['10', '11']);
  });

  it('makes no call when no signed-in call was remembered, or the memory is not scope headers', () => {
    const none = tab();
    none.http.prefetch('form/list');
    expect(none.sent).toEqual([]);
    for (const text of [
      '{"ScopeId":"10"}',
      '{"ScopeId":"10","Uid":"7","WorkspaceId":"1","Cookie":"x"}',
      '{"Uid":"<b>","WorkspaceId":"1"}',
      'not json',
    ]) {
      const storage = new InMemoryKeyValueStore();
      storage.write(LAST_SCOPE_KEY, text);
      const malformed = tab(storage);
      malformed.http.prefetch('form/list');
      expect(malformed.sent).toEqual([]);
    }
  });

  it("does not remember an administrator's impersonation", async () => {
    const storage = new InMemoryKeyValueStore();
    const admin = tab(storage);
    admin.signIn({ impersonateScopeId: 11 });
    await admin.http.get('form/list', parseList(parseString));
    expect(storage.read(LAST_SCOPE_KEY)).toBeNull();
  });
});
