import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pactFiles } from './verify-provider';
import type { PactHttpInteraction } from './xsrf-twins';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The interactions of the pact files (by default, contracts/pacts/). */
export const readInteractions = (files = pactFiles()): PactHttpInteraction[] =>
  files.flatMap(
    (file) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactHttpInteraction[] }).interactions,
  );

/** Runs `npm run contracts:verify -- <args>` (as its own process) and returns its exit code and whole output. */
export function runVerifyCli(args: string[]): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, output })));
}

/** The descriptions of the interactions the CLI's output lists as failed (describeFailure in verify-provider.ts). */
export function failedInteractions(output: string, descriptions: string[]): Set<string> {
  const failedList = /interaction\(s\) failed \(details above\):\n((?:\s+- .*\n?)*)/.exec(output)?.[1] ?? '';
  // Pact names a failed interaction "Verifying a pact between … Given … - <description>".
  const descriptionOf = (line: string) =>
    descriptions.find((d) => line === d || line.endsWith(` - ${d}`)) ?? line;
  return new Set(
    failedList
      .split('\n')
      .map((line) => line.replace(/^\s+- /, '').trim())
      .filter(Boolean)
      .map(descriptionOf),
  );
}
