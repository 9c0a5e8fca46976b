import { fileURLToPath } from 'node:url';
import { createMockServer } from './app';

/**
 * `npm run mock`: the mock backend on PORT (3000), persisting to the git-ignored mock-server/data/db.json.
 * It listens on 127.0.0.1 (this machine only) unless HOST says otherwise, e.g. HOST=0.0.0.0 for every interface.
 */
const dataFile = fileURLToPath(new URL('./data/db.json', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const mock = createMockServer({ dataFile, logger: true });
mock.server.listen(port, host, () => {
  const address = mock.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Gridwork mock server on http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/api (data: ${dataFile})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
}
