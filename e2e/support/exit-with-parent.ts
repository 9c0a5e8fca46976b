/**
 * Ends this server when the process that started it goes away, however it went (a finished run, Ctrl+C, a
 * time limit's SIGKILL): the starter holds the write end of our stdin pipe, and the kernel closes it when the
 * starter dies, so we see end-of-file. Without this a killed run left its servers holding the e2e ports.
 */
export function exitWithParent(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    const forced = setTimeout(() => process.exit(0), 3000);
    forced.unref();
    void close().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
  if (process.env.E2E_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', shutdown);
    process.stdin.on('error', shutdown);
    process.stdin.resume();
  }
}
