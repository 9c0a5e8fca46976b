import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 10: every npm script README names works on a fresh clone after `npm install`. This clones the committed
 * HEAD into a temporary folder, installs it as README says (`npm ci` from the lock file; the npm cache makes it quick)
 * and runs the scripts' first steps there: what a new developer or a backend team does first.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', CI: 'true' };

/** The npm scripts README's Scripts table names: `npm start`, `npm test`, `npm run x`, and the short forms after a comma. */
export function readmeScripts(readme: string): string[] {
  const rows = readme.split('\n').filter((line) => line.startsWith('| `npm '));
  const names = rows.flatMap((row) => {
    const cell = row.split('|')[1];
    return [...cell.matchAll(/`(?:npm (?:run )?)?([a-z][a-z0-9:-]*)[^`]*`/g)].map((match) => match[1]);
  });
  return [...new Set(names)];
}

describe('README', () => {
  it('names only scripts that package.json has, and names the two commands', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    const named = readmeScripts(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(named).toEqual(
      expect.arrayContaining(['start', 'test', 'mock', 'contracts:verify', 'generate', 'build']),
    );
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

/** A command's outcome. Run asynchronously: a synchronous install or build would block the test worker for minutes. */
interface Outcome {
  status: number | null;
  output: string;
}

function runIn(cwd: string, command: string, args: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

// Limits for a busy 2-core machine (CI shares it with other work): npm ci, a build or removing node_modules took over
// a minute at a load average of 10-15. They only catch a hang; a passing run is not slowed by them.
const LIMIT = 600_000;

describe('a fresh clone, after npm ci', { timeout: LIMIT }, () => {
  let clone = '';
  const run = (...args: string[]) => runIn(clone, npm, args);

  beforeAll(async () => {
    clone = join(mkdtempSync(join(tmpdir(), 'gridwork-clone-')), 'gridwork');
    const cloned = await runIn(root, 'git', ['clone', '--quiet', root, clone]);
    expect(cloned.status, cloned.output).toBe(0);
    const install = await run('ci', '--prefer-offline', '--no-audit', '--no-fund');
    expect(install.status, install.output).toBe(0);
  }, LIMIT);
  afterAll(async () => {
    if (clone) await rm(join(clone, '..'), { recursive: true, force: true });
  }, LIMIT);

  it('has the generated grammar (npm install made it)', () => {
    expect(existsSync(join(clone, 'src/domain/forms/formula/formula.generated.ts'))).toBe(true);
  });

  it('runs npm run mock, which answers over HTTP, and stops it', async () => {
    const child = spawn(npm, ['run', '--silent', 'mock'], {
      cwd: clone,
      env: { ...env, PORT: '0', GRIDWORK_MOCK_DATA: 'memory', GRIDWORK_MOCK_QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let seen = '';
        const timer = setTimeout(() => reject(new Error(`npm run mock did not listen:\n${seen}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          const match = /on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(seen);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.stderr.on('data', (chunk: Buffer) => (seen += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`npm run mock exited (${code}):\n${seen}`)));
      });
      const answer = await fetch(`${baseUrl}/api/account/current`, { headers: { Connection: 'close' } });
      expect([answer.status, await answer.json()]).toEqual([401, { Message: 'Unauthorized' }]);
    } finally {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    }
  });

  it.each([
    [['run', 'mock:reset']],
    [['run', 'generate']],
    [['run', 'contracts:verify', '--', '--help']],
    [['run', 'build']],
  ])('runs npm %j', async (args) => {
    const result = await run(...args);
    expect(result.status, result.output).toBe(0);
  });
});
