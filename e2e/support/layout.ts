import { expect, type Page } from '@playwright/test';

/** The page is no wider than its window: nothing pushes it sideways (docs/layout.md). */
export async function fitsTheViewport(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(
    widths.page,
    `the page is ${widths.page} px wide in a ${widths.viewport} px viewport`,
  ).toBeLessThanOrEqual(widths.viewport);
}
