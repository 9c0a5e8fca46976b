import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

describe('sign in', () => {
  it('answers the current user and sets the session cookies', async () => {
    const client = running.client();
    const reply = await client.post('/api/account/login', { Email: 'Admin@Demo.test', Password: 'demo' });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      userId: 1,
      userName: 'ada.admin',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@demo.test',
      workspaceId: 1,
      workspaceName: 'Demo Workspace',
      teamName: 'Demo Workspace',
      teamScopeId: 0,
      primaryScopeId: 0,
      theme: 2,
      logged: true,
      isSite: false,
      isDirect: false,
      isAdmin: true,
      accountType: 1,
      accessVerbs: 31,
      areaAccess: { projects: 31, forms: 31, reports: 31, tasks: 31, cabinet: 31 },
      workspaceTimeZone: 'America/Los_Angeles',
    });
    const setCookies = reply.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('gw_session='))).toMatch(/Path=\/; HttpOnly; SameSite=Lax/);
    const xsrf = setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(xsrf).toMatch(/Path=\/; SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it.each([
    ['member@demo.test', { accountType: 2, isAdmin: false, teamScopeId: 0, primaryScopeId: 10 }],
    ['site@demo.test', { accountType: 3, isSite: true }],
    ['direct@demo.test', { accountType: 4, isDirect: true, teamScopeId: 11, teamName: 'Field Team' }],
  ])('signs in %s', async (email, expected) => {
    const reply = await running.client().login(email);
    expect(reply.body).toMatchObject(expected);
  });

  it('refuses a wrong password or unknown user with the same message', async () => {
    for (const body of [
      { Email: 'admin@demo.test', Password: 'nope' },
      { Email: 'ghost@demo.test', Password: 'demo' },
    ]) {
      const reply = await running.client().post('/api/account/login', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ Message: 'Invalid e-mail or password.' });
      expect(reply.headers.getSetCookie()).toEqual([]);
    }
  });

  it.each([
    [{}, 'Email is required.'],
    [{ Email: 'not-an-email', Password: 'demo' }, 'Email is not valid.'],
    [{ Email: 'admin@demo.test' }, 'Password is required.'],
    [{ Email: 42, Password: 'demo' }, 'Email must be text.'],
    [[1, 2], 'The request body must be a JSON object.'],
  ])('answers 400 with a message for the body %j', async (body, message) => {
    const reply = await running.client().post('/api/account/login', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: message });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const reply = await running.client().post('/api/account/login', '{"Email":');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: 'The request body is not valid JSON.' });
  });

  it('never returns a password', async () => {
    const client = running.client();
    const replies = [
      await client.login('admin@demo.test'),
      await client.get('/api/account/current'),
      await client.get('/api/scopeusersetup/userlist'),
    ];
    for (const reply of replies) expect(reply.text).not.toMatch(/password/i);
  });
});

describe('protected routes', () => {
  it.each([
    '/api/account/current',
    '/api/account/scopes',
    '/api/session/timeout',
    '/api/notification/count',
    '/api/role/list',
    '/api/documentthumbnail?id=1',
  ])('GET %s answers 401 without a session', async (path) => {
    const reply = await running.client().get(path);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ Message: 'Unauthorized' });
  });

  it('answers 401 for an unknown session token', async () => {
    const reply = await running
      .client()
      .get('/api/account/current', { headers: { cookie: 'gw_session=forged' } });
    expect(reply.status).toBe(401);
  });
});

describe('sign out', () => {
  it('ends the session and clears both cookies', async () => {
    const client = running.client();
    await client.login('admin@demo.test');
    const token = client.session;

    const reply = await client.post('/api/account/logout');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({});
    expect(client.cookies.size).toBe(0);
    const replay = await client.get('/api/account/current', { headers: { cookie: `gw_session=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('answers 200 when no one is signed in', async () => {
    expect((await running.client().post('/api/account/logout')).status).toBe(200);
  });
});

describe('anti-forgery rule', () => {
  it('rejects a non-GET call of a signed-in session without the header', async () => {
    const client = running.client();
    await client.login('admin@demo.test');
    const reply = await client.post('/api/session/extend', {}, { xsrf: false });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: 'Invalid anti-forgery token.' });
  });

  it('rejects a header that does not match the cookie', async () => {
    const client = running.client();
    await client.login('admin@demo.test');
    const reply = await client.post(
      '/api/notification/markallread',
      {},
      { xsrf: false, headers: { 'x-xsrf-token': 'guess' } },
    );
    expect(reply.status).toBe(400);
    expect((await client.get('/api/notification/count')).body).toEqual({ Count: 3 });
  });

  it('accepts the matching header and lets GET calls through without it', async () => {
    const client = running.client();
    await client.login('admin@demo.test');
    expect((await client.post('/api/session/extend')).status).toBe(200);
    expect((await client.get('/api/account/current')).status).toBe(200);
  });
});

describe('session time-out', () => {
  it('answers the session id and 30 minutes by default, the same after extending', async () => {
    const client = running.client();
    await client.login('member@demo.test');
    const timeout = await client.get('/api/session/timeout');
    expect(timeout.body).toEqual({ SessionId: expect.any(String), Minutes: 30 });
    expect((await client.post('/api/session/extend')).body).toEqual(timeout.body);
  });

  it('follows the length set through the control route, and expires', async () => {
    const client = running.client();
    await client.login('member@demo.test');
    const set = await running
      .client()
      .post('/api/__mock/session', { email: 'member@demo.test', minutes: 0.005 });
    expect(set.body).toEqual({ Email: 'member@demo.test', Minutes: 0.005 });
    expect((await client.get('/api/session/timeout')).body).toMatchObject({ Minutes: 0.005 });

    await new Promise((resolve) => setTimeout(resolve, 400));

    expect((await client.get('/api/account/current')).status).toBe(401);
  });

  it('validates the control route', async () => {
    const control = running.client();
    expect(
      (await control.post('/api/__mock/session', { email: 'member@demo.test', minutes: 0 })).status,
    ).toBe(400);
    expect((await control.post('/api/__mock/session', { email: 'member@demo.test' })).body).toEqual({
      Message: 'minutes must be a number.',
    });
    expect((await control.post('/api/__mock/session', { email: 'ghost@demo.test', minutes: 5 })).status).toBe(
      404,
    );
  });
});
