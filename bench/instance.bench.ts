/**
 * Form instance page benchmark (issues 11 and 36), in Chromium: the instance page at 100, 1,000 and 5,000 fields
 * against two bare pages that fetch the same instance from the same API and draw the same labelled cells,
 * values and formulas (bench/baseline/: plain DOM, and React 19 with the same `content-visibility` rows), and
 * against the peer, SurveyJS 3 drawing the same form with the same formulas (bench/baseline/surveyjs.tsx),
 * interleaved in one run. Each figure is the median of the rounds after a warm-up, printed beside its ratio
 * to bare React:
 * - data received to painted (Gridwork: on an in-app return to the page, see bench/pages/page-measure.ts), and
 *   full page load to painted (targets: at most 1.5x at 1,000 and 5,000);
 * - JavaScript heap after a collection once the page has settled (target: at most 2x), and elements in the document;
 * - keystroke to formulas painted: a digit typed into the first number box, until its row sum and the last
 *   running total (which depends on every row) show their new values and are painted, minus the specified
 *   500 ms debounce (target: within 50 ms at 5,000 fields); SurveyJS recomputes as one types, without a debounce.
 *   Gridwork and SurveyJS take turns, a fresh tab each (BENCH_KEY_ROUNDS, default 3); bare React computes no
 *   formulas.
 * Beside each ratio to bare React, the ratio to SurveyJS (targets: at most 0.25x on full load and data to painted
 * at 1,000 and 5,000 fields, at most 0.2x on the keystroke).
 * Run: `npm run bench -- instance` (builds the app into dist-bench/ first; BENCH_SKIP_BUILD=1 reuses it;
 * BENCH_ROUNDS sets the rounds, default 5). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import type { BrowserContext } from 'playwright-core';
import { BENCH_FORMS, type BenchForm } from './pages/bench-forms';
import {
  WITH_PEER,
  compareVariants,
  launchSignedIn,
  printComparison,
  printGrowth,
  roundSpread,
} from './pages/compare';
import { armKeystroke, keystrokeResult } from './pages/keystroke-probes';
import { median } from './median-timing';
import { startPageBenchServers } from './pages/page-bench-servers';

const DEBOUNCE_MS = 500;
const KEYSTROKES = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KEY_ROUNDS = Number(process.env.BENCH_KEY_ROUNDS ?? 3);

const BASELINE_PAGES = { 'bare DOM': 'bare-dom', 'bare React': 'bare-react', SurveyJS: 'surveyjs' } as const;

type Typed = 'gridwork' | 'SurveyJS';

/** The median keystroke of one fresh tab: `painted` is after the debounce for Gridwork. */
async function keystroke(context: BrowserContext, form: BenchForm, variant: Typed) {
  const first = form.firstFieldId;
  const last = first + (form.rows - 1) * 10 + 7;
  const page = await context.newPage();
  try {
    const ids =
      variant === 'gridwork'
        ? { input: `#fi-${first}`, first: `#fi-${first + 6}`, last: `#fi-${last}`, root: '.fr-grid' }
        : {
            input: `[data-name="f${first}"] input`,
            first: `[data-name="f${first + 6}"]`,
            last: `[data-name="f${last}"]`,
            root: '#root',
          };
    await page.goto(
      variant === 'gridwork'
        ? `/forminstance/${form.instanceId}`
        : `/bench/baseline/surveyjs.html?instance=${form.instanceId}`,
    );
    await page.locator(ids.last).waitFor({ timeout: 120_000 });
    await page.locator(ids.input).click();
    await page.keyboard.press('End');
    const samples: Array<Record<string, number>> = [];
    for (let i = 0; i < KEYSTROKES + 1; i++) {
      await page.evaluate(armKeystroke, ids);
      await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
      const result = await page.evaluate(keystrokeResult);
      if (i > 0) samples.push(result);
    }
    const debounce = variant === 'gridwork' ? DEBOUNCE_MS : 0;
    const pick = (key: string) => median(samples.map((s) => s[key]));
    return { rowSum: pick('first') - debounce, painted: pick('painted') - debounce };
  } finally {
    await page.close();
  }
}

const servers = await startPageBenchServers();
const { browser, context } = await launchSignedIn(servers.appUrl);
try {
  const figures = await compareVariants(
    context,
    (variant, form) => ({
      url:
        variant === 'gridwork'
          ? `/forminstance/${form.instanceId}`
          : `/bench/baseline/${BASELINE_PAGES[variant]}.html?instance=${form.instanceId}`,
      cellClass: variant === 'SurveyJS' ? 'sd-question' : 'fr-cell',
      cells: form.cells,
      dataPath: '/api/forminstance',
      revisitVia: variant === 'gridwork' ? '/project/list' : undefined,
    }),
    ROUNDS,
    BENCH_FORMS,
    WITH_PEER,
  );
  const judged = { sizes: [1000, 5000] };
  printComparison(
    `instance page benchmark (Chromium ${browser.version()}), median of ${ROUNDS} interleaved rounds`,
    figures,
    [
      {
        metric: 'afterData',
        label: 'data received to painted',
        maxRatio: 1.5,
        maxPeerRatio: 0.25,
        ...judged,
        unit: 'ms',
      },
      {
        metric: 'load',
        label: 'full page load to painted',
        maxRatio: 1.5,
        maxPeerRatio: 0.25,
        ...judged,
        unit: 'ms',
      },
      {
        metric: 'heapMiB',
        label: 'JavaScript heap after a collection',
        maxRatio: 2,
        ...judged,
        unit: 'MiB',
      },
      { metric: 'elements', label: 'elements in the document', unit: '' },
    ],
    BENCH_FORMS,
    WITH_PEER,
  );
  printGrowth('data received to painted, ms', figures, 'afterData');

  console.log(
    `\n  keystroke to formulas painted (Gridwork after its 500 ms debounce; SurveyJS has none), median of ${KEY_ROUNDS} interleaved rounds of ${KEYSTROKES} keystrokes` +
      '\n  (targets: within 50 ms at 5,000 fields, at most 0.2x SurveyJS; bare React computes no formulas)',
  );
  console.log(
    `  ${'fields'.padStart(7)} ${'gridwork'.padStart(12)} ${'SurveyJS'.padStart(12)} ${'/SurveyJS'.padStart(10)} ${'rounds'.padStart(12)}   row sum (gridwork, SurveyJS)`,
  );
  for (const form of BENCH_FORMS) {
    const runs: Record<Typed, Array<{ rowSum: number; painted: number }>> = { gridwork: [], SurveyJS: [] };
    for (let round = 0; round < KEY_ROUNDS; round++) {
      const order: Typed[] = round % 2 === 0 ? ['gridwork', 'SurveyJS'] : ['SurveyJS', 'gridwork'];
      for (const variant of order) runs[variant].push(await keystroke(context, form, variant));
    }
    const med = (variant: Typed, key: 'rowSum' | 'painted') => median(runs[variant].map((r) => r[key]));
    const ratio = med('gridwork', 'painted') / med('SurveyJS', 'painted');
    const judgedSize = form.fields >= 1000;
    const verdict = judgedSize
      ? `${ratio <= 0.2 ? ' met' : ' NOT met'}${form.fields === 5000 ? (med('gridwork', 'painted') <= 50 ? ', within 50 ms' : ', over 50 ms') : ''}`
      : '';
    const spread = roundSpread(
      runs.gridwork.map((r) => r.painted),
      runs.SurveyJS.map((r) => r.painted),
    );
    console.log(
      `  ${String(form.fields).padStart(7)} ${`${med('gridwork', 'painted').toFixed(1)} ms`.padStart(12)} ${`${med('SurveyJS', 'painted').toFixed(1)} ms`.padStart(12)} ${`${ratio.toFixed(2)}x`.padStart(10)} ${spread.padStart(12)}   ${med('gridwork', 'rowSum').toFixed(1)}, ${med('SurveyJS', 'rowSum').toFixed(1)} ms${verdict}`,
    );
  }
} finally {
  await browser.close();
  await servers.close();
}
