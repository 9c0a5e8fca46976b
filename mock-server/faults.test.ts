import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMock, type MockClient, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
let control: MockClient;
beforeAll(async () => {
  running = await startMock();
  control = running.client();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

async function admin(): Promise<MockClient> {
  const client = running.client();
  await client.login('admin@demo.test');
  return client;
}

const inject = (fault: object) => control.post('/api/__mock/faults', fault);

describe('status faults', () => {
  it.each([401, 402, 403, 406, 409, 400, 404, 412, 500])(
    'answers %i with the default message, once',
    async (status) => {
      const client = await admin();
      expect((await inject({ path: '/notification/count', status })).status).toBe(201);

      const faulted = await client.get('/api/notification/count');
      expect(faulted.status).toBe(status);
      expect(faulted.body).toEqual({ Message: expect.any(String) });
      expect((await client.get('/api/notification/count')).body).toEqual({ Count: 3 });
    },
  );

  it('merges the body into the error payload', async () => {
    const client = await admin();
    await inject({ path: 'account/current', status: 403, body: { IsDeleted: true, ScopeId: 5 } });
    const reply = await client.get('/api/account/current');
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ Message: 'Forbidden', IsDeleted: true, ScopeId: 5 });
  });

  it('carries the lock payload and a custom message', async () => {
    await inject({
      path: 'role/list',
      status: 403,
      body: {
        Message: 'Workspace locked.',
        IsLocked: true,
        WorkspaceId: 1,
        WorkspaceName: 'Demo Workspace',
        IsAdmin: true,
      },
    });
    const reply = await (await admin()).get('/api/role/list');
    expect(reply.body).toEqual({
      Message: 'Workspace locked.',
      IsLocked: true,
      WorkspaceId: 1,
      WorkspaceName: 'Demo Workspace',
      IsAdmin: true,
    });
  });

  it('applies to signed-out calls and to the login itself', async () => {
    await inject({ path: '/account/login', status: 500, body: { Message: 'Database down' } });
    const reply = await running
      .client()
      .post('/api/account/login', { Email: 'admin@demo.test', Password: 'demo' });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ Message: 'Database down' });
  });

  it('matches the method when given, and counts `times`', async () => {
    const client = await admin();
    await inject({ method: 'post', path: 'notification', status: 409, times: 2 });
    expect((await client.get('/api/notification/count')).status).toBe(200);
    expect((await client.post('/api/notification/markallread')).status).toBe(409);
    expect((await client.post('/api/notification/deleteall')).status).toBe(409);
    expect((await client.post('/api/notification/markallread')).status).toBe(200);
  });

  it('matches the query string too', async () => {
    const client = await admin();
    await inject({ path: 'documentthumbnail?id=7', status: 404 });
    expect((await client.get('/api/documentthumbnail?id=8')).status).toBe(200);
    expect((await client.get('/api/documentthumbnail?id=7')).status).toBe(404);
  });
});

describe('warnings on a 200', () => {
  it('merges IsWarning and Message into the real answer', async () => {
    const client = await admin();
    await inject({
      path: 'notification/count',
      status: 200,
      body: { IsWarning: true, Message: 'Almost out of storage.' },
    });
    const reply = await client.get('/api/notification/count');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ Count: 3, IsWarning: true, Message: 'Almost out of storage.' });
  });
});

describe('delay and abort', () => {
  it('delays the real answer', async () => {
    const client = await admin();
    await inject({ path: 'account/current', delayMs: 300 });
    const started = performance.now();
    const reply = await client.get('/api/account/current');
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(reply.status).toBe(200);
  });

  it('delays an injected status', async () => {
    await inject({ path: 'account/scopes', status: 500, delayMs: 200 });
    const started = performance.now();
    const reply = await (await admin()).get('/api/account/scopes');
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
    expect(reply.status).toBe(500);
  });

  it('aborts the connection', async () => {
    const client = await admin();
    await inject({ path: 'account/current', abort: true });
    await expect(client.get('/api/account/current')).rejects.toThrow(/fetch failed/);
    expect((await client.get('/api/account/current')).status).toBe(200);
  });
});

describe('the control routes', () => {
  it('list and clear pending faults', async () => {
    await inject({ path: 'a', status: 500 });
    await inject({ path: 'b', abort: true, times: 3 });
    expect((await control.get('/api/__mock/faults')).body).toEqual([
      { id: expect.any(Number), path: 'a', status: 500, delayMs: 0, abort: false, remaining: 1 },
      { id: expect.any(Number), path: 'b', delayMs: 0, abort: true, remaining: 3 },
    ]);
    expect((await control.call('DELETE', '/api/__mock/faults')).body).toEqual({});
    expect((await control.get('/api/__mock/faults')).body).toEqual([]);
  });

  it('are never faulted themselves', async () => {
    await inject({ path: '/', status: 500, times: 100 });
    expect((await control.get('/api/__mock/faults')).status).toBe(200);
  });

  it('reset clears the faults and restores the data', async () => {
    const client = await admin();
    await client.post('/api/notification/deleteall');
    await inject({ path: 'notification', status: 500 });
    expect((await control.post('/api/__mock/reset')).body).toEqual({});
    expect((await client.get('/api/notification/count')).body).toEqual({ Count: 3 });
  });

  it.each([
    [{}, 'path is required.'],
    [{ path: 'x' }, 'A fault needs a status, abort or delayMs.'],
    [{ path: 'x', status: 302 }, 'status must be 200 or an error status between 400 and 599.'],
    [{ path: 'x', status: 700 }, 'status must be between 200 and 599.'],
    [{ path: 'x', status: '500' }, 'status must be an integer.'],
    [{ path: 'x', method: 'FETCH', status: 500 }, 'method is not valid.'],
    [{ path: 'x', body: { IsDeleted: true } }, 'body needs a status.'],
    [{ path: 'x', status: 403, body: [1] }, 'body must be a JSON object.'],
    [{ path: 'x', delayMs: -1 }, 'delayMs must be between 0 and 60000.'],
    [{ path: 'x', abort: 'yes' }, 'abort must be true or false.'],
    [{ path: 'x', abort: true, status: 500 }, 'A fault either aborts or answers a status, not both.'],
    [{ path: 'x', status: 500, times: 0 }, 'times must be between 1 and 1000.'],
  ])('refuse the fault %j', async (fault, message) => {
    const reply = await inject(fault);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ Message: message });
  });
});
