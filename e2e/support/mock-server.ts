import { createMockServer } from '../../mock-server/app';
import { exitWithParent } from './exit-with-parent';

/** The mock backend for end-to-end tests: fixtures in memory, so every run starts from the same data. */
const port = Number(process.env.E2E_MOCK_PORT ?? 3100);
const mock = createMockServer({ dataFile: null });
mock.server.listen(port, '127.0.0.1', () => console.log(`e2e mock server on http://127.0.0.1:${port}`));
exitWithParent(() => mock.close());
