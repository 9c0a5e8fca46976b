/**
 * Loads one page in a fresh tab and measures it as the page benchmarks report it (bench/instance.bench.ts,
 * bench/designer.bench.ts): from navigation start to the frame that painted the form's cells (formDrawn), the
 * number of elements in the document then, and the JavaScript heap after a garbage collection once the page has
 * settled (no request pending, then a second); and from the end
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
  /** Elements of the cell class in the document at the paint. */
  drawn: number;
}

/** How long after the paint (and its last request) the heap is read. */
const SETTLE_MS = 1000;

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
 * In the page: whether the form is drawn, as far as a person can see it: all `count` cells are there, or the
 * cells drawn reach below the window (a page that draws only the rows in view and those near it, as the
 * designer does, has then drawn every cell one can see). The second test reads the last drawn cell's row box
 * (a row, not its contents, which `content-visibility` may have skipped); a page that draws all cells in one
 * go passes the first test in that same frame.
 */
export function formDrawn(cells: HTMLCollectionOf<Element>, count: number): boolean {
  if (cells.length >= count) return true;
  if (cells.length === 0) return false;
  const last = cells[cells.length - 1];
  return (last.closest('.dz-row, .fr-row') ?? last).getBoundingClientRect().top >= window.innerHeight;
}

/**
 * Installed before the page's own scripts: polls once a frame for the cells (a live collection keeps that
 * cheap), and when the form is drawn (formDrawn), posts a message that runs right after that frame was painted.
 */
const PAINT_PROBE = `
  window.__formDrawn = ${formDrawn.toString()};
  window.__painted = new Promise((resolve) => {
    let cells;
    const poll = () => {
      cells ??= document.getElementsByClassName(window.__cellClass);
      if (window.__formDrawn(cells, window.__cellCount)) {
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
    await page.addInitScript(
      `window.__cellClass = ${JSON.stringify(target.cellClass)}; window.__cellCount = ${target.cells};`,
    );
    await page.addInitScript(PAINT_PROBE);
    await page.goto(target.url, { waitUntil: 'commit' });
    const timing = await page.evaluate(
      async ({ dataPath, cellClass }) => {
        const painted = await Promise.race([
          (window as unknown as { __painted: Promise<number> }).__painted,
          new Promise<number>((_, reject) =>
            setTimeout(() => reject(new Error('not painted within 60 s')), 60_000),
          ),
        ]);
        const data = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(dataPath))
          .pop() as PerformanceResourceTiming | undefined;
        if (!data) throw new Error(`no request to ${dataPath}`);
        return {
          load: painted,
          afterData: painted - data.responseEnd,
          elements: document.getElementsByTagName('*').length,
          drawn: document.getElementsByClassName(cellClass).length,
        };
      },
      { dataPath: target.dataPath, cellClass: target.cellClass },
    );
    // The heap of the page as it stays: once its requests are answered and what it starts after the paint (the
    // hub, the designer's drag code) has run, the same wait for every variant; so no figure gains from work moved
    // to just after the paint.
    await page.waitForFunction(() => (document.body.dataset.requests ?? 'free') === 'free', undefined, {
      timeout: 60_000,
    });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    const figures = { ...timing, heapMiB: heap.usedSize / 2 ** 20 };
    if (!target.revisitVia) return figures;
    await page.evaluate(inAppNavigation, {
      path: target.revisitVia,
      cellClass: target.cellClass,
      cells: 0,
      dataPath: '',
    });
    const back = new URL(target.url, 'http://x');
    const revisit = await page.evaluate(inAppNavigation, {
      path: `${back.pathname}${back.search}`,
      cellClass: target.cellClass,
      cells: target.cells,
      dataPath: target.dataPath,
    });
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
function inAppNavigation({
  path,
  cellClass,
  cells,
  dataPath,
}: {
  path: string;
  cellClass: string;
  cells: number;
  dataPath: string;
}) {
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
      const done =
        cells === 0
          ? drawn.length === 0 && document.body.dataset.requests === 'free'
          : (
              window as unknown as { __formDrawn: (c: HTMLCollectionOf<Element>, n: number) => boolean }
            ).__formDrawn(drawn, cells);
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
