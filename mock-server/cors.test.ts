import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from './test-support/mock-client';

const SPA = 'http://localhost:5173';
const EVIL = 'http://evil.example';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock({ allowedOrigins: [SPA, 'http://127.0.0.1:4173'] });
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

const preflight = (origin: string, method = 'POST', headers = 'content-type,x-xsrf-token,scopeid') =>
  fetch(`${running.baseUrl}/api/account/login`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS: only the SPA origins', () => {
  it('answers a listed origin with its own origin and credentials allowed', async () => {
    const reply = await running.client().get('/api/account/current', { headers: { origin: SPA } });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
    expect(reply.headers.get('vary')).toMatch(/Origin/);
  });

  it.each([EVIL, 'http://localhost:5174', 'https://localhost:5173', 'null'])(
    'gives %s no CORS header at all',
    async (origin) => {
      const reply = await running.client().get('/api/account/current', { headers: { origin } });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it('answers a preflight of a listed origin with 204, the methods and headers the SPA uses', async () => {
    const reply = await preflight('http://127.0.0.1:4173');
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
    expect(reply.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(reply.headers.get('access-control-allow-headers')).toMatch(/Content-Type.*X-XSRF-TOKEN.*ScopeId/);
    expect(Number(reply.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('refuses a preflight of another origin with 403 and no CORS header', async () => {
    const reply = await preflight(EVIL);
    expect(reply.status).toBe(403);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(await reply.json()).toEqual({ Message: 'This origin may not call the API.' });
  });
});

describe('cross-site calls that change something are refused', () => {
  it('refuses a sign-in posted by another site’s HTML form (login CSRF) with 403, and signs no one in', async () => {
    const client = running.client();
    const reply = await client.post('/api/account/login', 'Email=admin%40demo.test&Password=demo', {
      headers: {
        origin: EVIL,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      Message: 'Cross-site request refused: this page may not change anything here.',
    });
    expect(client.session).toBeUndefined();
  });

  it('refuses a JSON sign-in from another origin too, and one marked cross-site without an Origin', async () => {
    const body = { Email: 'admin@demo.test', Password: 'demo' };
    expect(
      (await running.client().post('/api/account/login', body, { headers: { origin: EVIL } })).status,
    ).toBe(403);
    expect(
      (await running.client().post('/api/account/login', body, { headers: { origin: 'null' } })).status,
    ).toBe(403);
    const marked = await running
      .client()
      .post('/api/account/login', body, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(marked.status).toBe(403);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'Email=admin%40demo.test&Password=demo'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="Email"\r\n\r\nadmin@demo.test\r\n--x--',
    ],
    ['text/plain', '{"Email":"admin@demo.test","Password":"demo"}'],
  ])('refuses a %s body (what a form can send) with 415, even without an Origin', async (type, body) => {
    const reply = await running
      .client()
      .post('/api/account/login', body, { headers: { 'content-type': type } });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({
      Message: 'The request body must be JSON (Content-Type: application/json).',
    });
  });

  it('refuses another site’s page driving the mock controls through a local browser', async () => {
    const reply = await running.client().post('/api/__mock/reset', {}, { headers: { origin: EVIL } });
    expect(reply.status).toBe(403);
  });

  it('lets the SPA (a listed Origin, same-origin fetch) and Node clients without an Origin sign in', async () => {
    const body = { Email: 'admin@demo.test', Password: 'demo' };
    const spa = await running
      .client()
      .post('/api/account/login', body, { headers: { origin: SPA, 'sec-fetch-site': 'same-origin' } });
    expect(spa.status).toBe(200);
    expect(spa.headers.get('access-control-allow-origin')).toBe(SPA);
    expect((await running.client().post('/api/account/login', body)).status).toBe(200);
  });

  it('lets an empty POST through (SignalR negotiate, curl -X POST) and reads of any origin', async () => {
    const client = await (async () => {
      const c = running.client();
      await c.login('admin@demo.test');
      return c;
    })();
    const negotiate = await client.call('POST', '/api/signalr/negotiate?negotiateVersion=1', {
      body: '',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SPA },
    });
    expect(negotiate.status).toBe(200);
    expect((await client.get('/api/account/current', { headers: { origin: EVIL } })).status).toBe(200);
  });
});
