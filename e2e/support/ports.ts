/**
 * Where the e2e servers listen and which build they serve. `scripts/e2e.mjs` picks free ports for each run, so
 * two runs on one machine never meet; run Playwright directly and these defaults apply.
 */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3100);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/** The e2e run's mail catcher (MailDev): SMTP for the mock server, the inbox's REST API for the tests. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? 3180);
