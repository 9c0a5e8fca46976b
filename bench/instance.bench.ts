/**
 * Form instance page benchmark (issue 11), in Chromium: the instance page at 100, 1,000 and 5,000 fields
 * against two bare pages that fetch the same instance from the same API and draw the same labelled cells,
 * values and formulas (bench/baseline/: plain DOM, and React 19 with the same `content-visibility` rows),
 * interleaved in one run. Each figure is the median of the rounds after a warm-up, printed beside its ratio
 * to bare React:
 * - data received to painted (Gridwork: on an in-app return to the page, see bench/pages/page-measure.ts), and
 *   full page load to painted (targets: at most 1.5x at 1,000 and 5,000);
 * - JavaScript heap after a collection once the page has settled (target: at most 2x), and elements in the document;
 * - keystroke to formulas painted: a digit typed into the first number box, until its row sum and the last
 *   running total (which depends on every row) show their new values and are painted, minus the specified
 *   500 ms debounce (target: within 50 ms at 5,000 fields).
 * Run: `npm run bench -- instance` (builds the app into dist-bench/ first; BENCH_SKIP_BUILD=1 reuses it;
 * BENCH_ROUNDS sets the rounds, default 5). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { BENCH_FORMS } from './pages/bench-forms';
import { compareVariants, launchSignedIn, printComparison, printGrowth } from './pages/compare';
import { armKeystroke, keystrokeResult } from './pages/keystroke-probes';
import { median } from './pages/page-measure';
import { startPageBenchServers } from './pages/page-bench-servers';

const DEBOUNCE_MS = 500;
const KEYSTROKES = 9;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const servers = await startPageBenchServers();
const { browser, context } = await launchSignedIn(servers.appUrl);
try {
  const figures = await compareVariants(
    context,
    (variant, form) => ({
      url:
        variant === 'gridwork'
          ? `/forminstance/${form.instanceId}`
          : `/bench/baseline/${variant === 'bare DOM' ? 'bare-dom' : 'bare-react'}.html?instance=${form.instanceId}`,
      cellClass: 'fr-cell',
      cells: form.cells,
      dataPath: '/api/forminstance',
      revisitVia: variant === 'gridwork' ? '/project/list' : undefined,
    }),
    ROUNDS,
  );
  printComparison(
    `instance page benchmark (Chromium ${browser.version()}), median of ${ROUNDS} interleaved rounds`,
    figures,
    [
      {
        metric: 'afterData',
        label: 'data received to painted',
        maxRatio: 1.5,
        sizes: [1000, 5000],
        unit: 'ms',
      },
      { metric: 'load', label: 'full page load to painted', maxRatio: 1.5, sizes: [1000, 5000], unit: 'ms' },
      {
        metric: 'heapMiB',
        label: 'JavaScript heap after a collection',
        maxRatio: 2,
        sizes: [1000, 5000],
        unit: 'MiB',
      },
      { metric: 'elements', label: 'elements in the document', unit: '' },
    ],
  );
  printGrowth('data received to painted, ms', figures, 'afterData');

  console.log(
    '\n  keystroke to formulas painted, after the 500 ms debounce (target: within 50 ms at 5,000 fields)',
  );
  const page = await context.newPage();
  for (const form of BENCH_FORMS.filter((f) => f.fields >= 1000)) {
    await page.goto(`/forminstance/${form.instanceId}`);
    const first = form.firstFieldId;
    const ids = {
      inputId: `fi-${first}`,
      firstId: `fi-${first + 6}`,
      lastId: `fi-${first + (form.rows - 1) * 10 + 7}`,
    };
    await page.locator(`#${ids.inputId}`).click();
    await page.keyboard.press('End');
    const samples: Array<Record<string, number>> = [];
    for (let i = 0; i < KEYSTROKES + 1; i++) {
      await page.evaluate(armKeystroke, ids);
      await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
      const result = await page.evaluate(keystrokeResult);
      if (i > 0) samples.push(result);
    }
    const pick = (key: string) => median(samples.map((s) => s[key]));
    const painted = pick('painted') - DEBOUNCE_MS;
    const verdict = form.fields === 5000 ? (painted <= 50 ? '  met' : '  NOT met') : '';
    console.log(
      `  ${String(form.fields).padStart(7)} fields: next frame ${pick('frame').toFixed(1)} ms; row sum ${(pick('first') - DEBOUNCE_MS).toFixed(1)} ms; all ${form.rows + 1} formulas painted ${painted.toFixed(1)} ms${verdict}`,
    );
  }
  await page.close();
} finally {
  await browser.close();
  await servers.close();
}
