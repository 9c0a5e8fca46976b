// `npm test`: lint, typecheck, unit and component tests, contract tests, end-to-end tests, in that order.
import { runSteps } from './run-steps.mjs';

const npx = 'npx';
runSteps([
  ['generate', process.execPath, ['scripts/generate.mjs']],
  ['lint', npx, ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit and component tests', npx, ['vitest', 'run', '--project', 'unit', '--project', 'components']],
  ['contract tests', process.execPath, ['scripts/contracts.mjs']],
  ['end-to-end tests', process.execPath, ['scripts/e2e.mjs']],
]);
