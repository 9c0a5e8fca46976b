import { auditPage, expect, formatViolations, routePattern, test } from './support/axe';

/**
 * The accessibility checker itself (issue 32 #21): a page with known WCAG violations is reported with the rule, its
 * help and the element, and a test that leaves such a page open fails through the automatic fixture.
 */
const VIOLATING = `<!doctype html><html lang="en"><head><title>Known violations</title></head><body><main>
  <h1>Known violations</h1>
  <button id="bell" aria-label="Notifications">3</button>
  <p style="color:#999;background:#fff">Low contrast text</p>
  <img id="chart" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</main></body></html>`;

const FINE =
  '<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><button>Save</button></main></body></html>';

test('the checker reports each violated rule with its elements', async ({ page }) => {
  await page.setContent(VIOLATING);
  const violations = await auditPage(page, 'self-test');
  const rules = violations.map((v) => v.rule);
  expect(rules).toEqual(
    expect.arrayContaining(['label-content-name-mismatch', 'color-contrast', 'image-alt']),
  );
  expect(violations.find((v) => v.rule === 'label-content-name-mismatch')?.targets).toEqual([
    '#bell: Text inside the element is not included in the accessible name',
  ]);
  expect(formatViolations(violations)).toContain('- self-test (about:blank): image-alt [critical]');
  // Left open, the page would fail this test through the automatic check (the last test shows that).
  await page.setContent(FINE);
});

test('a page without violations passes the checker', async ({ page }) => {
  await page.setContent(FINE);
  expect(await auditPage(page, 'self-test')).toEqual([]);
});

test('route patterns count a page once whatever its ids', () => {
  expect(routePattern('http://localhost:5173/project/details/100?tab=2')).toBe('/project/details/:id');
  expect(routePattern('http://localhost:5173/cabinet/1/folder/2-3')).toBe('/cabinet/:id/folder/:id');
});

test.describe('the automatic check', () => {
  // Expected to fail: the fixture checks the page left open at the end and fails the test with its violations.
  test.fail('fails a test that leaves a violating page open', async ({ page }) => {
    await page.setContent(VIOLATING);
    await expect(page.getByRole('heading', { name: 'Known violations' })).toBeVisible();
  });
});
