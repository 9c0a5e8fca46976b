import { expect, it } from 'vitest';
import type { RequestFailure } from './error-catalogue';
import { backendUnreachable } from './backend-reachability';

const status = (code: number): RequestFailure => ({ kind: 'status', status: code, payload: {} });

it.each<[string, RequestFailure, boolean]>([
  [
    'a network error (connection refused or dropped)',
    { kind: 'network', detail: 'TypeError: Failed to fetch' },
    true,
  ],
  ['502 Bad Gateway from the proxy', status(502), true],
  ['503 Service Unavailable', status(503), true],
  ['504 Gateway Timeout', status(504), true],
  ['401: the server answered, no one is signed in', status(401), false],
  ['500: the server answered with an error', status(500), false],
  ['a call the application cancelled', { kind: 'aborted' }, false],
  ['an answer of the wrong shape', { kind: 'invalid-response', status: 200, detail: 'x' }, false],
])('%s → unreachable: %s', (_name, failure, expected) => {
  expect(backendUnreachable(failure)).toBe(expected);
});
