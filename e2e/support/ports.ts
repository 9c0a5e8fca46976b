/**
 * Where the e2e servers listen and which build they serve. `scripts/e2e.mjs` picks free ports for each run, so
 * two runs on one machine never meet; run Playwright directly and these defaults apply.
 */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3100);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
