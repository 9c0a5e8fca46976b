import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../../mock-server/app';
import { readInteractions, runVerifyCli } from './run-verify-cli';
import { pactFiles } from './verify-provider';

/** `npm run contracts:verify` as a backend team runs it: a process of its own. */
describe('npm run contracts:verify', () => {
  it('--help names documentation sections that exist', async () => {
    const { code, output } = await runVerifyCli(['--help']);
    expect(code).toBe(0);
    const references = [...output.matchAll(/(docs\/[\w-]+\.md), "([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, file, section] of references) {
      const headings = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => line.replace(/^#+\s*/, ''));
      expect(headings, `${file}`).toContain(section.replace(/\s+/g, ' '));
    }
  });

  it('fails in seconds, with one line and before any interaction, when the backend is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const started = Date.now();
    const { code, output } = await runVerifyCli(['--base-url', url]);
    expect(code).toBe(1);
    // Most of this is Node and tsx starting on a busy machine; the Verifier would take 30 s per interaction.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(output.trim().split('\n')).toEqual([
      `Cannot reach the backend (--base-url) at ${url}: connection refused (nothing listens on ${new URL(url).host}). Start it or correct the URL; nothing was verified.`,
    ]);
  });

  describe('against a backend', () => {
    let mock: MockServer;
    let dir: string;
    beforeAll(async () => {
      mock = createMockServer({ dataFile: null });
      await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
      dir = mkdtempSync(join(tmpdir(), 'gridwork-verify-cli-'));
    });
    afterAll(async () => {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('closes with how many interactions passed and failed', async () => {
      const pact = JSON.parse(readFileSync(pactFiles()[0], 'utf8')) as Record<string, unknown>;
      const signIn = readInteractions().find((i) => i.description === 'a sign-in with a wrong password')!;
      const wrong = { ...signIn, description: 'a sign-in expecting 299', response: { status: 299 } };
      const file = join(dir, 'two.json');
      writeFileSync(file, JSON.stringify({ ...pact, interactions: [signIn, wrong] }));
      const url = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;

      const { code, output } = await runVerifyCli(['--base-url', url, '--pact', file]);
      expect(code).toBe(1);
      expect(output).toMatch(/\n {2}- .* - a sign-in expecting 299\n/);
      expect(output.trim().split('\n').at(-1)).toBe(
        `${url} fails the pacts: 2 interactions, 1 passed, 1 failed.`,
      );
    });
  });
});
