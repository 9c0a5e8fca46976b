import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_WAIT_MS, renderWhenReady } from './render-when-ready';

/** A wait that ends only when the test says so, recording what it was asked for. */
function manualWait() {
  const asked: number[] = [];
  let end: () => void = () => undefined;
  const wait = (ms: number) => {
    asked.push(ms);
    return new Promise<void>((resolve) => (end = resolve));
  };
  return { wait, asked, end: () => end() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first render of a page load', () => {
  it('renders at once when no page is being loaded early (the sign-in page, no live session)', () => {
    let rendered = 0;
    void renderWhenReady(undefined, () => rendered++);
    expect(rendered).toBe(1);
  });

  it('waits for the page and the session, then renders once', async () => {
    const clock = manualWait();
    let rendered = 0;
    let answer: () => void = () => undefined;
    const done = renderWhenReady(
      new Promise<void>((resolve) => (answer = resolve)),
      () => rendered++,
      clock.wait,
    );
    await tick();
    expect(rendered).toBe(0);
    answer();
    await done;
    expect(rendered).toBe(1);
    clock.end();
    await tick();
    expect(rendered).toBe(1);
  });

  it(`waits ${FIRST_RENDER_WAIT_MS} ms at most`, async () => {
    const clock = manualWait();
    let rendered = 0;
    const done = renderWhenReady(new Promise<void>(() => undefined), () => rendered++, clock.wait);
    expect(clock.asked).toEqual([FIRST_RENDER_WAIT_MS]);
    clock.end();
    await done;
    expect(rendered).toBe(1);
  });

  it('renders when the page or the session fails, so that the app can show the failure', async () => {
    const clock = manualWait();
    let rendered = 0;
    await renderWhenReady(Promise.reject(new Error('offline')), () => rendered++, clock.wait);
    expect(rendered).toBe(1);
  });
});
