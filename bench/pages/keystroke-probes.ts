/**
 * Keystroke probes of bench/instance.bench.ts (run inside Chromium with page.evaluate): plain functions, no
 * imports, so Playwright can serialise them.
 */

/**
 * Arms the observers for one keystroke into the `input` element: resolves with the times, after the input event,
 * at which the next frame ran and the two watched outputs (`first`, `last`: elements whose text shows a formula's
 * value) changed, then painted. The selectors are CSS selectors; `root` holds all three.
 */
export function armKeystroke({
  input: inputSelector,
  first: firstSelector,
  last: lastSelector,
  root,
}: {
  input: string;
  first: string;
  last: string;
  root: string;
}) {
  const input = document.querySelector(inputSelector) as HTMLInputElement;
  const first = document.querySelector(firstSelector) as HTMLElement;
  const last = document.querySelector(lastSelector) as HTMLElement;
  const before = { first: first.textContent, last: last.textContent };
  const state = window as unknown as { __keystroke: Promise<Record<string, number>> };
  state.__keystroke = new Promise((resolve, reject) => {
    let typedAt = 0;
    let frame = 0;
    let firstAt = 0;
    const onInput = () => {
      typedAt = performance.now();
      requestAnimationFrame(() => (frame = performance.now() - typedAt));
    };
    input.addEventListener('input', onInput, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!firstAt && first.textContent !== before.first) firstAt = performance.now();
      if (last.textContent !== before.last) {
        const lastAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const painted = performance.now();
          resolve({ frame, first: firstAt - typedAt, last: lastAt - typedAt, painted: painted - typedAt });
        });
      }
    });
    observer.observe(document.querySelector(root) as Node, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    setTimeout(() => reject(new Error('no formula update within 60 s')), 60_000);
  });
}

export function keystrokeResult(): Promise<Record<string, number>> {
  return (window as unknown as { __keystroke: Promise<Record<string, number>> }).__keystroke;
}
