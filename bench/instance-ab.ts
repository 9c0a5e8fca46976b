/**
 * A/B of two builds of the app on the instance page (issue 36's levers, docs/performance.md): both builds served
 * side by side against one mock server seeded with the benchmark forms, each size loaded once per round in each
 * build, in alternating order, a fresh tab each; the first round warms up. Prints each build's medians (full load
 * to painted, data to painted on an in-app return, heap once settled) and B over A, with the middle half of the
 * rounds' own ratios, and the machine's load average before and after (a shared machine's noise, docs/performance.md).
 * Run: `node --import tsx bench/instance-ab.ts <dist A> <dist B>` (build each with `npx vite build --outDir ...`);
 * BENCH_ROUNDS (default 8), BENCH_SIZES as for the instance benchmark.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { createMockServer } from '../mock-server/app';
import { BENCH_FORMS, benchSeed } from './pages/bench-forms';
import { BENCH_CHROMIUM_ARGS, roundSpread, signedInContext } from './pages/compare';
import { freePort } from './pages/page-bench-servers';
import { median } from './median-timing';
import { measurePage, type PageFigures } from './pages/page-measure';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: instance-ab.ts <dist A> <dist B>');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
const loadBefore = load();

const ports = [await freePort(), await freePort()];
const urls = ports.map((port) => `http://127.0.0.1:${port}`);
// The mock answers state-changing calls only from the SPA's origins (mock-server/origins.ts).
const mock = createMockServer({ dataFile: null, seed: benchSeed, allowedOrigins: urls });
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
process.env.GRIDWORK_API_TARGET = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
const servers = await Promise.all(
  [distA, distB].map((outDir, i) =>
    preview({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: { outDir },
      preview: { port: ports[i], strictPort: true, host: '127.0.0.1' },
    }),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
try {
  const contexts = [await signedInContext(browser, urls[0]!), await signedInContext(browser, urls[1]!)];
  const figures = new Map<string, PageFigures[]>();
  for (let round = 0; round <= ROUNDS; round++)
    for (const form of BENCH_FORMS)
      for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const result = await measurePage(contexts[side]!, {
          url: `/forminstance/${form.instanceId}`,
          cellClass: 'fr-cell',
          cells: form.cells,
          dataPath: '/api/forminstance',
          revisitVia: '/project/list',
        });
        if (round === 0) continue;
        const key = `${form.fields}|${side}`;
        figures.set(key, [...(figures.get(key) ?? []), result]);
      }
  console.log(`\nA/B, instance page, ${ROUNDS} interleaved rounds: A ${distA}, B ${distB}`);
  console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  for (const metric of ['load', 'afterData', 'heapMiB', 'elements'] as const) {
    console.log(`\n  ${metric}`);
    for (const form of BENCH_FORMS) {
      const a = (figures.get(`${form.fields}|0`) ?? []).map((f) => f[metric]);
      const b = (figures.get(`${form.fields}|1`) ?? []).map((f) => f[metric]);
      console.log(
        `  ${String(form.fields).padStart(6)} fields: A ${median(a).toFixed(1).padStart(8)}  B ${median(b).toFixed(1).padStart(8)}  B/A ${(median(b) / median(a)).toFixed(2)}  rounds ${roundSpread(b, a)}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
  await mock.close();
}
