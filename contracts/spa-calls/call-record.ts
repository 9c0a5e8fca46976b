import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PactV3 } from '@pact-foundation/pact';
import { gatewayClasses } from './gateway-classes';

/** Where `npm run test:contracts` collects, per test, its interactions and the gateway methods that ran (git-ignored). */
export const CALL_RECORD = fileURLToPath(new URL('../.spa-calls/calls.jsonl', import.meta.url));

export interface CallRecord {
  interactions: string[];
  methods: string[];
}

const running: string[] = [];
let instrumented: Promise<void> | undefined;

/** Wraps every gateway method once per test file so that a call is noted (`Class.method`) while a test runs. */
function instrumentGateways(): Promise<void> {
  instrumented ??= gatewayClasses().then((classes) => {
    for (const { name, methods, prototype } of classes) {
      for (const method of methods) {
        const original = prototype[method] as (...args: unknown[]) => unknown;
        prototype[method] = function (this: unknown, ...args: unknown[]) {
          running.push(`${name}.${method}`);
          return original.apply(this, args);
        };
      }
    }
  });
  return instrumented;
}

/**
 * A call the SPA makes through a function rather than a gateway method (the URL of an `<img>`): the test runs the
 * SPA's own function through this, so the record names it (contracts/spa-calls/gateway-classes.ts lists them).
 */
export function viaSpa<T>(name: string, call: () => T): T {
  running.push(name);
  return call();
}

/**
 * Records, for each `executeTest` of this pact, the interaction descriptions it declared and the gateway methods its
 * test called (contracts/spa-calls/check-coverage.ts compares them with the gateways and the pact).
 */
export function recordCalls(pact: PactV3): PactV3 {
  const declared: string[] = [];
  const uponReceiving = pact.uponReceiving.bind(pact);
  pact.uponReceiving = (description: string) => {
    declared.push(description);
    return uponReceiving(description);
  };
  const execute = pact.executeTest.bind(pact);
  pact.executeTest = async <T>(testFn: (server: { port: number; url: string; id: string }) => Promise<T>) => {
    await instrumentGateways();
    running.length = 0;
    const value = await execute(testFn);
    const record: CallRecord = { interactions: [...declared], methods: [...new Set(running)] };
    mkdirSync(fileURLToPath(new URL('../.spa-calls/', import.meta.url)), { recursive: true });
    appendFileSync(CALL_RECORD, `${JSON.stringify(record)}\n`);
    return value;
  };
  return pact;
}
