// End-to-end tests: Chromium from Debian, a production build, then Playwright (it starts the servers).
import { runSteps } from './run-steps.mjs';

runSteps([
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['build for e2e', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.E2E_OUT_DIR ?? 'dist']],
  ['playwright', 'npx', ['playwright', 'test', ...process.argv.slice(2)], { PW_TEST_HTML_REPORT_OPEN: 'never' }],
]);
