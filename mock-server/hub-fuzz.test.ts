import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HANDSHAKE, RS, connectSignalR, openRawHub, until, type RawHub } from './test-support/hub-client';
import { startMock, type MockClient, type RunningMock } from './test-support/mock-client';

/**
 * A bounded fuzz of the hub: hostile handshakes, records, frame splits, oversized and binary frames, sent by
 * a signed-in user over real sockets. After each batch the server must still answer HTTP and the real
 * SignalR client must still connect and receive a push. Bounded by count (CASES connections, about ten
 * records each) and by time (BUDGET_MS: the remaining batches are skipped, and reported, past it).
 * HUB_FUZZ_SEED=<n> replays a run.
 */
const CASES = 240;
const BATCHES = 8;
const BUDGET_MS = 15_000;
const SEED = Number(process.env.HUB_FUZZ_SEED ?? Date.now() % 1_000_000);

const hostileKeys = ['type', 'target', 'arguments', 'invocationId', 'protocol', 'version', 'error', 'item'];
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const key = fc.oneof(fc.constantFrom(...hostileKeys, ...prototypeKeys), fc.string({ maxLength: 8 }));
const value = fc.oneof(
  fc.integer({ min: -2, max: 10 }),
  fc.constantFrom('json', 'JoinGroup', 'LeaveGroup', 'messagepack', '', null, true, 1.5, [], {}),
  fc.constant({ toString: null, valueOf: null }),
  fc.array(fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/** An object written out by hand, so that keys such as __proto__ reach the wire as they are. */
const objectText = fc
  .array(fc.tuple(key, value), { maxLength: 6 })
  .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);
/** Records the protocol accepts, however odd: they must leave the connection open. */
const toleratedText = fc.oneof(
  fc
    .tuple(objectText, fc.constantFrom(3, 5, 6, 8, 9, 42, 1e6))
    .map(([text, type]) => `${text.slice(0, -1)}${text === '{}' ? '' : ','}"type":${type}}`),
  fc
    .tuple(
      objectText,
      fc.constantFrom('JoinGroup', 'leavegroup', 'Nope', 'constructor', '__proto__', 'toString', ''),
      fc.array(value, { maxLength: 3 }),
      fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    )
    .map(([text, target, args, id]) => {
      const invocation = `"type":1,"target":${JSON.stringify(target)},"arguments":${JSON.stringify(args)}`;
      // The last of duplicate keys wins: these override whatever `text` holds.
      return `${text.slice(0, -1)}${text === '{}' ? '' : ','}${invocation},"invocationId":${JSON.stringify(id)}}`;
    }),
);
const recordText = fc.oneof(
  { weight: 6, arbitrary: objectText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"type":6}',
      '{"type":1,"target":"JoinGroup","arguments":["g"],"invocationId":"1"}',
    ),
  },
);

type Attack =
  | { kind: 'records'; handshake: boolean; records: string[]; cuts: number[] }
  | { kind: 'tolerated'; records: string[]; cuts: number[] }
  | { kind: 'oversized'; size: number }
  | { kind: 'unterminated'; chunks: number }
  | { kind: 'binary'; handshake: boolean; bytes: Uint8Array };

const attack: fc.Arbitrary<Attack> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('records' as const),
      handshake: fc.boolean(),
      records: fc.array(recordText, { minLength: 8, maxLength: 14 }),
      cuts: fc.array(fc.nat(2000), { maxLength: 4 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('tolerated' as const),
      records: fc.array(toleratedText, { minLength: 8, maxLength: 14 }),
      cuts: fc.array(fc.nat(2000), { maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('oversized' as const),
      size: fc.integer({ min: 32 * 1024 + 1, max: 64 * 1024 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unterminated' as const),
      chunks: fc.integer({ min: 3, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('binary' as const),
      handshake: fc.boolean(),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    }),
  },
);

/** Frames to send, and how many records they hold. */
function framesOf(item: Attack): { frames: (string | Buffer)[]; records: number } {
  switch (item.kind) {
    case 'records':
    case 'tolerated': {
      const text = item.records.map((record) => record + RS).join('');
      const cuts = [...new Set(item.cuts.map((cut) => cut % text.length))].sort((a, b) => a - b);
      const frames = [0, ...cuts]
        .map((start, i) => text.slice(start, cuts[i] ?? text.length))
        .filter(Boolean);
      const handshake = item.kind === 'tolerated' || item.handshake;
      return { frames: [...(handshake ? [HANDSHAKE] : []), ...frames], records: item.records.length };
    }
    case 'oversized':
      return { frames: [HANDSHAKE, 'x'.repeat(item.size)], records: 1 };
    case 'unterminated':
      return {
        frames: [HANDSHAKE, ...Array.from({ length: item.chunks }, () => 'y'.repeat(16 * 1024))],
        records: 1,
      };
    case 'binary':
      return { frames: [...(item.handshake ? [HANDSHAKE] : []), Buffer.from(item.bytes)], records: 1 };
  }
}

let running: RunningMock;
let attacker: MockClient;
beforeAll(async () => {
  running = await startMock();
  attacker = running.client();
  await attacker.login('admin@demo.test');
});
afterAll(() => running.stop());

/** Sends the frames, then a ping: a connection still open must answer it, any other must have closed. */
async function run(item: Attack): Promise<{ closed: boolean; hub: RawHub }> {
  const hub = await openRawHub(running.baseUrl, attacker);
  for (const data of framesOf(item).frames) if (!hub.isClosed()) hub.socket.send(data);
  if (!hub.isClosed()) hub.socket.send(`{"type":6}${RS}`);
  await until(() => hub.isClosed() || hub.received.join('').endsWith(`{"type":6}${RS}`), 3000);
  const closed = hub.isClosed();
  if (!closed) hub.socket.close();
  // Closed on both sides before the next: a session may hold only so many sockets.
  await hub.closed;
  return { closed, hub };
}

async function stillServing(batch: number): Promise<void> {
  expect((await running.client().get('/api/account/scopes')).status).toBeLessThan(500);
  const member = running.client();
  await member.login('member@demo.test');
  const tab = await connectSignalR(running.baseUrl, member);
  await running
    .client()
    .post('/api/__mock/push', { email: 'member@demo.test', listener: 'afterBatch', data: batch });
  await until(() => tab.messages.length > 0);
  expect(tab.messages).toEqual([{ Listener: 'afterBatch', Data: batch }]);
  await tab.connection.stop();
}

it(
  `survives ${CASES} hostile connections in ${BATCHES} batches (seed ${SEED})`,
  { timeout: 25_000 },
  async () => {
    const attacks = fc.sample(attack, { numRuns: CASES, seed: SEED });
    const started = Date.now();
    const counts = { connections: 0, records: 0, frames: 0, closedByServer: 0, answeredPing: 0, batches: 0 };
    const perBatch = Math.ceil(CASES / BATCHES);
    for (let start = 0; start < attacks.length && Date.now() - started < BUDGET_MS; start += perBatch) {
      for (const item of attacks.slice(start, start + perBatch)) {
        const { frames, records } = framesOf(item);
        const { closed, hub } = await run(item);
        counts.connections++;
        counts.records += records;
        counts.frames += frames.length;
        // Odd but well-formed records (unknown types, bad hub calls) are answered and the connection stays.
        if (item.kind === 'tolerated') expect(closed, JSON.stringify(item.records)).toBe(false);
        if (closed) counts.closedByServer++;
        else {
          // Open means every record was acceptable: the ping was answered.
          expect(hub.received.join('').endsWith(`{"type":6}${RS}`)).toBe(true);
          counts.answeredPing++;
        }
      }
      await stillServing(counts.batches++);
    }
    console.log(
      `hub fuzz (seed ${SEED}): ${counts.records} records in ${counts.frames} frames over ${counts.connections} ` +
        `connections, ${counts.closedByServer} closed by the server, ${counts.answeredPing} still open and answering, ` +
        `${counts.batches}/${BATCHES} batches in ${Date.now() - started} ms; server still up`,
    );
    expect(counts.batches).toBeGreaterThan(0);
  },
);
