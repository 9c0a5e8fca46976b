import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_GROUP_IDS, REPORT_IDS, USER_IDS } from '../../../fixtures/ids';
import { startMock, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
let before = '';
beforeEach(() => {
  before = JSON.stringify(running.mock.store.data.reportGroups);
});

const as = async (email: string) => {
  const client = running.client();
  await client.login(email);
  return client;
};
const groups = () => running.mock.store.data.reportGroups;

describe('report groups (issue 32 #15)', () => {
  it('creates, renames and deletes an empty group; the list answers it with its creator', async () => {
    const member = await as('member@demo.test');
    const created = await member.post('/api/reportgroup/create', { name: '  Safety  ' });
    expect(created.status).toBe(200);
    const group = created.body as { ReportGroupId: number; Name: string; CreatedById: number };
    expect(group).toMatchObject({ Name: 'Safety', CreatedById: USER_IDS.member });
    const renamed = await member.post('/api/reportgroup/rename', {
      reportGroupId: group.ReportGroupId,
      name: 'Site safety',
    });
    expect(renamed.body).toMatchObject({ ReportGroupId: group.ReportGroupId, Name: 'Site safety' });
    const list = (await member.get('/api/report')).body as { ReportGroups: unknown[] };
    expect(list.ReportGroups).toContainEqual({
      ReportGroupId: group.ReportGroupId,
      Name: 'Site safety',
      CreatedById: USER_IDS.member,
    });
    // The member holds no Delete bit: the administrator deletes it.
    expect(
      (await member.post('/api/reportgroup/delete', { reportGroupId: group.ReportGroupId })).status,
    ).toBe(403);
    const admin = await as('admin@demo.test');
    expect((await admin.post('/api/reportgroup/delete', { reportGroupId: group.ReportGroupId })).status).toBe(
      200,
    );
    expect(groups().some((g) => g.ReportGroupId === group.ReportGroupId)).toBe(false);
  });

  it('refuses a name that is empty, too long or another group’s, changing nothing', async () => {
    const member = await as('member@demo.test');
    const refusals = [
      await member.post('/api/reportgroup/create', { name: '   ' }),
      await member.post('/api/reportgroup/create', { name: 'x'.repeat(101) }),
      await member.post('/api/reportgroup/create', { name: 'finance' }),
      await member.post('/api/reportgroup/rename', {
        reportGroupId: REPORT_GROUP_IDS.operations,
        name: 'Finance',
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(refusals[2]!.body).toEqual({ Message: 'name: A report group named “Finance” already exists.' });
    expect(JSON.stringify(groups())).toBe(before);
    // Its own name in another case is no clash.
    const same = await member.post('/api/reportgroup/rename', {
      reportGroupId: REPORT_GROUP_IDS.operations,
      name: 'Operations',
    });
    expect(same.status).toBe(200);
  });

  it('refuses to delete a group that holds reports (409, saying what to do), and others’ groups to a non-administrator', async () => {
    const admin = await as('admin@demo.test');
    const full = await admin.post('/api/reportgroup/delete', { reportGroupId: REPORT_GROUP_IDS.people });
    expect([full.status, full.body]).toEqual([
      409,
      { Message: 'It holds 1 report: move or delete it first.' },
    ]);
    expect(running.mock.store.data.reports.some((r) => r.ReportId === REPORT_IDS.expenses)).toBe(true);
    const field = await as('field@demo.test');
    const others = await field.post('/api/reportgroup/delete', { reportGroupId: REPORT_GROUP_IDS.people });
    expect([others.status, others.body]).toEqual([
      403,
      { Message: 'Only whoever created it or a workspace administrator may delete it.' },
    ]);
    expect(JSON.stringify(groups())).toBe(before);
    // Site users are refused every report call.
    const site = await as('site@demo.test');
    expect((await site.post('/api/reportgroup/create', { name: 'Outside' })).status).toBe(403);
  });
});
