// Runs named steps in order, stopping at the first failure. Shared by test.mjs, contracts.mjs and e2e.mjs.
// An interrupted run (Ctrl+C, a time limit's SIGTERM, a closed terminal) passes the signal to the step that is
// running and waits for it to end, so nothing it started outlives the run.
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };

/** `[command, args]` of a tool from node_modules/.bin, run by this Node directly (no npx in between to swallow signals). */
export const tool = (name, ...args) => [process.execPath, [`node_modules/.bin/${name}`, ...args]];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    let received;
    const forward = (signal) => {
      received ??= signal;
      child.kill(signal);
    };
    for (const signal of SIGNALS) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(error);
      resolve({ status: 1 });
    });
    child.on('exit', (status, signal) => {
      for (const s of SIGNALS) process.off(s, forward);
      resolve({ status, signal, received });
    });
  });
}

export async function runSteps(steps) {
  for (const [name, command, args, env] of steps) {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const result = await run(command, args, env);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.received) {
      console.error(`\n=== ${name} stopped by ${result.received} after ${seconds}s`);
      process.exit(128 + SIGNAL_NUMBERS[result.received]);
    }
    if (result.status !== 0) {
      console.error(`\n=== ${name} FAILED after ${seconds}s (exit ${result.status ?? result.signal})`);
      process.exit(result.status || 1);
    }
    console.log(`=== ${name} passed in ${seconds}s`);
  }
}
