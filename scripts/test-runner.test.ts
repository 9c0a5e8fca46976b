import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * What issue 8 asked of the test runner: an interrupted or killed run leaves no server behind, so the next run
 * starts clean. These start real processes, as `npm test` does, and look at what is still alive afterwards.
 */
const started: ChildProcess[] = [];
afterEach(() => started.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

function node(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  started.push(child);
  return child;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The first line a process prints that is only a number: the pid it reports. */
function printedPid(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const pid = text
        .split('\n')
        .slice(0, -1)
        .find((line) => /^\d+$/.test(line.trim()));
      if (pid) resolve(Number(pid));
    });
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

describe('the test runner', () => {
  it('passes a SIGTERM on to the running step and waits for it, so the step does not outlive the run', async () => {
    const step = `process.stdout.write(process.pid + '\\n'); setInterval(() => {}, 1000);`;
    const runner = node([
      '--input-type=module',
      '-e',
      `import { runSteps } from './scripts/run-steps.mjs';
       await runSteps([['a long step', process.execPath, ['-e', ${JSON.stringify(step)}]]]);`,
    ]);
    const pid = await printedPid(runner);
    expect(alive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => runner.on('exit', (code) => resolve(code)));
    runner.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(await until(() => !alive(pid))).toBe(true);
  }, 30_000);

  it('stops the e2e mock server when the process that started it is killed outright', async () => {
    const port = await freePort();
    // A stand-in for Playwright's runner: starts the server as the global setup does, then is SIGKILLed.
    const starter = node([
      '-e',
      `const { spawn } = require('node:child_process');
       const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/mock-server.ts'], {
         env: { ...process.env, E2E_EXIT_WITH_PARENT: '1', E2E_MOCK_PORT: '${port}' }, stdio: ['pipe', 'ignore', 'inherit'] });
       process.stdout.write(server.pid + '\\n');
       setInterval(() => {}, 1000);`,
    ]);
    const serverPid = await printedPid(starter);
    const url = `http://127.0.0.1:${port}/api/account/scopes`;
    expect(await until(() => answers(url), 60_000)).toBe(true);

    starter.kill('SIGKILL');
    expect(await until(() => !alive(serverPid))).toBe(true);
    expect(await answers(url)).toBe(false);
  }, 90_000);
});
