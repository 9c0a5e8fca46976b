import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  E2E_APP_PORT,
  E2E_MAIL_WEB_PORT,
  E2E_MOCK_PORT,
  E2E_OUT_DIR,
  E2E_RESULTS_DIR,
  E2E_SMTP_PORT,
} from './ports';

/**
 * Starts the mock server and the preview of the build for the whole run, and stops them after it. Each server
 * reads its stdin from a pipe this runner holds, so it also ends when the runner is killed outright (see
 * exit-with-parent.ts): Playwright's own `webServer` gives its servers no such tie.
 */
interface Started {
  name: string;
  child: ChildProcess;
  log: string;
}

/** The servers' output goes to a file beside the test results, so a server that dies says why. */
const LOG_DIR = E2E_RESULTS_DIR;

function start(name: string, script: string, env: Record<string, string>): Started {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = join(LOG_DIR, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, E2E_EXIT_WITH_PARENT: '1' },
    stdio: ['pipe', fd, fd],
  });
  closeSync(fd);
  child.on('exit', (code, signal) => {
    if (!stopping.has(child))
      console.error(`\nThe e2e ${name} exited (${code ?? signal}); its output is in ${log}.`);
  });
  return { name, child, log };
}

const stopping = new Set<ChildProcess>();

async function answering(url: string, server: Started, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    // Any HTTP answer (the mock's 401 included) means the server is up.
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The ${server.name} did not answer at ${url}:\n${readFileSync(server.log, 'utf8')}`);
}

function stop(server: Started): Promise<void> {
  stopping.add(server.child);
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forced = setTimeout(() => server.child.kill('SIGKILL'), 5000);
    server.child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = start('mail catcher', 'e2e/support/mail-catcher.ts', {
    E2E_SMTP_PORT: String(E2E_SMTP_PORT),
    E2E_MAIL_WEB_PORT: String(E2E_MAIL_WEB_PORT),
  });
  const mock = start('mock server', 'e2e/support/mock-server.ts', {
    E2E_MOCK_PORT: String(E2E_MOCK_PORT),
    GRIDWORK_SMTP_HOST: '127.0.0.1',
    GRIDWORK_SMTP_PORT: String(E2E_SMTP_PORT),
  });
  const app = start('app preview', 'e2e/support/preview-server.ts', {
    E2E_APP_PORT: String(E2E_APP_PORT),
    E2E_OUT_DIR,
    GRIDWORK_API_TARGET: `http://127.0.0.1:${E2E_MOCK_PORT}`,
  });
  const servers = [mail, mock, app];
  try {
    await answering(`http://127.0.0.1:${E2E_MAIL_WEB_PORT}/api/healthz`, mail);
    await answering(`http://127.0.0.1:${E2E_MOCK_PORT}/api/account/scopes`, mock);
    await answering(`http://localhost:${E2E_APP_PORT}/`, app);
  } catch (error) {
    await Promise.all(servers.map(stop));
    throw error;
  }
  return async () => {
    await Promise.all(servers.map(stop));
  };
}
