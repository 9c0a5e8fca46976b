import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_EMAILS, WORKSPACE_ID } from '../fixtures/ids';
import { WORKSPACE_LOCKED } from './account-state';
import { NOTHING_UNREAD } from './routes/notifications/notifications';
import { lastOfQuota, quotaReached } from './routes/projects/projects';
import { TEAM_DELETED } from './scope-headers';
import { startMock, type RunningMock } from './test-support/mock-client';

/** The mock's reasons for the error catalogue's statuses (platform spec §8), over HTTP. */
describe('the error catalogue, produced for real reasons', () => {
  let running: RunningMock;
  beforeEach(async () => (running = await startMock({ dataFile: null })));
  afterEach(() => running.stop());

  const as = async (email: string) => {
    const client = running.client();
    await client.login(email);
    return client;
  };
  const workspace = () => running.mock.store.workspace(WORKSPACE_ID)!;

  it('a locked workspace refuses its users with 403 IsLocked, and still lets them sign out', async () => {
    const member = await as(USER_EMAILS.member);
    workspace().locked = true;
    const reply = await member.get('/api/project/list');
    expect([reply.status, reply.body]).toEqual([
      403,
      {
        Message: WORKSPACE_LOCKED,
        IsLocked: true,
        WorkspaceId: WORKSPACE_ID,
        WorkspaceName: 'Demo Workspace',
        IsAdmin: false,
      },
    ]);
    expect((await member.post('/api/account/logout', {})).status).toBe(200);
  });

  it('a call made in a team that has been deleted answers 403 IsDeleted with the team', async () => {
    const member = await as(USER_EMAILS.member);
    expect((await member.post('/api/account/switchscope', { ScopeId: 10 })).status).toBe(200);
    running.mock.store.data.scopes.find((s) => s.id === 10)!.deleted = true;
    const reply = await member.get('/api/project/list');
    expect([reply.status, reply.body]).toEqual([
      403,
      { Message: TEAM_DELETED, IsDeleted: true, ScopeId: 10 },
    ]);
  });

  it('the project quota: the last project comes with a warning, one more answers 402 and is not made', async () => {
    const admin = await as(USER_EMAILS.admin);
    const count = running.mock.store.data.projects.length;
    workspace().projectQuota = count + 1;
    const last = await admin.post('/api/project/create', { Name: 'Roof Survey', Description: '' });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({
      Name: 'Roof Survey',
      IsWarning: true,
      Message: lastOfQuota(count + 1),
    });
    const beyond = await admin.post('/api/project/create', { Name: 'Basement', Description: '' });
    expect([beyond.status, beyond.body]).toEqual([402, { Message: quotaReached(count + 1) }]);
    expect(running.mock.store.data.projects).toHaveLength(count + 1);
  });

  it('marking all read when nothing is unread is a 409 conflict; with unread ones it marks them', async () => {
    const admin = await as(USER_EMAILS.admin);
    expect((await admin.post('/api/notification/markallread', {})).status).toBe(200);
    const again = await admin.post('/api/notification/markallread', {});
    expect([again.status, again.body]).toEqual([409, { Message: NOTHING_UNREAD }]);
  });
});
