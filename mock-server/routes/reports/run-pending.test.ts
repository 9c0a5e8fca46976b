import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_FILTER_IDS, REPORT_IDS } from '../../../fixtures/ids';
import type { ReportFilter } from '../../../src/domain/reports/report-filter.entity';
import { connectSignalR, until } from '../../test-support/hub-client';
import { withInstances } from '../../test-support/many-instances';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

/** Report runs at scale and runs whose push found no tab (issue 36), and a manual run's Last Execution (issue 32 #15). */
let running: RunningMock | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function start(options: Parameters<typeof startMock>[0] = {}) {
  running = await startMock(options);
  return running;
}

async function signedIn(mock: RunningMock, email = 'admin@demo.test'): Promise<MockClient> {
  const client = mock.client();
  await client.login(email);
  return client;
}

const inspections = { reportFilterId: REPORT_FILTER_IDS.allInspections, reportId: REPORT_IDS.inspections };
const pendingOf = async (client: MockClient) =>
  (await client.get('/api/reportrun/pending')).body as { Listener: string; Data: { RunId: string } }[];

describe('a run at scale', () => {
  it('answers Run at once and keeps answering others while 10,000 instances are worked through', async () => {
    const mock = await start({ seed: () => withInstances(10_000) });
    const admin = await signedIn(mock);
    const hub = await connectSignalR(mock.baseUrl, admin);
    try {
      const started = performance.now();
      const reply = await admin.post('/api/reportrun/Filter', inspections);
      const answeredIn = performance.now() - started;
      expect(reply.status).toBe(202);
      const { RunId } = reply.body as { RunId: string };
      // Another call during the run is answered before the run is done (the rows are built in slices).
      const other = await admin.get('/api/reportAuth');
      expect(other.status).toBe(200);
      expect(hub.messages.some((m) => (m.Data as { RunId?: string }).RunId === RunId)).toBe(false);
      // Before the fix the rows were built before the answer: 4.6 s at 10,000 (issue 36).
      expect(answeredIn).toBeLessThan(1000);
      await until(() => hub.messages.some((m) => (m.Data as { RunId?: string }).RunId === RunId), 60_000);
      const pushed = hub.messages.find((m) => (m.Data as { RunId?: string }).RunId === RunId)!;
      expect(pushed).toMatchObject({ Listener: 'reportReady', Data: { Rows: 10_000 } });
    } finally {
      await hub.connection.stop();
    }
  }, 90_000);
});

describe('runs whose push found no tab', () => {
  it('keeps a finished run for GET reportrun/pending until its workbook is downloaded', async () => {
    const mock = await start();
    const admin = await signedIn(mock);
    const member = await signedIn(mock, 'member@demo.test');
    const reply = await admin.post('/api/reportrun/Filter', inspections);
    const { RunId, FileName } = reply.body as { RunId: string; FileName: string };
    await mock.mock.reports.settled();
    // No tab was connected: the push reached nobody, the outcome waits for the runner.
    expect(await pendingOf(admin)).toEqual([
      { Listener: 'reportReady', Data: { RunId, FileName, ReportId: REPORT_IDS.inspections, Rows: 1 } },
    ]);
    // Asking again (another reconnect) still finds it: only the download acknowledges a workbook.
    expect((await pendingOf(admin)).map((p) => p.Data.RunId)).toEqual([RunId]);
    expect(await pendingOf(member)).toEqual([]);
    const file = await fetch(
      `${mock.baseUrl}/api/reportrun/download?id=${RunId}&xsrf=${admin.cookies.get('XSRF-TOKEN')}`,
      { headers: { cookie: admin.cookieHeader } },
    );
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    expect(await pendingOf(admin)).toEqual([]);
  });

  it('answers a run without content once, and refuses people without the Read bit', async () => {
    const mock = await start();
    const admin = await signedIn(mock);
    const reply = await admin.post('/api/reportrun/FormReport', {
      ReportId: REPORT_IDS.inspections,
      Status: '100',
    });
    const { RunId } = reply.body as { RunId: string };
    await mock.mock.reports.settled();
    expect(await pendingOf(admin)).toEqual([
      {
        Listener: 'reportNoContent',
        Data: { RunId, ReportId: REPORT_IDS.inspections, ReportName: 'Site Inspections' },
      },
    ]);
    expect(await pendingOf(admin)).toEqual([]);
    const outside = await signedIn(mock, 'site@demo.test');
    expect((await outside.get('/api/reportrun/pending')).status).toBe(403);
    expect((await mock.client().get('/api/reportrun/pending')).status).toBe(401);
  });
});

describe('Last Execution', () => {
  it("is the time a saved filter's manual run finished; a run of unsaved criteria changes no filter", async () => {
    const finishedAt = Date.parse('2026-11-20T09:30:00.000Z');
    const mock = await start({ now: () => finishedAt });
    const admin = await signedIn(mock);
    const listed = async () =>
      (
        (await admin.get(`/api/reportfilter/getList?reportId=${REPORT_IDS.inspections}`))
          .body as ReportFilter[]
      ).map((f) => [f.Id, f.LastExecutionDate]);
    const before = await listed();
    expect(before.every(([, last]) => last === null)).toBe(true);
    await admin.post('/api/reportrun/FormReport', { ReportId: REPORT_IDS.inspections, Status: '-1' });
    await mock.mock.reports.settled();
    expect(await listed()).toEqual(before);
    await admin.post('/api/reportrun/Filter', inspections);
    await mock.mock.reports.settled();
    expect(await listed()).toEqual(
      before.map(([id, last]) => [
        id,
        id === REPORT_FILTER_IDS.allInspections ? '2026-11-20T09:30:00.000Z' : last,
      ]),
    );
  });
});
