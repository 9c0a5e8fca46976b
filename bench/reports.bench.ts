/**
 * Report run benchmark (issue 15): the time from Run to `reportReady`, the mock backend's peak memory while it writes,
 * and the workbook's size, for
 * - a form report (Site Inspections: project, inspector, date, total) over 10,000 saved instances of the demo form;
 * - a task report (Open Tasks: title, project, assignees, due date, completed) of 100,000 rows.
 * The mock server runs in this process (as in the mock's own tests): "peak memory" is this process's resident set
 * size, sampled every 10 ms from Run to `reportReady`, minus what it held just before Run (the data set itself is
 * loaded before). The call goes over HTTP and the push over the real hub (the @microsoft/signalr client).
 * Run: `npm run bench -- reports` or `node --import tsx bench/reports.bench.ts`.
 */
import { INSTANCE_IDS, REPORT_FILTER_IDS, REPORT_IDS, USER_EMAILS } from '../fixtures/ids';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { connectSignalR, until } from '../mock-server/test-support/hub-client';
import { startMock } from '../mock-server/test-support/mock-client';

const MB = 1024 * 1024;

function withInstances(count: number): SeedData {
  const data = seed();
  const demo = data.formInstances.find((i) => i.InstanceId === INSTANCE_IDS.demo)!;
  const copies = Array.from({ length: count }, (_, i) => ({
    ...structuredClone(demo),
    InstanceId: 100_000 + i,
    Name: `Site Inspection #${i}`,
  }));
  return {
    ...data,
    formInstances: [...data.formInstances.filter((i) => i.FormId !== demo.FormId), ...copies],
  };
}

function withTasks(count: number): SeedData {
  const data = seed();
  const base = data.tasks;
  const tasks = Array.from({ length: count }, (_, i) => ({
    ...structuredClone(base[i % base.length]!),
    TaskId: 100_000 + i,
    Title: `${base[i % base.length]!.Title} #${i}`,
  }));
  return { ...data, tasks };
}

async function run(label: string, data: SeedData, path: string, body: object): Promise<void> {
  const running = await startMock({ seed: () => data });
  try {
    const admin = running.client();
    await admin.login(USER_EMAILS.admin);
    const hub = await connectSignalR(running.baseUrl, admin);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const reply = await admin.post(path, body);
    if (reply.status !== 202) throw new Error(`${path} answered ${reply.status} ${reply.text}`);
    const { RunId } = reply.body as { RunId: string };
    await until(() => hub.messages.some((m) => (m.Data as { RunId?: string }).RunId === RunId), 600_000);
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const pushed = hub.messages.find((m) => (m.Data as { RunId?: string }).RunId === RunId)!;
    const file = await fetch(
      `${running.baseUrl}/api/reportrun/download?id=${RunId}&xsrf=${admin.cookies.get('XSRF-TOKEN')}`,
      { headers: { cookie: admin.cookieHeader } },
    );
    const size = (await file.arrayBuffer()).byteLength;
    const rows = (pushed.Data as { Rows?: number }).Rows;
    console.log(
      `${label}: ${pushed.Listener} with ${rows} rows in ${(elapsed / 1000).toFixed(2)} s from Run; ` +
        `peak memory +${((peak - before) / MB).toFixed(0)} MB over ${(before / MB).toFixed(0)} MB before Run; workbook ${(size / MB).toFixed(2)} MB`,
    );
    await hub.connection.stop();
  } finally {
    await running.stop();
  }
}

console.log('Report runs: Run to reportReady over HTTP and the hub, the mock backend in this process');
await run('form report, 10,000 instances', withInstances(10_000), '/api/reportrun/Filter', {
  reportFilterId: REPORT_FILTER_IDS.allInspections,
  reportId: REPORT_IDS.inspections,
});
const everyone = [0, 1, 2, 3, 4, 5, 6, 7, 8];
await run('task report, 100,000 tasks', withTasks(100_000), '/api/reportrun/TaskReport', {
  ReportId: REPORT_IDS.openTasks,
  Status: '-1',
  TaskReportFilterAssignees: everyone,
});
process.exit(0);
