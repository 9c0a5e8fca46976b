import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSeed } from '../fixtures/demo-dates';
import { seed } from '../fixtures/seed';
import type { SeedData } from '../fixtures/types';
import { startMock, type RunningMock } from './test-support/mock-client';

let dir: string;
let dataFile: string;
const started: RunningMock[] = [];
const readData = () => JSON.parse(readFileSync(dataFile, 'utf8')) as SeedData;

async function start(): Promise<RunningMock> {
  const running = await startMock({ dataFile });
  started.push(running);
  return running;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gridwork-mock-'));
  dataFile = join(dir, 'data', 'db.json');
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence to a data file', () => {
  it('creates the file from the fixtures when missing', async () => {
    await start();
    expect(readData()).toEqual(seed());
  });

  it('keeps writes across restarts', async () => {
    const first = await start();
    const admin = first.client();
    await admin.login('admin@demo.test');
    await admin.post('/api/notification/markallread');
    await admin.post('/api/__mock/session', { email: 'admin@demo.test', minutes: 45 });
    await first.stop();

    const second = await start();
    const again = second.client();
    await again.login('admin@demo.test');
    expect((await again.get('/api/notification/count')).body).toEqual({ Count: 0 });
    expect((await again.get('/api/session/timeout')).body).toMatchObject({ Minutes: 45 });
  });

  it('fills in collections the file lacks', async () => {
    const { roles: _roles, ...withoutRoles } = seed();
    writeFileSync(join(dir, 'old.json'), JSON.stringify(withoutRoles));
    dataFile = join(dir, 'old.json');
    const running = await start();
    const client = running.client();
    await client.login('admin@demo.test');
    expect(((await client.get('/api/role/list')).body as unknown[]).length).toBe(seed().roles.length);
  });

  it('restores the fixtures in the file on POST /api/__mock/reset', async () => {
    const running = await start();
    const admin = running.client();
    await admin.login('admin@demo.test');
    await admin.post('/api/notification/deleteall');
    expect(readData().notifications.some((n) => n.userId === 1)).toBe(false);

    await running.client().post('/api/__mock/reset');

    expect(readData()).toEqual(seed());
  });

  it('is rewritten from the fixtures by the reset script, their dates moved to today (fixtures/demo-dates.ts)', () => {
    writeFileSync(join(dir, 'db.json'), '{"users":[]}');
    // The script reads the clock itself: either side of a midnight in the workspace's zone is its "today".
    const before = demoSeed(Date.now());
    execFileSync(process.execPath, ['--import', 'tsx', 'mock-server/reset.ts', join(dir, 'db.json')], {
      stdio: 'pipe',
    });
    const after = demoSeed(Date.now());
    expect([before, after]).toContainEqual(JSON.parse(readFileSync(join(dir, 'db.json'), 'utf8')));
  });
});

describe('atomic writes of the data file', () => {
  it('never shows a reader a partial file, and a writer killed at any moment leaves a complete one', async () => {
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock-server/test-support/data-file-writer.ts', dataFile],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(writer, 'exit');
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      writer.on('exit', () => reject(new Error('the writer ended before its first save')));
    });
    // Another process reads while the writer saves a 3 MB file over and over.
    const names = new Set<string>();
    let partial = 0;
    for (let i = 0; i < 60; i++) {
      const text = await readFile(dataFile, 'utf8');
      try {
        names.add((JSON.parse(text) as SeedData).workspaces[0].name);
      } catch {
        partial += 1;
      }
    }
    writer.kill('SIGKILL');
    await exited;
    expect(partial).toBe(0);
    expect(names.size).toBeGreaterThan(1); // the reads did overlap the saves
    expect(readData().workspaces[0].name).toMatch(/^Save \d+$/);

    // A write killed midway leaves its temporary file, which the next start removes.
    writeFileSync(join(dirname(dataFile), `db.json.${writer.pid}.0123abcd.tmp`), '{"workspaces":[');
    await start();
    expect(readdirSync(dirname(dataFile)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readData().workspaces[0].name).toMatch(/^Save \d+$/);
  });
});
