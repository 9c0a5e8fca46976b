import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../domain/session/session-record';
import type { ScopeContext } from '../../domain/platform/request-conventions';
import { InMemoryRequestEvents } from '../events/in-memory-request-events';
import { InMemoryKeyValueStore } from '../storage/in-memory-key-value-store';
import { fetchAtPageLoad } from './boot-fetch';
import { FetchHttpClient } from './fetch-http-client';
import { LAST_SCOPE_KEY, PREFETCH_FRESH_MS } from './http-request';
import { parseList, parseString } from './parse-response';

const NOW = 1_800_000_000_000;
const SCOPE = { ScopeId: '10', Uid: '7', WorkspaceId: '1' };

/** A browser after a reload: what local storage kept, a fetch that records what it sends, the app's HTTP client. */
function pageLoad(stored: Record<string, string>) {
  const storage = new InMemoryKeyValueStore();
  for (const [key, value] of Object.entries(stored)) storage.write(key, value);
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(['answer']), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const config = { baseUrl: '', fetch, antiForgeryToken: () => null };
  let user: ScopeContext = {
    userId: null,
    workspaceId: null,
    scopeId: 0,
    primaryScopeId: null,
    isDirect: false,
  };
  const http = new FetchHttpClient(config, { scope: () => user }, new InMemoryRequestEvents(), storage);
  const signIn = (scopeId = 10) =>
    (user = { userId: 7, workspaceId: 1, scopeId, primaryScopeId: 0, isDirect: false });
  const boot = (path: string, now = NOW) => fetchAtPageLoad(config, (key) => storage.read(key), path, now);
  /** What was sent besides the question who is signed in. */
  const pageCalls = () => sent.filter((s) => s.url !== '/api/account/current');
  return { boot, http, sent, pageCalls, signIn };
}

const liveSession = JSON.stringify({ id: 's1', userId: 7, minutes: 30, ticks: NOW - 60_000 });
const signedInBrowser = { [SESSION_KEY]: liveSession, [LAST_SCOPE_KEY]: JSON.stringify(SCOPE) };

describe("the page load's first calls leave before the app's code runs (issue 11)", () => {
  it('asks who is signed in as the session does, and the session takes that answer instead of asking again', async () => {
    for (const stored of [{}, signedInBrowser]) {
      const tab = pageLoad(stored);
      tab.boot('/login');
      expect(tab.sent).toEqual([
        { url: '/api/account/current', headers: { Accept: 'application/json', ScopeId: '0' } },
      ]);
      const result = await tab.http.get('account/current', parseList(parseString), undefined, {
        skipErrorHandling: true,
      });
      expect(result).toEqual({ ok: true, status: 200, data: ['answer'] });
      expect(tab.sent).toHaveLength(1);
    }
  });

  it("sends the page gateway's own request once, and the gateway takes its answer when the user is the same", async () => {
    const tab = pageLoad(signedInBrowser);
    tab.boot('/forminstance/302');
    expect(tab.pageCalls()).toEqual([
      { url: '/api/forminstance?id=302', headers: { Accept: 'application/json', ...SCOPE } },
    ]);
    tab.signIn();
    const result = await tab.http.get('forminstance', parseList(parseString), { id: 302 });
    expect(result).toEqual({ ok: true, status: 200, data: ['answer'] });
    expect(tab.pageCalls()).toHaveLength(1);
    await tab.http.get('forminstance', parseList(parseString), { id: 302 });
    expect(tab.pageCalls()).toHaveLength(2);
  });

  it('hands the call to the route prefetch that comes after it, which then asks nothing more', async () => {
    const tab = pageLoad(signedInBrowser);
    tab.boot('/form/list');
    tab.http.prefetch('form/list');
    tab.signIn();
    await tab.http.get('form/list', parseList(parseString));
    expect(tab.pageCalls()).toHaveLength(1);
  });

  it('is not given to a user in another scope, who asks again with their own headers', async () => {
    const tab = pageLoad(signedInBrowser);
    tab.boot('/forminstance/303');
    tab.signIn(11);
    await tab.http.get('forminstance', parseList(parseString), { id: 303 });
    expect(tab.pageCalls().map((s) => s.headers.ScopeId)).toEqual(['10', '11']);
  });

  it('asks nothing without a live session, without a remembered scope, or on a page without a first call', () => {
    const expired = JSON.stringify({ id: 's1', userId: 7, minutes: 30, ticks: NOW - 31 * 60_000 });
    const cases: Array<[Record<string, string>, string]> = [
      [{ [LAST_SCOPE_KEY]: JSON.stringify(SCOPE) }, '/forminstance/304'],
      [{ [SESSION_KEY]: expired, [LAST_SCOPE_KEY]: JSON.stringify(SCOPE) }, '/forminstance/304'],
      [{ [SESSION_KEY]: liveSession }, '/forminstance/304'],
      [
        { [SESSION_KEY]: liveSession, [LAST_SCOPE_KEY]: '{"Uid":"<b>","WorkspaceId":"1"}' },
        '/forminstance/304',
      ],
      [signedInBrowser, '/forminstance/abc'],
      [signedInBrowser, '/login'],
      [signedInBrowser, '/notifications'],
    ];
    for (const [stored, path] of cases) {
      const tab = pageLoad(stored);
      tab.boot(path);
      expect(tab.pageCalls(), `${path} with ${JSON.stringify(stored)}`).toEqual([]);
    }
  });

  it('is not used once it is older than PREFETCH_FRESH_MS: the page asks again', async () => {
    const tab = pageLoad(signedInBrowser);
    tab.boot('/forminstance/305', Date.now() - PREFETCH_FRESH_MS - 1);
    tab.signIn();
    await tab.http.get('forminstance', parseList(parseString), { id: 305 });
    expect(tab.pageCalls()).toHaveLength(2);
  });
});
