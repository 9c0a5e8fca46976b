import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The provider half of `npm run test:contracts`: exactly what README tells a backend team to do, as separate
 * processes over HTTP. It starts `npm run mock` (on a free port, data in memory) and runs
 * `npm run contracts:verify -- --base-url <its URL>` against it, so the documented path cannot silently break.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };

function mockServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(npm, ['run', '--silent', 'mock'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', GRIDWORK_MOCK_DATA: 'memory', GRIDWORK_MOCK_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so that npm, its shell and the server stop together.
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(seen);
      if (match) resolve({ child, baseUrl: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`npm run mock exited (${code}) before listening:\n${seen}`)));
  });
}

function run(args: string[]): Promise<number> {
  const child = spawn(npm, args, { cwd: root, env, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const { child, baseUrl } = await mockServer();
const stopMock = () => {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
};
// An interrupted run (scripts/run-steps.mjs passes Ctrl+C or a time limit's SIGTERM on) leaves no server behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopMock();
    process.exit(1);
  });
}
let exitCode: number;
try {
  console.log(`Verifying the pacts against npm run mock at ${baseUrl}, as a backend team would.`);
  exitCode = await run(['run', '--silent', 'contracts:verify', '--', '--base-url', baseUrl]);
} finally {
  stopMock();
}
process.exit(exitCode);
