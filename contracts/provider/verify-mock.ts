import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../mock-server/app';
import { createMockStates } from './mock-state-handlers';
import { describeFailure, verifyProvider } from './verify-provider';

/** Verifies every pact in contracts/pacts/ against our mock server, started in process on a random port. */
const mock = createMockServer();
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
const providerBaseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
const { stateHandlers, requestFilter } = createMockStates(mock);

let exitCode = 0;
try {
  await verifyProvider({ providerBaseUrl, stateHandlers, requestFilter });
  console.log('Provider verification against the mock server passed.');
} catch (error) {
  console.error(`Provider verification against the mock server failed: ${describeFailure(error)}`);
  exitCode = 1;
} finally {
  await mock.close();
}
process.exit(exitCode);
