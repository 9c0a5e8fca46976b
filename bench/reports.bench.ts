/**
 * Report run benchmark (issues 15 and 36): for a form report (Site Inspections: project, inspector, date, total) over
 * 1,000, 10,000 and 100,000 saved instances of the demo form, and a task report of 100,000 rows,
 * - Run to accepted: the time until the `202 { RunId }` answer (issue 36: under 200 ms at any size);
 * - Run to `reportReady`: until the push reaches the real @microsoft/signalr client (under 2 s at 10,000 instances,
 *   under 10 s at 100,000), and the growth per 1,000 instances from one size to the next (flat: linear time);
 * - the mock backend's peak memory while it works and the workbook's size.
 * The mock server runs in this process (as in the mock's own tests): "peak memory" is this process's resident set
 * size, sampled every 10 ms from Run to `reportReady`, minus what it held just before Run (the data set itself is
 * loaded before); "CPU" is the process's CPU time from Run to `reportReady` (on a machine shared with other work the
 * wall-clock time can be several times longer). The call goes over HTTP and the push over the real hub.
 * Run: `npm run bench -- reports` or `node --import tsx bench/reports.bench.ts`; `BENCH_SIZES=1000,10000` limits
 * the form report's sizes. Each line ends with the machine's load average (1, 5 and 15 minutes): on a shared machine the
 * wall-clock times grow with it, the CPU time much less.
 */
import { loadavg } from 'node:os';
import { REPORT_FILTER_IDS, REPORT_IDS, USER_EMAILS } from '../fixtures/ids';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { connectSignalR, until } from '../mock-server/test-support/hub-client';
import { withInstances } from '../mock-server/test-support/many-instances';
import { startMock } from '../mock-server/test-support/mock-client';

const MB = 1024 * 1024;

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

interface Timing {
  accepted: number;
  ready: number;
}

async function run(label: string, data: SeedData, path: string, body: object): Promise<Timing> {
  const running = await startMock({ seed: () => data });
  try {
    const admin = running.client();
    await admin.login(USER_EMAILS.admin);
    const hub = await connectSignalR(running.baseUrl, admin);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const reply = await admin.post(path, body);
    const accepted = performance.now() - started;
    if (reply.status !== 202) throw new Error(`${path} answered ${reply.status} ${reply.text}`);
    const { RunId } = reply.body as { RunId: string };
    await until(() => hub.messages.some((m) => (m.Data as { RunId?: string }).RunId === RunId), 600_000);
    const ready = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    const pushed = hub.messages.find((m) => (m.Data as { RunId?: string }).RunId === RunId)!;
    const file = await fetch(
      `${running.baseUrl}/api/reportrun/download?id=${RunId}&xsrf=${admin.cookies.get('XSRF-TOKEN')}`,
      { headers: { cookie: admin.cookieHeader } },
    );
    const size = (await file.arrayBuffer()).byteLength;
    const rows = (pushed.Data as { Rows?: number }).Rows;
    console.log(
      `${label}: accepted in ${accepted.toFixed(0)} ms; ${pushed.Listener} with ${rows} rows in ` +
        `${(ready / 1000).toFixed(2)} s from Run (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s); peak memory +${((peak - before) / MB).toFixed(0)} MB over ` +
        `${(before / MB).toFixed(0)} MB before Run; workbook ${(size / MB).toFixed(2)} MB; load average ` +
        loadavg()
          .map((l) => l.toFixed(1))
          .join(' '),
    );
    await hub.connection.stop();
    return { accepted, ready };
  } finally {
    await running.stop();
  }
}

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
console.log(
  'Report runs: Run to accepted and to reportReady over HTTP and the hub, the mock backend in this process',
);
let previous: { size: number; ready: number } | null = null;
for (const size of sizes) {
  const { ready } = await run(
    `form report, ${size.toLocaleString('en')} instances`,
    withInstances(size),
    '/api/reportrun/Filter',
    { reportFilterId: REPORT_FILTER_IDS.allInspections, reportId: REPORT_IDS.inspections },
  );
  const perThousand = (ready / size) * 1000;
  const growth = previous
    ? `; from ${previous.size.toLocaleString('en')}: ${(((ready - previous.ready) / (size - previous.size)) * 1000).toFixed(0)} ms per 1,000 more`
    : '';
  console.log(`  ${perThousand.toFixed(0)} ms per 1,000 instances${growth}`);
  previous = { size, ready };
}
const everyone = [0, 1, 2, 3, 4, 5, 6, 7, 8];
await run('task report, 100,000 tasks', withTasks(100_000), '/api/reportrun/TaskReport', {
  ReportId: REPORT_IDS.openTasks,
  Status: '-1',
  TaskReportFilterAssignees: everyone,
});
process.exit(0);
