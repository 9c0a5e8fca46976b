import { request, Agent } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './app';

/**
 * Issue 8: a client that reuses an idle keep-alive connection just as the server closes it gets "socket hang
 * up". Node's default server keep-alive (5 s) equals the idle time of Node's own agent, so the two raced. The
 * mock server now keeps idle connections longer than its clients do, so the client is always the one to close.
 */
let mock: MockServer;
let port: number;
beforeAll(async () => {
  mock = createMockServer({ dataFile: null });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  port = (mock.server.address() as AddressInfo).port;
});
afterAll(() => mock.close());

function get(agent: Agent): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/api/account/scopes', agent }, (res) => {
      // Taken now: the response lets go of its socket once it has ended.
      const socket = res.socket;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, socket }));
    })
      .on('error', reject)
      .end();
  });
}

it('keeps an idle connection open past the 5 s (6 s with its grace) at which Node closed it by default', async () => {
  // An agent that never drops idle sockets itself, so only the server could close this one.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await get(agent);
  await new Promise((resolve) => setTimeout(resolve, 7_500));
  const second = await get(agent);
  agent.destroy();
  expect([first.status, second.status]).toEqual([401, 401]);
  expect(second.socket).toBe(first.socket);
}, 20_000);
