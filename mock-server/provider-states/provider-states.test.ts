import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_IDS, USER_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { createMockServer, type MockServer } from '../app';
import { PROVIDER_STATES_PATH } from './provider-states';

/** The state-change endpoint as a Pact verifier calls it: over HTTP, `{ state, params, action }`. */
describe('POST /_pact/provider-states', () => {
  let mock: MockServer;
  let base: string;
  beforeAll(async () => {
    mock = createMockServer({ dataFile: null });
    await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  });
  afterAll(() => mock.close());

  const state = async (body: unknown) => {
    const response = await fetch(base + PROVIDER_STATES_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("signs a user in and answers values that work as that user's request headers", async () => {
    const { status, body } = await state({
      state: 'a user is signed in',
      params: { user: 'member' },
      action: 'setup',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Uid: USER_IDS.member,
      WorkspaceId: WORKSPACE_ID,
      ScopeId: SCOPE_IDS.workspace,
    });
    const me = await fetch(`${base}/api/account/current`, {
      headers: {
        Cookie: String(body.Cookie),
        ScopeId: String(body.ScopeId),
        Uid: String(body.Uid),
        WorkspaceId: String(body.WorkspaceId),
      },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userId: USER_IDS.member, email: 'member@demo.test' });
    const save = await fetch(`${base}/api/session/extend`, {
      method: 'POST',
      headers: {
        Cookie: String(body.Cookie),
        'X-XSRF-TOKEN': String(body.XsrfToken),
        'Content-Type': 'application/json',
        ScopeId: String(body.ScopeId),
        Uid: String(body.Uid),
        WorkspaceId: String(body.WorkspaceId),
      },
      body: '{}',
    });
    expect(save.status).toBe(200);
  });

  it('answers {} to a teardown and to a state that signs no one in', async () => {
    expect(
      await state({ state: 'a user is signed in', params: { user: 'admin' }, action: 'teardown' }),
    ).toEqual({ status: 200, body: {} });
    expect(await state({ state: 'no one is signed in', action: 'setup' })).toEqual({ status: 200, body: {} });
  });

  it('refuses an unknown state, a missing or unknown parameter, and a malformed body with a message', async () => {
    expect(await state({ state: 'the moon is made of cheese', params: {}, action: 'setup' })).toEqual({
      status: 400,
      body: { Message: 'Unknown provider state: the moon is made of cheese' },
    });
    expect(await state({ state: 'a user is signed in', params: { user: 'root' }, action: 'setup' })).toEqual({
      status: 400,
      body: {
        Message: 'The provider state needs the parameter user (one of admin, member, field, site, direct).',
      },
    });
    expect((await state({ state: 'toString', action: 'setup' })).status).toBe(400);
    expect((await state({ state: 'a user is signed in', action: 'explode' })).status).toBe(400);
    expect((await state({ params: { user: 'admin' } })).status).toBe(400);
  });
});
