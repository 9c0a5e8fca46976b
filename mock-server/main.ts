import { fileURLToPath } from 'node:url';
import { demoSeed } from '../fixtures/demo-dates';
import { createMockServer } from './app';

/**
 * `npm run mock`: the mock backend on PORT (3000; 0 takes a free port), persisting to the git-ignored
 * mock-server/data/db.json (GRIDWORK_MOCK_DATA=memory keeps the data in memory only, as the contract test does).
 * It listens on 127.0.0.1 (this machine only) unless HOST says otherwise, e.g. HOST=0.0.0.0 for every interface.
 * GRIDWORK_MOCK_QUIET=1 leaves out the line per request. The demo database made here (a new data file, or a reset)
 * has its dates moved to the day it is made (fixtures/demo-dates.ts); in memory (the contract run) and on the tests'
 * servers the fixtures' dates stay as written.
 */
const inMemory = process.env.GRIDWORK_MOCK_DATA === 'memory';
const dataFile = inMemory ? null : fileURLToPath(new URL('./data/db.json', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const mock = createMockServer({
  dataFile,
  logger: process.env.GRIDWORK_MOCK_QUIET !== '1',
  scheduler: true,
  seed: dataFile === null ? undefined : () => demoSeed(Date.now()),
});
mock.server.listen(port, host, () => {
  const address = mock.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Gridwork mock server on http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/api (data: ${dataFile ?? 'in memory'})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
}
