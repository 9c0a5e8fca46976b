import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from './app';
import { isLoopback, remoteMockControlFromEnv } from './loopback';

describe('the loopback address', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.5.6.7', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:192.168.1.20', false],
    ['10.0.0.1', false],
    ['fe80::1', false],
    ['::', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('opens the control routes to other machines only with GRIDWORK_REMOTE_MOCK_CONTROL=1', () => {
    expect(remoteMockControlFromEnv({})).toBe(false);
    expect(remoteMockControlFromEnv({ GRIDWORK_REMOTE_MOCK_CONTROL: 'true' })).toBe(false);
    expect(remoteMockControlFromEnv({ GRIDWORK_REMOTE_MOCK_CONTROL: '1' })).toBe(true);
  });
});

/** This machine's first address that is not loopback, to call the server as another machine would. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe.skipIf(!outside)('/api/__mock/* from another address', () => {
  let mock: MockServer | undefined;
  afterEach(() => mock?.close());

  async function listenOnEveryInterface(remoteMockControl?: boolean) {
    mock = createMockServer({ dataFile: null, remoteMockControl });
    await new Promise<void>((resolve) => mock!.server.listen(0, '0.0.0.0', resolve));
    return (mock.server.address() as AddressInfo).port;
  }

  const reset = (host: string, port: number) =>
    fetch(`http://${host}:${port}/api/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

  it('is refused with 403 and a message, while the loopback caller and the API itself are served', async () => {
    const port = await listenOnEveryInterface();
    const refused = await reset(outside!, port);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      Message:
        'The mock control routes answer only on this machine (set GRIDWORK_REMOTE_MOCK_CONTROL=1 to allow others).',
    });
    expect((await fetch(`http://${outside}:${port}/api/__mock/faults`)).status).toBe(403);
    expect((await reset('127.0.0.1', port)).status).toBe(200);
    expect((await fetch(`http://${outside}:${port}/api/account/current`)).status).toBe(401);
    // Pact's state-change endpoint signs users in without a password: the same guard.
    const signIn = (host: string) =>
      fetch(`http://${host}:${port}/_pact/provider-states`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'a user is signed in', params: { user: 'admin' }, action: 'setup' }),
      });
    expect((await signIn(outside!)).status).toBe(403);
    expect((await signIn('127.0.0.1')).status).toBe(200);
  });

  it('is served when enabled explicitly', async () => {
    const port = await listenOnEveryInterface(true);
    expect((await reset(outside!, port)).status).toBe(200);
  });
});
