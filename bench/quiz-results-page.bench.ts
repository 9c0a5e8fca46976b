/**
 * The quiz results page at scale (issue 34), in Chromium against the built app and the mock server, as
 * bench/lists.bench.ts measures the long lists: `/modules/quiz/results/{quizId}` of "Site safety basics" with its five
 * demo attempts copied until the quiz holds 100, 1,000 and 10,000 (one mock server per size).
 *
 * Figures, the median of the rounds after a warm-up, each size loaded once per round in a fresh tab, in a rotating
 * order: full load to painted (navigation start to the frame that painted the first ten rows of the table), data to
 * painted (the `quizresult/list` answer's last byte to that frame), the rows in the document and the heap.
 * Run: `npm run bench -- quiz-results` (builds the app into dist-bench/ first; BENCH_SKIP_BUILD=1 reuses it;
 * BENCH_ROUNDS, default 5). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/chromium';
import { QUIZ_IDS, quizAttempts } from '../fixtures/quizzes/quizzes';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { BENCH_CHROMIUM_ARGS, signedInContext } from './pages/compare';
import { startPageBenchServers, type PageBenchServers } from './pages/page-bench-servers';
import { median } from './median-timing';
import { measurePage, type PageFigures } from './pages/page-measure';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SIZES = [100, 1_000, 10_000] as const;
const FIRST_ROWS = 10;

/** The demo data with the safety quiz's attempts copied to `count` (distinct ids, takers numbered). */
function resultsSeed(count: number): SeedData {
  const data = seed();
  const others = data.quizAttempts.filter((a) => a.QuizId !== QUIZ_IDS.safety);
  const copies = Array.from({ length: count }, (_, i) => {
    const from = quizAttempts[i % quizAttempts.length]!;
    return {
      ...structuredClone(from),
      QuizExamId: 500_000 + i,
      TakerName: `${from.TakerName} ${i + 1}`,
    };
  });
  return { ...data, quizAttempts: [...others, ...copies] };
}

const servers: PageBenchServers[] = [];
const contexts: BrowserContext[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
try {
  for (const [i, size] of SIZES.entries()) {
    const seeded = resultsSeed(size);
    const running = await startPageBenchServers(
      () => seeded,
      i === 0 && process.env.BENCH_SKIP_BUILD !== '1',
    );
    servers.push(running);
    contexts.push(await signedInContext(browser, running.appUrl));
  }
  const figures = new Map<number, PageFigures[]>();
  for (let round = 0; round <= ROUNDS; round++) {
    for (let i = 0; i < SIZES.length; i++) {
      const s = (i + round) % SIZES.length;
      const size = SIZES[s]!;
      const result = await measurePage(contexts[s]!, {
        url: `/modules/quiz/results/${QUIZ_IDS.safety}`,
        cellClass: 'quiz-results__row',
        cells: Math.min(size, FIRST_ROWS),
        dataPath: '/api/quizresult/list',
      });
      if (round === 0) continue;
      figures.set(size, [...(figures.get(size) ?? []), result]);
    }
  }

  console.log(
    `\nquiz results page (Chromium ${browser.version()}), /modules/quiz/results/${QUIZ_IDS.safety}, median of ${ROUNDS} interleaved rounds`,
  );
  console.log(
    `  ${'attempts'.padStart(8)} ${'full load'.padStart(10)} ${'x at 100'.padStart(9)} ${'data to paint'.padStart(14)} ${'rows'.padStart(6)} ${'heap'.padStart(9)}`,
  );
  const at = (size: number, metric: keyof PageFigures) =>
    median((figures.get(size) ?? []).map((f) => f[metric]));
  for (const size of SIZES) {
    console.log(
      `  ${size.toLocaleString('en').padStart(8)} ${`${at(size, 'load').toFixed(0)} ms`.padStart(10)} ${`${(at(size, 'load') / at(100, 'load')).toFixed(2)}x`.padStart(9)} ${`${at(size, 'afterData').toFixed(0)} ms`.padStart(14)} ${at(size, 'drawn').toFixed(0).padStart(6)} ${`${at(size, 'heapMiB').toFixed(1)} MiB`.padStart(9)}`,
    );
  }
} finally {
  await browser.close();
  for (const running of servers) await running.close();
}
