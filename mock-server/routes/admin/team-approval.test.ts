import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCOPE_IDS, USER_EMAILS, USER_IDS } from '../../../fixtures/ids';
import { TeamApprovalText } from '../../../src/domain/admin/team-approval.rules';
import { connectSignalR, until } from '../../test-support/hub-client';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
let admin: MockClient;
let priya: MockClient;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(async () => {
  running.mock.reset();
  running.mock.sessions.clear();
  admin = running.client();
  await admin.login('admin@demo.test');
  priya = running.client();
  await priya.login(USER_EMAILS.planner);
});

const ALL_ON = { JoinNeedsApproval: true, TeamInviteNeedsApproval: true, AdminInviteNeedsApproval: true };
const scopesOf = (userId: number) => running.mock.store.userById(userId)?.scopeIds ?? [];

describe('team approval', { timeout: 20_000 }, () => {
  it('applies a member’s request at once while approval is off', async () => {
    const join = await priya.post('/api/teamrequest/create', {
      Email: USER_EMAILS.lead.toUpperCase(),
      ScopeId: SCOPE_IDS.designTeam,
      AsAdministrator: false,
    });
    // Lena is already in the Design Team: refused with her name.
    expect([join.status, join.body]).toEqual([
      400,
      { Message: TeamApprovalText.alreadyInTeam('Lena Novak', 'Design Team') },
    ]);
    const finn = await priya.post('/api/teamrequest/create', {
      Email: USER_EMAILS.field,
      ScopeId: SCOPE_IDS.designTeam,
      AsAdministrator: false,
    });
    expect(finn.body).toEqual({
      RequestId: expect.any(Number),
      Outcome: 'Applied',
      Message: 'Done: Add Finn Field to Design Team.',
    });
    expect(scopesOf(USER_IDS.field)).toContain(SCOPE_IDS.designTeam);
  });

  it('keeps a request waiting until an administrator approves it, then applies it and tells the asker', async () => {
    expect((await admin.post('/api/teamapproval/settings', ALL_ON)).body).toEqual(ALL_ON);
    const hub = await connectSignalR(running.baseUrl, priya);
    const asked = await priya.post('/api/teamrequest/create', {
      Email: USER_EMAILS.field,
      ScopeId: SCOPE_IDS.designTeam,
      AsAdministrator: false,
    });
    expect(asked.body).toEqual({
      RequestId: expect.any(Number),
      Outcome: 'Waiting',
      Message: "Your request to add Finn Field to Design Team is waiting for an administrator's approval.",
    });
    expect(scopesOf(USER_IDS.field)).not.toContain(SCOPE_IDS.designTeam);
    // The seeded request for Omar already waits; another team is not hers.
    const again = await priya.post('/api/teamrequest/create', {
      Email: USER_EMAILS.inspector,
      ScopeId: SCOPE_IDS.designTeam,
      AsAdministrator: false,
    });
    expect(again.body).toEqual({ Message: TeamApprovalText.alreadyWaiting });
    const other = await priya.post('/api/teamrequest/create', {
      Email: USER_EMAILS.lead,
      ScopeId: SCOPE_IDS.fieldTeam,
      AsAdministrator: false,
    });
    expect(other.body).toEqual({ Message: `ScopeId: ${TeamApprovalText.notYourTeam}` });

    const queue = await admin.get('/api/teamapproval/list');
    expect((queue.body as { Requests: unknown[] }).Requests).toContainEqual(
      expect.objectContaining({
        Kind: 'Join',
        RequestedByName: 'Priya Patel',
        ForName: 'Finn Field',
        TeamName: 'Design Team',
      }),
    );
    const id = (asked.body as { RequestId: number }).RequestId;
    expect((await priya.get('/api/teamapproval/list')).status).toBe(403);
    expect((await priya.post('/api/teamapproval/approve', { RequestId: id })).status).toBe(403);

    expect((await admin.post('/api/teamapproval/approve', { RequestId: id })).status).toBe(200);
    expect(scopesOf(USER_IDS.field)).toContain(SCOPE_IDS.designTeam);
    await until(() => hub.messages.some((m) => m.Listener === 'teamUserInviteProcessed'));
    const message = 'An administrator approved your request to add Finn Field to Design Team.';
    expect(hub.messages.find((m) => m.Listener === 'teamUserInviteProcessed')?.Data).toMatchObject({
      Outcome: 'Approved',
      Message: message,
    });
    expect(
      running.mock.store.data.notifications.some(
        (n) => n.userId === USER_IDS.planner && n.Message === message,
      ),
    ).toBe(true);
    // Answered: no longer in the queue, and not answered twice; the activity log says who asked and who approved.
    expect((await admin.post('/api/teamapproval/approve', { RequestId: id })).status).toBe(404);
    expect(running.mock.store.data.activity.map((a) => a.Action)).toEqual(
      expect.arrayContaining([
        'Asked for approval: add Finn Field to Design Team',
        'Approved the request of Priya Patel to add Finn Field to Design Team',
      ]),
    );
    await hub.connection.stop();
  });

  it('declines with a reason without applying; an administrator’s own request never waits', async () => {
    await admin.post('/api/teamapproval/settings', ALL_ON);
    const invite = await priya.post('/api/teamrequest/create', {
      Email: 'new.boss@demo.test',
      ScopeId: 0,
      AsAdministrator: true,
    });
    expect(invite.body).toMatchObject({ Outcome: 'Waiting' });
    const declined = await admin.post('/api/teamapproval/decline', {
      RequestId: (invite.body as { RequestId: number }).RequestId,
      Reason: 'We have enough administrators.',
    });
    expect(declined.status).toBe(200);
    expect(running.mock.store.data.invitations.some((i) => i.Email === 'new.boss@demo.test')).toBe(false);
    expect(running.mock.store.data.notifications.map((n) => n.Message)).toContain(
      'An administrator declined your request to invite new.boss@demo.test as an administrator. Reason: We have enough administrators.',
    );
    const own = await admin.post('/api/teamrequest/create', {
      Email: 'helper@demo.test',
      ScopeId: SCOPE_IDS.fieldTeam,
      AsAdministrator: false,
    });
    expect(own.body).toMatchObject({ Outcome: 'Applied' });
    expect(running.mock.store.data.invitations.find((i) => i.Email === 'helper@demo.test')?.TeamIds).toEqual([
      SCOPE_IDS.fieldTeam,
    ]);
  });
});
