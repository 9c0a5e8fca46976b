// `npm test`: formatting, lint, typecheck, unit and component tests, contract tests, end-to-end tests, in that order.
import { runSteps, tool } from './run-steps.mjs';

await runSteps([
  ['system packages', process.execPath, ['scripts/ensure-system-packages.mjs']],
  ['generate', process.execPath, ['scripts/generate.mjs']],
  ['format check', ...tool('prettier', '--check', '--log-level', 'warn', '.')],
  ['lint', ...tool('eslint', '.', '--max-warnings', '0')],
  ['typecheck', ...tool('tsc', '-p', 'tsconfig.json', '--noEmit')],
  ['unit and component tests', ...tool('vitest', 'run', '--project', 'unit', '--project', 'components')],
  ['contract tests', process.execPath, ['scripts/contracts.mjs']],
  ['end-to-end tests', process.execPath, ['scripts/e2e.mjs']],
]);
