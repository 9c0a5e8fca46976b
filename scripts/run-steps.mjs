// Runs named steps in order, stopping at the first failure. Shared by test.mjs and .ci/run.
import { spawnSync } from 'node:child_process';

export function runSteps(steps) {
  for (const [name, command, args, env] of steps) {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\n=== ${name} FAILED after ${seconds}s (exit ${result.status ?? result.signal})`);
      process.exit(result.status || 1);
    }
    console.log(`=== ${name} passed in ${seconds}s`);
  }
}
