/**
 * Designer benchmark (issue 4) in Chromium: the built app and the mock server, the designer opened on
 * the 1,000-field form 201 ("Large Form"), then a field dragged across it.
 *
 * - Time to first render: from the click on "Manage" in the form list (the app already loaded) to the
 *   frame after the last field cell appeared; and the same for a cold page load (from navigation start).
 * - Frame times during the drag: for each animation frame that handled pointer movement, the main
 *   thread's work for it: its pointermove handlers (interactjs and ours), then requestAnimationFrame,
 *   style, layout and paint (a message posted in requestAnimationFrame runs when the frame is done). The
 *   display's 60 Hz rhythm (16.7 ms between frames, also printed) is not work: under 16 ms keeps up.
 *   The drag goes right across the columns, then down to the bottom edge (the canvas scrolls), then
 *   drops on a cell; "drop handled" is from the release to the server's answer being shown.
 * Targets: first render under 1 s, 95th-percentile frame under 16 ms.
 *
 * Run: `npm run bench -- designer` (or `node --import tsx bench/designer.bench.ts`). It builds the app into
 * dist-bench-designer unless BENCH_DIST names an existing build. Needs /usr/bin/chromium (CHROMIUM_PATH).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { FORM_IDS, USER_EMAILS } from '../fixtures/ids';
import { createMockServer } from '../mock-server/app';

const DIST = process.env.BENCH_DIST ?? 'dist-bench-designer';
const FIELD_CELLS = '.dz-canvas .dz-cell';

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function startServers() {
  if (!process.env.BENCH_DIST || !existsSync(DIST)) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', DIST], { stdio: 'inherit' });
  }
  const mock = createMockServer({ dataFile: null });
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  const mockPort = (mock.server.address() as AddressInfo).port;
  process.env.GRIDWORK_API_TARGET = `http://127.0.0.1:${mockPort}`;
  const { preview } = await import('vite');
  const app = await preview({
    logLevel: 'error',
    build: { outDir: DIST },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const url = app.resolvedUrls?.local[0] ?? '';
  return { url: url.replace(/\/$/, ''), close: async () => (await app.close(), await mock.close()) };
}

/**
 * Records, in the page, when the field cells appear, and the work of each animation frame that handled
 * pointer movement: the time spent in its pointermove handlers (from a capturing listener on window to a
 * bubbling one, around interactjs's own) plus the time from requestAnimationFrame to a message posted
 * there, which runs once the frame's style, layout and paint are done. Idle time between is not counted.
 */
const PROBE = `
  window.__bench = { cellsAt: 0, count: 0, frames: [], intervals: [], recording: false };
  const watch = new MutationObserver(() => {
    const count = document.querySelectorAll('${FIELD_CELLS}').length;
    if (count > 0 && count !== window.__bench.count) {
      window.__bench.count = count;
      requestAnimationFrame(() => (window.__bench.cellsAt = performance.now()));
    }
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
  let inputWork = 0;
  let moved = false;
  let eventStart = 0;
  addEventListener('pointermove', () => { eventStart = performance.now(); }, true);
  addEventListener('pointermove', () => { inputWork += performance.now() - eventStart; moved = true; }, false);
  let last = 0;
  const tick = (now) => {
    const bench = window.__bench;
    if (bench.recording && moved) {
      const input = inputWork;
      if (last > 0) bench.intervals.push(now - last);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => bench.frames.push(input + performance.now() - now);
      channel.port2.postMessage(0);
    }
    inputWork = 0;
    moved = false;
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

async function settled(page: Page) {
  await page.waitForFunction(() => document.body.dataset.requests === 'free', undefined, { timeout: 30_000 });
}

/** Waits until the cell count has not changed for a moment, and answers when the last change was painted. */
async function renderedAt(page: Page, expected: number): Promise<number> {
  await page.waitForFunction((n) => document.querySelectorAll('.dz-canvas .dz-cell').length >= n, expected, {
    timeout: 30_000,
  });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __bench: { cellsAt: number } }).__bench.cellsAt);
}

const { url, close } = await startServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(PROBE);
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill(USER_EMAILS.admin);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/form\/list$/);
  await settled(page);
  const fieldCount = await page.evaluate(async (id) => {
    const response = await fetch(`/api/form?id=${id}`, { credentials: 'include' });
    const bundle = await response.json();
    return bundle.form.Fields.filter((f: { TypeId: number }) => f.TypeId !== 100).length as number;
  }, FORM_IDS.large);

  // Warm: from the list, as a user opens the designer.
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Manage Large Form' }).click();
  const warm = (await renderedAt(page, fieldCount)) - clickedAt;
  await settled(page);

  // Cold: a page load of the designer's address.
  await page.goto(`${url}/setup/form/manage/${FORM_IDS.large}`);
  const cold = await renderedAt(page, fieldCount);
  await settled(page);

  // The drag: a field near the top, right across the columns, then down to the bottom edge (autoscroll).
  const canvas = (await page.locator('.dz-canvas').boundingBox())!;
  const source = page.locator('.dz-cell').nth(2);
  const from = (await source.boundingBox())!;
  await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { frames: number[]; intervals: number[]; recording: boolean } }
    ).__bench;
    bench.frames = [];
    bench.intervals = [];
    bench.recording = true;
  });
  let x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 0; i < 80; i++) {
    x = Math.min(canvas.x + canvas.width - 30, x + 12);
    await page.mouse.move(x, y);
  }
  const across = await page.evaluate(
    () => (window as unknown as { __bench: { frames: number[] } }).__bench.frames.length,
  );
  for (let i = 0; i < 160; i++) {
    y = Math.min(canvas.y + canvas.height - 10, y + 8);
    x = Math.max(canvas.x + 80, x - 5);
    await page.mouse.move(x, y);
  }
  for (let i = 0; i < 40; i++) await page.mouse.move(x, y - 200 + (i % 2));
  await page.waitForTimeout(100);
  const { frames, intervals } = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { frames: number[]; intervals: number[]; recording: boolean } }
    ).__bench;
    bench.recording = false;
    return { frames: bench.frames, intervals: bench.intervals };
  });
  const releasedAt = Date.now();
  await page.mouse.up();
  await page.waitForTimeout(50);
  await settled(page);
  const dropHandled = Date.now() - releasedAt;

  const line = (label: string, ms: number, target?: number) =>
    `${label.padEnd(46)} ${ms.toFixed(1).padStart(8)} ms${target ? `   target < ${target} ms: ${ms < target ? 'met' : 'NOT met'}` : ''}`;
  console.log(
    `designer benchmark (Chromium ${browser.version()}): form ${FORM_IDS.large}, ${fieldCount} field cells`,
  );
  console.log(line('first render, from the form list (warm)', warm, 1000));
  console.log(line('first render, page load (cold)', cold, 1000));
  console.log(`drag: ${frames.length} frames with pointer movement`);
  console.log(line('frame time p50', percentile(frames, 50), 16));
  console.log(line('frame time p95', percentile(frames, 95), 16));
  console.log(line('frame time max', Math.max(...frames)));
  console.log(line('frame time p95, across the columns', percentile(frames.slice(0, across), 95)));
  console.log(line('frame time p95, down while the canvas scrolls', percentile(frames.slice(across), 95)));
  console.log(line('time between those frames, p50 (display rhythm)', percentile(intervals, 50)));
  console.log(line('drop handled (release to saved)', dropHandled));
} finally {
  await browser.close();
  await close();
}
