import { fetchAtPageLoad } from '../adapters/http/boot-fetch';
import { browserHttpConfig } from '../adapters/http/browser-http-config';

/**
 * Imported first by ui/main.tsx, so that it runs before the rest of the app's code is evaluated (the bundler keeps
 * module order): on a page load the page's first call goes out now rather than after React, the stores and the
 * container are built (issue 11; docs/performance.md).
 */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

fetchAtPageLoad(
  browserHttpConfig(import.meta.env.VITE_API_BASE_URL ?? ''),
  readStorage,
  `${window.location.pathname}${window.location.search}`,
  Date.now(),
);
