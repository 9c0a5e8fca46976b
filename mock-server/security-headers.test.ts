import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());

describe('every answer of the mock backend carries the security headers', () => {
  it.each([
    ['a JSON answer', 'GET', '/api/account/scopes', 200],
    ['a refusal without a session', 'GET', '/api/account/current', 401],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
    ['a path outside /api', 'GET', '/index.html', 404],
    ['a bad body', 'POST', '/api/account/login', 400],
    ['a CORS preflight', 'OPTIONS', '/api/account/login', 204],
  ])('%s (%s %s → %i)', async (_what, method, path, status) => {
    const client = running.client();
    if (status === 200) await client.login('member@demo.test');
    const reply = await client.call(method, path, {
      body: method === 'POST' ? '{"Email":' : undefined,
      headers:
        method === 'OPTIONS'
          ? { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' }
          : {},
    });
    expect(reply.status).toBe(status);
    expect(reply.headers.get('x-powered-by')).toBeNull();
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('content-security-policy')).toMatch(
      /^default-src 'none';.*frame-ancestors 'none'/,
    );
  });

  it('keeps the sandboxing policy of a served file', async () => {
    const client = running.client();
    await client.login('admin@demo.test');
    const reply = await client.get('/api/document/download?id=5101');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-powered-by')).toBeNull();
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
