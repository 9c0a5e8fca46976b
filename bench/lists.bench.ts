/**
 * The long lists at scale (issue 36), in Chromium against the built app and the mock server: the task list
 * (`/task/list`, open tasks, the default) with 100, 1,000 and 10,000 tasks; a cabinet folder with 100, 1,000 and
 * 10,000 items; the activity log with 100 to 100,000 entries; the Site Inspections report's filter list with 100
 * and 1,000 filters. One mock server per size, each seeded with every list at that size (bench/pages/list-seeds.ts).
 *
 * Figures, the median of the rounds after a warm-up, every page of every size loaded once per round in a fresh tab,
 * in a rotating order (interleaved, so that machine load falls on all alike):
 * - full load to painted: navigation start to the frame that painted the list's first rows (ten, or all if fewer);
 * - data to painted: the list call's last byte to that frame;
 * - the rows in the document, the JavaScript heap once the page has settled;
 * - growth: the full load's cost per 1,000 more items from each size to the next.
 * Target: each page's full load at its largest size under 1.5x its own at 100 items.
 * Run: `npm run bench -- lists` (builds the app into dist-bench/ first; BENCH_SKIP_BUILD=1 reuses it; BENCH_ROUNDS,
 * default 5; BENCH_LISTS=files,tasks measures only those lists: tasks, files, activity, filters). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { CABINET_IDS, REPORT_IDS } from '../fixtures/ids';
import { ReportType, reportPathOf } from '../src/domain/reports/report.entity';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { BENCH_CHROMIUM_ARGS, signedInContext } from './pages/compare';
import { BIG_FOLDER, listSeed, type ListCounts } from './pages/list-seeds';
import { startPageBenchServers, type PageBenchServers } from './pages/page-bench-servers';
import { median } from './median-timing';
import { measurePage, type PageFigures } from './pages/page-measure';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FIRST_ROWS = 10;

interface ListPage {
  name: keyof ListCounts;
  label: string;
  sizes: readonly number[];
  url: string;
  rowClass: string;
  dataPath: string;
}

const ALL_PAGES: readonly ListPage[] = [
  {
    name: 'tasks',
    label: 'task list',
    sizes: [100, 1000, 10_000],
    url: '/task/list',
    rowClass: 'task-row',
    dataPath: '/api/task/list',
  },
  {
    name: 'files',
    label: 'cabinet folder',
    sizes: [100, 1000, 10_000],
    url: `/cabinet/${CABINET_IDS.company}/folder/${CABINET_IDS.company}-${BIG_FOLDER}`,
    rowClass: 'item-row',
    dataPath: '/api/cabinet/folder',
  },
  {
    name: 'activity',
    label: 'activity log',
    sizes: [100, 1000, 10_000, 100_000],
    url: '/activitylog/list',
    rowClass: 'activity-row',
    dataPath: '/api/activitylog/list',
  },
  {
    name: 'filters',
    label: 'report filter list',
    sizes: [100, 1000],
    url: reportPathOf('filters', REPORT_IDS.inspections, ReportType.Forms),
    rowClass: 'report-filter-row',
    dataPath: '/api/reportfilter/getList',
  },
];

const ONLY = process.env.BENCH_LISTS?.split(',');
const PAGES = ALL_PAGES.filter((p) => !ONLY || ONLY.includes(p.name));
const SIZES = [...new Set(PAGES.flatMap((p) => p.sizes))].sort((a, b) => a - b);
/** At each size, every list that goes that far has that many items; the others stay at 100. */
const countsAt = (size: number): ListCounts =>
  Object.fromEntries(
    ALL_PAGES.map((p) => [p.name, PAGES.includes(p) && p.sizes.includes(size) ? size : 100]),
  ) as unknown as ListCounts;

const servers: PageBenchServers[] = [];
const contexts: BrowserContext[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
try {
  for (const [i, size] of SIZES.entries()) {
    const seeded = listSeed(countsAt(size));
    const running = await startPageBenchServers(
      () => seeded,
      i === 0 && process.env.BENCH_SKIP_BUILD !== '1',
    );
    servers.push(running);
    contexts.push(await signedInContext(browser, running.appUrl));
  }
  const runs = SIZES.flatMap((size, s) =>
    PAGES.filter((p) => p.sizes.includes(size)).map((page) => ({ size, page, context: contexts[s]! })),
  );
  const figures = new Map<string, PageFigures[]>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (let i = 0; i < runs.length; i++) {
      const { size, page, context } = runs[(i + round * 3) % runs.length]!;
      const result = await measurePage(context, {
        url: page.url,
        cellClass: page.rowClass,
        cells: Math.min(size, FIRST_ROWS),
        dataPath: page.dataPath,
      });
      if (round === 0) continue;
      const key = `${page.name}|${size}`;
      figures.set(key, [...(figures.get(key) ?? []), result]);
    }
  }

  console.log(
    `\nlong lists at scale (Chromium ${browser.version()}), median of ${ROUNDS} interleaved rounds` +
      '\n(target: full load at the largest size under 1.5x the same page at 100 items)',
  );
  console.log(
    `  ${'page'.padEnd(20)} ${'items'.padStart(8)} ${'full load'.padStart(10)} ${'x at 100'.padStart(9)} ${'data to paint'.padStart(14)} ${'rows'.padStart(6)} ${'heap'.padStart(9)}   growth per 1,000 more`,
  );
  for (const page of PAGES) {
    const at = (size: number, metric: keyof PageFigures) =>
      median((figures.get(`${page.name}|${size}`) ?? []).map((f) => f[metric]));
    for (const [i, size] of page.sizes.entries()) {
      const ratio = at(size, 'load') / at(100, 'load');
      const last = i === page.sizes.length - 1;
      const verdict = last ? (ratio < 1.5 ? '  met' : '  NOT met') : '';
      const previous = page.sizes[i - 1];
      const growth =
        previous === undefined
          ? ''
          : `${((at(size, 'load') - at(previous, 'load')) / ((size - previous) / 1000)).toFixed(2)} ms`;
      console.log(
        `  ${page.label.padEnd(20)} ${size.toLocaleString('en').padStart(8)} ${`${at(size, 'load').toFixed(0)} ms`.padStart(10)} ${`${ratio.toFixed(2)}x`.padStart(9)} ${`${at(size, 'afterData').toFixed(0)} ms`.padStart(14)} ${at(size, 'drawn').toFixed(0).padStart(6)} ${`${at(size, 'heapMiB').toFixed(1)} MiB`.padStart(9)}   ${growth}${verdict}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const running of servers) await running.close();
}
