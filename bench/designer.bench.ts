/**
 * Designer benchmark (issues 4 and 11), in Chromium: the designer opened on forms of 100, 1,000 and 5,000
 * fields against the two bare pages that fetch the same form and draw its labelled cells (bench/baseline/),
 * interleaved in one run; then a field dragged across the 1,000 and 5,000-field forms.
 *
 * - Full page load to painted: navigation start to the frame in which the form is drawn as far as one can see (the
 *   designer draws the rows near the view; formDrawn in pages/page-measure.ts), with the ratio
 *   to bare React (target: at most 2x at 1,000 and 5,000 fields); the JavaScript heap after a collection once the
 *   page has settled (target: at most 2x) and the elements in the document.
 * - Frame times during the drag: for each animation frame that handled pointer movement, the main thread's
 *   work for it: its pointermove handlers (interactjs and ours), then requestAnimationFrame, style, layout and
 *   paint (a message posted in requestAnimationFrame runs when the frame is done). The first frame of a
 *   drag is printed apart, the median of five drags released outside the canvas (target: under 16 ms at
 *   5,000 fields), then the 95th percentile of a long drag (target: under 16 ms). The drag goes right across the columns, then down to the bottom edge (the canvas scrolls), then
 *   drops on a cell; "drop handled" is from the release to the server's answer being shown.
 *
 * Run: `npm run bench -- designer` (builds the app into dist-bench/ first; BENCH_SKIP_BUILD=1 reuses it;
 * BENCH_ROUNDS sets the rounds, default 5). Uses Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import type { Page } from 'playwright-core';
import { BENCH_FORMS, type BenchForm } from './pages/bench-forms';
import { compareVariants, launchSignedIn, printComparison, printGrowth } from './pages/compare';
import { median, percentile } from './median-timing';
import { formDrawn } from './pages/page-measure';
import { startPageBenchServers } from './pages/page-bench-servers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * Records the work of each animation frame that handled pointer movement: the time spent in its pointermove
 * handlers (from a capturing listener on window to a bubbling one, around interactjs's own) plus the time from
 * requestAnimationFrame to a message posted there, which runs once the frame's style, layout and paint are
 * done. Idle time between is not counted.
 */
const DRAG_PROBE = `
  window.__formDrawn = ${formDrawn.toString()};
  window.__drag = { frames: [], recording: false };
  let inputWork = 0;
  let moved = false;
  let eventStart = 0;
  addEventListener('pointermove', () => { eventStart = performance.now(); }, true);
  addEventListener('pointermove', () => { inputWork += performance.now() - eventStart; moved = true; }, false);
  const tick = (now) => {
    const drag = window.__drag;
    if (drag.recording && moved) {
      const input = inputWork;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => drag.frames.push(input + performance.now() - now);
      channel.port2.postMessage(0);
    }
    inputWork = 0;
    moved = false;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

/** The designer has drawn the cells in view (it draws the rows below the view as the canvas scrolls near them). */
/**
 * A function, not a string: the build's Content Security Policy refuses a string predicate, which Playwright
 * evaluates with `eval` (formDrawn comes with the drag probe's init script).
 */
const waitDrawn = (page: Page, cells: number) =>
  page.waitForFunction(
    (count) =>
      (
        window as unknown as { __formDrawn: (c: HTMLCollectionOf<Element>, n: number) => boolean }
      ).__formDrawn(document.getElementsByClassName('dz-cell'), count),
    cells,
    { timeout: 60_000 },
  );

async function settled(page: Page) {
  await page.waitForFunction(() => document.body.dataset.requests === 'free', undefined, { timeout: 60_000 });
}

interface DragFigures {
  frames: number[];
  across: number;
  dropHandled: number;
}

async function drag(page: Page, form: BenchForm): Promise<DragFigures> {
  await page.goto(`/setup/form/manage/${form.formId}`);
  await waitDrawn(page, form.cells);
  await settled(page);
  const canvas = (await page.locator('.dz-canvas').boundingBox())!;
  const from = (await page.locator('.dz-cell').nth(2).boundingBox())!;
  await page.evaluate(() =>
    Object.assign((window as unknown as { __drag: object }).__drag, { frames: [], recording: true }),
  );
  let x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 0; i < 80; i++) {
    x = Math.min(canvas.x + canvas.width - 30, x + 12);
    await page.mouse.move(x, y);
  }
  const across = await page.evaluate(
    () => (window as unknown as { __drag: { frames: number[] } }).__drag.frames.length,
  );
  for (let i = 0; i < 160; i++) {
    y = Math.min(canvas.y + canvas.height - 10, y + 8);
    x = Math.max(canvas.x + 80, x - 5);
    await page.mouse.move(x, y);
  }
  for (let i = 0; i < 40; i++) await page.mouse.move(x, y - 200 + (i % 2));
  await page.waitForTimeout(100);
  const frames = await page.evaluate(() => {
    const state = (window as unknown as { __drag: { frames: number[]; recording: boolean } }).__drag;
    state.recording = false;
    return state.frames;
  });
  const releasedAt = Date.now();
  await page.mouse.up();
  await page.waitForTimeout(50);
  await settled(page);
  return { frames, across, dropHandled: Date.now() - releasedAt };
}

/**
 * The first frame of a drag, several times over: a field is picked up, moved a little, then released outside
 * the canvas (no drop, the form is unchanged). Returns each first frame's work.
 */
async function firstFrames(page: Page, form: BenchForm, times: number): Promise<number[]> {
  await page.goto(`/setup/form/manage/${form.formId}`);
  await waitDrawn(page, form.cells);
  await settled(page);
  const firsts: number[] = [];
  for (let i = 0; i < times; i++) {
    const box = (await page
      .locator('.dz-cell')
      .nth(2 + i)
      .boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(200);
    await page.evaluate(() =>
      Object.assign((window as unknown as { __drag: object }).__drag, { frames: [], recording: true }),
    );
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2);
    await page.waitForTimeout(150);
    firsts.push(
      await page.evaluate(() => (window as unknown as { __drag: { frames: number[] } }).__drag.frames[0]),
    );
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.waitForTimeout(150);
  }
  return firsts;
}

const servers = await startPageBenchServers();
const { browser, context } = await launchSignedIn(servers.appUrl);
try {
  const figures = await compareVariants(
    context,
    (variant, form) =>
      variant === 'gridwork'
        ? {
            url: `/setup/form/manage/${form.formId}`,
            cellClass: 'dz-cell',
            cells: form.cells,
            dataPath: '/api/form?',
            revisitVia: '/form/list',
          }
        : {
            url: `/bench/baseline/${variant === 'bare DOM' ? 'bare-dom' : 'bare-react'}.html?form=${form.formId}`,
            cellClass: 'fr-cell',
            cells: form.cells,
            dataPath: '/api/form?',
          },
    ROUNDS,
  );
  printComparison(
    `designer benchmark (Chromium ${browser.version()}), median of ${ROUNDS} interleaved rounds`,
    figures,
    [
      { metric: 'load', label: 'full page load to painted', maxRatio: 2, sizes: [1000, 5000], unit: 'ms' },
      { metric: 'afterData', label: 'data received to painted', unit: 'ms' },
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
    '\n  dragging a field across the form (frame work; targets under 16 ms: first frame at 5,000 fields, 95th percentile)',
  );
  const page = await context.newPage();
  await page.addInitScript(DRAG_PROBE);
  for (const form of BENCH_FORMS.filter((f) => f.fields >= 1000)) {
    const first = median(await firstFrames(page, form, 5));
    const { frames, across, dropHandled } = await drag(page, form);
    const p95 = percentile(frames, 95);
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `  ${String(form.fields).padStart(7)} fields: first frame ${first.toFixed(1)} ms (median of 5 drags)${form.fields === 5000 ? ` (${mark(first < 16)})` : ''}; ${frames.length} frames; ` +
        `p50 ${percentile(frames, 50).toFixed(1)} ms; p95 ${p95.toFixed(1)} ms (${mark(p95 < 16)}); max ${Math.max(...frames).toFixed(1)} ms; ` +
        `p95 across ${percentile(frames.slice(0, across), 95).toFixed(1)} ms, while scrolling ${percentile(frames.slice(across), 95).toFixed(1)} ms; drop handled ${dropHandled} ms`,
    );
  }
  await page.close();
} finally {
  await browser.close();
  await servers.close();
}
