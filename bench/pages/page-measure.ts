/**
 * Loads one page in a fresh tab and measures it as the page benchmarks report it (bench/instance.bench.ts,
 * bench/designer.bench.ts): from navigation start to the frame that painted the last of the form's cells, then
 * the JavaScript heap after a garbage collection and the number of elements in the document; and from the end
 * of the form's data response to that frame. For a page of an app (`revisitVia`), that last figure is taken on
 * an in-app return to the page (away to `revisitVia`, then back), as a user moves between pages: on a first
 * load the app fetches the data early, while its code still loads (route-level data loading), so the data's
 * arrival would start the clock before the page could draw anything.
 */
import type { BrowserContext } from 'playwright-core';

export interface PageFigures {
  /** Navigation start to the form painted. */
  load: number;
  /** The data response's last byte to the form painted. */
  afterData: number;
  heapMiB: number;
  elements: number;
}

export interface PageTarget {
  url: string;
  /** Class of one drawn field cell, and how many the finished page has. */
  cellClass: string;
  cells: number;
  /** A part of the data request's URL (`/api/forminstance`, `/api/form?`). */
  dataPath: string;
  /** For an app page: another page of the app to step away to before the in-app return. */
  revisitVia?: string;
}

/**
 * Installed before the page's own scripts: polls once a frame for the cells (a live collection keeps that
 * cheap), and when they are all there, posts a message that runs right after that frame was painted.
 */
const PAINT_PROBE = `
  window.__painted = new Promise((resolve) => {
    let cells;
    const poll = () => {
      cells ??= document.getElementsByClassName(window.__cellClass);
      if (cells.length >= window.__cellCount) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
`;

export async function measurePage(context: BrowserContext, target: PageTarget): Promise<PageFigures> {
  const page = await context.newPage();
  try {
    await page.addInitScript(`window.__cellClass = ${JSON.stringify(target.cellClass)}; window.__cellCount = ${target.cells};`);
    await page.addInitScript(PAINT_PROBE);
    await page.goto(target.url, { waitUntil: 'commit' });
    const timing = await page.evaluate(
      async ({ dataPath }) => {
        const painted = await Promise.race([
          (window as unknown as { __painted: Promise<number> }).__painted,
          new Promise<number>((_, reject) => setTimeout(() => reject(new Error('not painted within 60 s')), 60_000)),
        ]);
        const data = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(dataPath))
          .pop() as PerformanceResourceTiming | undefined;
        if (!data) throw new Error(`no request to ${dataPath}`);
        return { load: painted, afterData: painted - data.responseEnd, elements: document.getElementsByTagName('*').length };
      },
      { dataPath: target.dataPath },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    const figures = { ...timing, heapMiB: heap.usedSize / 2 ** 20 };
    if (!target.revisitVia) return figures;
    await page.evaluate(inAppNavigation, { path: target.revisitVia, cellClass: target.cellClass, cells: 0, dataPath: '' });
    const back = new URL(target.url, 'http://x');
    const revisit = await page.evaluate(inAppNavigation, { path: `${back.pathname}${back.search}`, cellClass: target.cellClass, cells: target.cells, dataPath: target.dataPath });
    return { ...figures, afterData: revisit.afterData };
  } finally {
    await page.close();
  }
}

/**
 * In the page: a client-side navigation as a person makes it. With `cells` 0, away to `path` through the app's own
 * link to it (the menu or the breadcrumb), waiting until the form's cells are gone and no request is pending;
 * otherwise back with the browser's Back, waiting until the cells are all painted, and answering the time from the
 * data response's end to that paint. (Pushing history entries the router did not make confuses its leave prompt,
 * which then walks back and forth and may fetch the page's data while away.)
 */
function inAppNavigation({ path, cellClass, cells, dataPath }: { path: string; cellClass: string; cells: number; dataPath: string }) {
  return new Promise<{ afterData: number }>((resolve, reject) => {
    performance.clearResourceTimings();
    if (cells > 0) window.history.back();
    else {
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`);
      if (!link) return reject(new Error(`no link to ${path} on ${location.pathname}`));
      link.click();
    }
    const drawn = document.getElementsByClassName(cellClass);
    const deadline = performance.now() + 60_000;
    const poll = () => {
      const done = cells === 0 ? drawn.length === 0 && document.body.dataset.requests === 'free' : drawn.length >= cells;
      if (done) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          if (cells === 0) return resolve({ afterData: 0 });
          const data = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(dataPath))
            .pop() as PerformanceResourceTiming | undefined;
          if (data) resolve({ afterData: painted - data.responseEnd });
          else reject(new Error(`no request to ${dataPath}`));
        };
        channel.port2.postMessage(0);
      } else if (performance.now() > deadline) reject(new Error(`${path} not shown within 60 s`));
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
