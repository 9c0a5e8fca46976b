import { basename, dirname, isAbsolute, join } from 'node:path';

/**
 * Where the e2e servers listen and which build they serve. `scripts/e2e.mjs` picks free ports for each run, so
 * two runs on one machine never meet; run Playwright directly and these defaults apply.
 */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3100);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * Where Playwright writes its results, and the servers their logs, for the build in `outDir` (`E2E_OUT_DIR`):
 * `test-results` for the default build; beside an absolute out dir (`/tmp/x` gives `/tmp/x-test-results`); for a
 * relative one, `test-results-{dir}` in the repository (git-ignored), so two runs with their own builds never share.
 */
export function e2eResultsDir(outDir: string | undefined): string {
  const dir = outDir?.replace(/[\\/]+$/, '') ?? '';
  if (dir === '') return 'test-results';
  if (isAbsolute(dir)) return join(dirname(dir), `${basename(dir)}-test-results`);
  return `test-results-${dir.replace(/[\\/]+/g, '-')}`;
}
export const E2E_RESULTS_DIR = e2eResultsDir(process.env.E2E_OUT_DIR);
/** The e2e run's mail catcher (MailDev): SMTP for the mock server, the inbox's REST API for the tests. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? 3180);
