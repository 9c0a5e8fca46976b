import { defineConfig } from '@playwright/test';

// Ports and build folder can be moved so that two runs on one machine do not collide.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3100);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/** End-to-end tests: Debian's Chromium drives the built SPA (vite preview) against the real mock server and hub. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // One mock server holds the state, so tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: process.env.E2E_OUT_DIR ? `test-results-${process.env.E2E_OUT_DIR}` : 'test-results',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx e2e/support/mock-server.ts`,
      url: `http://127.0.0.1:${MOCK_PORT}/api/account/scopes`,
      env: { E2E_MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      // Playwright counts a 401 answer as "up".
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${APP_PORT} --strictPort --outDir ${OUT_DIR}`,
      url: `http://localhost:${APP_PORT}/`,
      env: { GRIDWORK_API_TARGET: `http://127.0.0.1:${MOCK_PORT}`, PREVIEW_PORT: String(APP_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
