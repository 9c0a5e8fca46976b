/** How long React's first render waits at most for the page's code and the session's answer. */
export const FIRST_RENDER_WAIT_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * React's first render on a page load. When the page is very likely shown (`startEarly` started its code: a live
 * session record and a signed-in page), it waits until the session has answered and the page's code is in, at most
 * `FIRST_RENDER_WAIT_MS`: the shell and the page then commit once, instead of the shell with a loading screen and
 * the page a moment later (issue 11: about 6% of the 1,000-field instance page's full load, docs/performance.md).
 * A failure of either is not waited out: the app shows it as before. Without a page to wait for it renders at once.
 */
export function renderWhenReady(
  ready: Promise<unknown> | undefined,
  render: () => void,
  wait: (ms: number) => Promise<void> = delay,
): Promise<void> {
  if (!ready) {
    render();
    return Promise.resolve();
  }
  const settled = ready.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, wait(FIRST_RENDER_WAIT_MS)]).then(render);
}
