/**
 * jsdom lays nothing out: tests of a box that scrolls sideways (TableScroll) give its widths as Chromium would
 * measure them, then forget them after each test.
 */
export function givenWidths(scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

export function forgetWidths(): void {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
}
