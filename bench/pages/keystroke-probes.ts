/**
 * Keystroke probes of bench/instance.bench.ts (run inside Chromium with page.evaluate): plain functions, no
 * imports, so Playwright can serialise them.
 */

/**
 * Arms the observers for one keystroke into `inputId`: resolves with the times, after the input event, at
 * which the next frame ran and the two watched outputs changed (then painted).
 */
export function armKeystroke({
  inputId,
  firstId,
  lastId,
}: {
  inputId: string;
  firstId: string;
  lastId: string;
}) {
  const input = document.getElementById(inputId) as HTMLInputElement;
  const first = document.getElementById(firstId) as HTMLElement;
  const last = document.getElementById(lastId) as HTMLElement;
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
    observer.observe(document.querySelector('.fr-grid') as Node, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    setTimeout(() => reject(new Error('no formula update within 5 s')), 5_000);
  });
}

export function keystrokeResult(): Promise<Record<string, number>> {
  return (window as unknown as { __keystroke: Promise<Record<string, number>> }).__keystroke;
}
