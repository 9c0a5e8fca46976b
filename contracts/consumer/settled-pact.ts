import type { PactV3 } from '@pact-foundation/pact';

/** The part of Pact's native consumer handle that reports whether the mock server matched every expected request. */
interface MatchState {
  mockServerMatchedSuccessfully(port: number): boolean;
}

const SETTLE_LIMIT_MS = 5_000;
const SETTLE_POLL_MS = 10;

/**
 * Works around a race in the Pact mock server of @pact-foundation/pact-core 19 (pact-core-mock-server#13,
 * pact-reference#535, pact-js#1835): the server answers a request before it has recorded the match, on another
 * thread, so on a busy machine `executeTest` may read "expected but not received" for a request the client has
 * already had its answer to (1 consumer run in 4 under `stress-ng --cpu 2`). The fix is in pact-core 20, which needs
 * Node 22. Until then each test, once its callback has succeeded, waits for the server to report the match (at most
 * 5 s, reading the same state `executeTest` reads next) before Pact verifies. A request that truly never came is
 * still reported: after the wait, as before.
 */
export function settleMatchesBeforeVerifying(pact: PactV3): PactV3 {
  const native = (pact as unknown as { pact?: Partial<MatchState> }).pact;
  if (typeof native?.mockServerMatchedSuccessfully !== 'function') {
    throw new Error(
      'Pact no longer exposes mockServerMatchedSuccessfully: review contracts/consumer/settled-pact.ts.',
    );
  }
  const matched = (port: number) => native.mockServerMatchedSuccessfully!.call(native, port);
  const execute = pact.executeTest.bind(pact);
  pact.executeTest = <T>(testFn: (server: { port: number; url: string; id: string }) => Promise<T>) =>
    execute(async (server) => {
      const value = await testFn(server);
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (!matched(server.port) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      }
      return value;
    });
  return pact;
}
