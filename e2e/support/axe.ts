import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Accessibility checks for every e2e test (issue 32 #21, docs/architecture.md "Accessibility checks"): the `test`
 * exported here is Playwright's, extended with an automatic fixture that runs axe-core (WCAG 2.0/2.1/2.2 A and AA)
 * on each distinct page and dialog the test shows, and fails the test listing the rule, its help and the elements.
 *
 * When: a small script in each page tells this fixture when the page is quiet (no DOM change for 300 ms, no request
 * in flight, no finite animation running) on a route or with a dialog it has not shown before; at the end of the
 * test, the pages still open are checked as they are. Cost stays bounded: each route pattern (ids replaced by :id)
 * and each dialog on it is checked once per worker.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core keeps some WCAG rules (label-content-name-mismatch, 2.5.3) behind its "experimental" tag; a tag filter
// alone skips them, so they are switched on by name: the suite fails on every WCAG A/AA rule axe-core has.
const EXPERIMENTAL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules()
    .filter((rule) => rule.tags.includes('experimental') && rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

export interface A11yViolation {
  /** The route pattern (and dialog) checked. */
  where: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  /** Each element's selector, with axe-core's reason beside it. */
  targets: string[];
}

/** Runs axe-core over the page as it is now and returns its WCAG A/AA violations. */
export async function auditPage(page: Page, where = routePattern(page.url())): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: EXPERIMENTAL_WCAG_RULES })
    .analyze();
  return results.violations.map((violation) => ({
    where,
    url: page.url(),
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
      return why ? `${node.target.join(' >> ')}: ${why}` : node.target.join(' >> ');
    }),
  }));
}

/** The route with its ids (any segment holding a digit) as `:id`, so /project/details/100 and /101 count once. */
export function routePattern(url: string): string {
  const parsed = new URL(url);
  if (!parsed.protocol.startsWith('http')) return url;
  return parsed.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

export function formatViolations(violations: A11yViolation[]): string {
  const lines = violations.map(
    (v) => `- ${v.where} (${v.url}): ${v.rule} [${v.impact}] ${v.help}\n    ${v.targets.join('\n    ')}`,
  );
  return `Accessibility (axe-core, ${WCAG_TAGS.join(' ')}): ${violations.length} violation(s)\n${lines.join('\n')}`;
}

// Runs in every page: reports each new quiet state (route + open dialogs) through the __a11yQuiet binding.
function watchQuietStates(): void {
  const w = window as unknown as { __a11yWatch?: boolean; __a11yQuiet?: (dialogs: string[]) => void };
  if (w.__a11yWatch) return;
  w.__a11yWatch = true;
  let lastChange = performance.now();
  let reported = '';
  new MutationObserver(() => (lastChange = performance.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const dialogNames = () =>
    [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].map((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const title = labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : dialog.getAttribute('aria-label');
      return (title ?? 'dialog').replace(/\d+/g, '#').trim();
    });
  setInterval(() => {
    if (!document.body || document.body.dataset.requests === 'busy') return;
    if (performance.now() - lastChange < 300) return;
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    if (moving) return;
    const dialogs = dialogNames();
    const state = `${location.pathname}|${dialogs.join('|')}`;
    if (state === reported) return;
    reported = state;
    w.__a11yQuiet?.(dialogs);
  }, 150);
}

function stateKey(page: Page, dialogs: string[]): string {
  const route = routePattern(page.url());
  return dialogs.length ? `${route} with dialog ${dialogs.map((d) => `"${d}"`).join(', ')}` : route;
}

async function openDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].map((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const title = labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : dialog.getAttribute('aria-label');
      return (title ?? 'dialog').replace(/\d+/g, '#').trim();
    }),
  );
}

/** One test's checks: which contexts are watched, what was found, and the checks still running. */
class A11yAudit {
  readonly violations: A11yViolation[] = [];
  private readonly contexts = new Set<BrowserContext>();
  private readonly running = new Map<Page, Promise<void>>();
  private finished = false;

  constructor(private readonly checked: Set<string>) {}

  async watch(context: BrowserContext): Promise<void> {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    await context.exposeBinding('__a11yQuiet', ({ page }, dialogs: string[]) => this.queue(page, dialogs));
    await context.addInitScript(watchQuietStates);
  }

  private queue(page: Page, dialogs: string[]): void {
    if (this.finished || !page.url().startsWith('http')) return;
    const previous = this.running.get(page) ?? Promise.resolve();
    this.running.set(
      page,
      previous.then(() => this.check(page, dialogs)),
    );
  }

  /** Checks the page if its state is new to this worker; a page that moved on meanwhile is left for later. */
  private async check(page: Page, dialogs: string[], { final = false } = {}): Promise<void> {
    const key = stateKey(page, dialogs);
    if (this.checked.has(key) || page.isClosed()) return;
    try {
      const violations = await auditPage(page, key);
      if (!final && stateKey(page, await openDialogs(page)) !== key) return;
      this.checked.add(key);
      this.violations.push(...violations);
    } catch {
      // The page navigated or closed during the check: its next quiet state, or a later test, checks it.
    }
  }

  /** Waits for the running checks, then checks every page still open as it is now. */
  async finish(): Promise<void> {
    this.finished = true;
    await Promise.all(this.running.values());
    for (const context of this.contexts) {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const dialogs = await openDialogs(page).catch(() => null);
        if (!dialogs) continue;
        if (!page.url().startsWith('http')) {
          // A page written with setContent has no route: checked each time, unless it was never used.
          if (!(await page.evaluate(() => document.body.childElementCount > 0))) continue;
          this.checked.delete(stateKey(page, dialogs));
        }
        await this.check(page, dialogs, { final: true });
      }
    }
  }
}

function watchNewContexts(browser: Browser, audit: A11yAudit): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await audit.watch(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await audit.watch(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ a11yAudit: A11yAudit }, { a11yChecked: Set<string> }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  a11yChecked: [async ({}, use) => use(new Set<string>()), { scope: 'worker' }],
  a11yAudit: [
    async ({ a11yChecked, context, browser }, use, testInfo) => {
      const audit = new A11yAudit(a11yChecked);
      await audit.watch(context);
      const restore = watchNewContexts(browser, audit);
      await use(audit);
      restore();
      // A test that already failed says why; its pages are checked by a later test.
      if (testInfo.status === 'passed') await audit.finish();
      if (audit.violations.length) throw new Error(formatViolations(audit.violations));
    },
    // Its own time, not the test's: the checks still queued and the last pages' checks run after the test body,
    // and on a busy machine axe over a long journey's last pages took longer than what the test had left (CI, 29
    // November: a test that passed failed in this teardown).
    { auto: true, timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
