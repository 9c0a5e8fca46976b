// End-to-end tests: Chromium from Debian, a production build, then Playwright (its global setup starts the servers).
// Each run takes free ports for its mock server and app (unless E2E_MOCK_PORT / E2E_APP_PORT are set), so a run
// never meets another run's servers, or those a killed run may have left.
import { createServer } from 'node:net';
import { runSteps, tool } from './run-steps.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const ports = {
  E2E_MOCK_PORT: process.env.E2E_MOCK_PORT ?? String(await freePort()),
  E2E_APP_PORT: process.env.E2E_APP_PORT ?? String(await freePort()),
  E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? String(await freePort()),
  E2E_MAIL_WEB_PORT: process.env.E2E_MAIL_WEB_PORT ?? String(await freePort()),
};
console.log(
  `e2e ports: mock server ${ports.E2E_MOCK_PORT}, app ${ports.E2E_APP_PORT}, mail ${ports.E2E_SMTP_PORT} (SMTP) and ${ports.E2E_MAIL_WEB_PORT} (inbox)`,
);

await runSteps([
  ['system packages', process.execPath, ['scripts/ensure-system-packages.mjs']],
  [
    'build for e2e',
    ...tool('vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_OUT_DIR ?? 'dist'),
  ],
  [
    'playwright',
    ...tool('playwright', 'test', ...process.argv.slice(2)),
    { ...ports, PW_TEST_HTML_REPORT_OPEN: 'never' },
  ],
]);
