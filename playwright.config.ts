import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_APP_PORT, E2E_RESULTS_DIR } from './e2e/support/ports';

/** End-to-end tests: Debian's Chromium drives the built SPA (vite preview) against the real mock server and hub. */
export default defineConfig({
  testDir: 'e2e',
  // Patience for a busy 2-core machine (CI shares it): a step waits for what a person would see for up to 15 s
  // and a test may take a minute. A passing test is not slowed by these; only a failure takes longer to report.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The servers are started (and always stopped, even when this runner is killed) by the global setup.
  globalSetup: './e2e/support/global-setup.ts',
  // One mock server holds the state, so tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: E2E_RESULTS_DIR,
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
