import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_IDS, SCOPE_IDS, USER_EMAILS, USER_IDS, WORKSPACE_ID } from '../fixtures/ids';
import { DIRECT_SCOPE_RULE, IMPERSONATE_RULE, NOT_A_MEMBER, OTHER_SESSION } from './scope-headers';
import { startMock, type RunningMock } from './test-support/mock-client';

/** Platform spec §6-§7 request conventions, as the mock backend enforces them over HTTP (docs/api.md "Conventions"). */
describe('the scope headers of a signed-in call', () => {
  let running: RunningMock;
  beforeAll(async () => (running = await startMock({ dataFile: null })));
  afterAll(() => running.stop());

  const as = async (email: string) => {
    const client = running.client();
    await client.login(email);
    return client;
  };
  const raw = (headers: Record<string, string>) => ({ headers, scopeHeaders: false });
  const admin = { ScopeId: '0', Uid: String(USER_IDS.admin), WorkspaceId: String(WORKSPACE_ID) };

  it('are required, well-formed and not doubled: 400 with a message', async () => {
    const client = await as(USER_EMAILS.admin);
    const cases: [Record<string, string>, string][] = [
      [
        { Uid: '1', WorkspaceId: '1' },
        'A request carries exactly one of the ScopeId and DirectScopeId headers.',
      ],
      [
        { ...admin, DirectScopeId: '0' },
        'A request carries exactly one of the ScopeId and DirectScopeId headers.',
      ],
      [{ ScopeId: '0' }, 'A signed-in request carries the Uid and WorkspaceId headers.'],
      [{ ...admin, Uid: 'one' }, 'The Uid header must be a whole number.'],
      [{ ...admin, ScopeId: '-1' }, 'The ScopeId header must be a whole number.'],
    ];
    for (const [headers, message] of cases) {
      const reply = await client.get('/api/project/list', raw(headers));
      expect([reply.status, reply.body], JSON.stringify(headers)).toEqual([400, { Message: message }]);
    }
    expect((await client.get('/api/project/list', raw(admin))).status).toBe(200);
  });

  it('may be left out by the call that learns who the user is, and by sign-out', async () => {
    const client = await as(USER_EMAILS.direct);
    expect((await client.get('/api/account/current', raw({ ScopeId: '0' }))).status).toBe(200);
    expect((await client.post('/api/account/logout', {}, raw({}))).status).toBe(200);
  });

  it('answer 406 when the tab belongs to another user or workspace', async () => {
    const client = await as(USER_EMAILS.admin);
    for (const headers of [
      { ...admin, Uid: String(USER_IDS.member) },
      { ...admin, WorkspaceId: '2' },
    ]) {
      const reply = await client.get('/api/project/list', raw(headers));
      expect([reply.status, reply.body]).toEqual([406, { Message: OTHER_SESSION }]);
    }
  });

  it('answer 403 for a scope the user is not a member of', async () => {
    const client = await as(USER_EMAILS.field);
    const headers = { ScopeId: String(SCOPE_IDS.designTeam), Uid: String(USER_IDS.field), WorkspaceId: '1' };
    const reply = await client.get('/api/project/list', raw(headers));
    expect([reply.status, reply.body]).toEqual([
      403,
      { Message: NOT_A_MEMBER, ScopeId: SCOPE_IDS.designTeam },
    ]);
  });

  it('carry DirectScopeId exactly when a direct user works in their primary scope', async () => {
    const direct = await as(USER_EMAILS.direct);
    const identity = { Uid: String(USER_IDS.direct), WorkspaceId: '1' };
    expect(
      (
        await direct.get(
          '/api/project/list',
          raw({ ...identity, DirectScopeId: String(SCOPE_IDS.fieldTeam) }),
        )
      ).status,
    ).toBe(200);
    const asScope = await direct.get(
      '/api/project/list',
      raw({ ...identity, ScopeId: String(SCOPE_IDS.fieldTeam) }),
    );
    expect([asScope.status, asScope.body]).toEqual([400, { Message: DIRECT_SCOPE_RULE }]);
    const client = await as(USER_EMAILS.admin);
    const notDirect = await client.get(
      '/api/project/list',
      raw({ Uid: '1', WorkspaceId: '1', DirectScopeId: '0' }),
    );
    expect([notDirect.status, notDirect.body]).toEqual([400, { Message: DIRECT_SCOPE_RULE }]);
  });

  it('let an administrator act in another scope with ImpersonateScopeId, and no one else', async () => {
    const client = await as(USER_EMAILS.admin);
    const acting = await client.get(
      '/api/account/current',
      raw({ ...admin, ImpersonateScopeId: String(SCOPE_IDS.fieldTeam) }),
    );
    expect(acting.body).toMatchObject({
      userId: USER_IDS.admin,
      teamScopeId: SCOPE_IDS.fieldTeam,
      teamName: 'Field Team',
    });
    expect((await client.get('/api/account/current', raw(admin))).body).toMatchObject({
      teamScopeId: 0,
      teamName: 'Demo Workspace',
    });
    const unknown = await client.get('/api/account/current', raw({ ...admin, ImpersonateScopeId: '999' }));
    expect([unknown.status, unknown.body]).toEqual([403, { Message: IMPERSONATE_RULE, ScopeId: 999 }]);
    const member = await as(USER_EMAILS.member);
    const refused = await member.get(
      '/api/account/current',
      raw({ ScopeId: '0', Uid: String(USER_IDS.member), WorkspaceId: '1', ImpersonateScopeId: '10' }),
    );
    expect(refused.status).toBe(403);
  });

  it('may be left out by a download URL that carries the session anti-forgery token, and only then', async () => {
    const client = await as(USER_EMAILS.admin);
    const xsrf = client.cookies.get('XSRF-TOKEN')!;
    const url = `/api/forminstance/FormToCSV?id=${INSTANCE_IDS.demo}`;
    expect((await client.get(`${url}&xsrf=${encodeURIComponent(xsrf)}`, raw({}))).status).toBe(200);
    expect((await client.get(`${url}&xsrf=stale`, raw({}))).status).toBe(400);
  });

  it('do not concern a caller without a session', async () => {
    expect((await running.client().get('/api/project/list')).status).toBe(401);
  });
});

describe('a picture the browser loads for an <img>', () => {
  let running: RunningMock;
  beforeAll(async () => (running = await startMock({ dataFile: null })));
  afterAll(() => running.stop());

  it('needs only the session cookie', async () => {
    const client = running.client();
    await client.login(USER_EMAILS.member);
    const reply = await client.get('/api/documentthumbnail?id=42&w=200&h=100', { scopeHeaders: false });
    expect([reply.status, reply.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  });
});
