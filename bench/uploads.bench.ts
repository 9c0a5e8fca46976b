/**
 * Upload and thumbnail benchmark (issue 31) against the mock server, as `npm run mock` runs it (data in a file).
 *
 * - Unpacking: zips of 1,000, 5,000 and 10,000 one-byte entries in one folder (the probe's shape), each uploaded by
 *   member@demo.test with unpack=true: the time from the upload to `zipUploadDone`, per 1,000 entries, and the
 *   event-loop delay meanwhile (perf_hooks.monitorEventLoopDelay: worst and 99th percentile), with the slowest answer
 *   to another caller's `GET cabinet/list` asked every 50 ms. Aim: linear (the same time per 1,000 at every size), no
 *   stretch past ~50 ms. On a busy machine the process also waits for a core, which the delay counts too.
 * - Thumbnails: the probe's hostile pictures, PNG headers of 100000 × 1 and 1 × 100000 pixels (92 and 274 bytes),
 *   a 2000 × 40 strip (fitted whole) and an ordinary 4000 × 3000 photo: the time of the first `GET
 *   documentthumbnail?w=200&h=100` (made, not cached) and the growth of the process's resident memory.
 *
 * Run: `npm run bench -- uploads` (or `node --import tsx bench/uploads.bench.ts`). It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { CABINET_IDS, USER_EMAILS } from '../fixtures/ids';
import { createMockServer } from '../mock-server/app';
import { tinyPng, zipOf } from '../mock-server/test-support/cabinet-kit';
import { sessionScopeOf } from '../mock-server/test-support/mock-client';
import { scopeHeaders } from '../src/domain/platform/request-conventions';

const SIZES = (process.env.BENCH_ENTRIES ?? '1000,5000,10000').split(',').map(Number);
const dir = mkdtempSync(join(tmpdir(), 'gridwork-bench-uploads-'));
const mock = createMockServer({ dataFile: join(dir, 'db.json') });
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}/api`;
const session = mock.signIn(USER_EMAILS.member);
const headers = {
  ...scopeHeaders(sessionScopeOf(mock)(session.token)!),
  cookie: `gw_session=${session.token}; XSRF-TOKEN=${session.xsrf}`,
  'x-xsrf-token': session.xsrf,
};
const upload = (name: string, bytes: Uint8Array, unpack = false) =>
  fetch(
    `${base}/document/upload?folderId=${CABINET_IDS.company}&name=${name}${unpack ? '&unpack=true' : ''}`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: bytes as unknown as BodyInit,
    },
  ).then((r) => r.json() as Promise<{ ItemId: number; UploadId: string }>);
const ms = (n: number) => `${n.toFixed(0).padStart(7)} ms`;

console.log('uploads benchmark: the mock server in this process, data in a file');
console.log(
  'unpacking a zip of one-byte entries into one folder (the probe: 10,000 held the server 13 minutes)',
);
// Made before anything is measured: building them is the bench's work, not the server's.
const zips = new Map<number, Buffer>();
for (const entries of SIZES)
  zips.set(
    entries,
    await zipOf(Array.from({ length: entries }, (_, i): [string, string] => [`f${i}.txt`, 'x'])),
  );
for (const entries of SIZES) {
  mock.reset();
  const zip = zips.get(entries)!;
  await sleep(200);
  let slowestAnswer = 0;
  let pinging = true;
  const pinger = (async () => {
    while (pinging) {
      const asked = performance.now();
      await fetch(`${base}/cabinet/list`, { headers });
      slowestAnswer = Math.max(slowestAnswer, performance.now() - asked);
      await sleep(50);
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const { UploadId } = await upload('g.zip', zip, true);
  await mock.cabinet.settled();
  const took = performance.now() - started;
  await sleep(50); // the loop's last stretch is recorded at its next turn
  delay.disable();
  pinging = false;
  await pinger;
  const state = mock.cabinet.uploads.get(UploadId)?.State;
  console.log(
    `${entries.toLocaleString('en').padStart(6)} entries (${(zip.length / 1024).toFixed(0)} KB): ${ms(took)} in all,` +
      `${ms((took / entries) * 1000)} per 1,000; event-loop delay worst ${ms(delay.max / 1e6)}, p99 ${ms(delay.percentile(99) / 1e6)};` +
      ` slowest answer to another caller ${ms(slowestAnswer)}; ${state}`,
  );
}

console.log('thumbnails, 200 by 100, made (not cached)');
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#888',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .jpeg()
  .toBuffer();
const strip = await sharp({ create: { width: 2000, height: 40, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();
const pictures: Array<[string, Buffer]> = [
  ['100000 × 1 PNG header', tinyPng(100_000, 1)],
  ['1 × 100000 PNG header', tinyPng(1, 100_000)],
  ['2000 × 40 strip', strip],
  ['4000 × 3000 photo', photo],
];
mock.reset();
for (const [label, bytes] of pictures) {
  const { ItemId } = await upload(label.includes('photo') ? 'photo.jpg' : 'strip.png', bytes);
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const reply = await fetch(`${base}/documentthumbnail?id=${ItemId}&w=200&h=100`, { headers });
  await reply.arrayBuffer();
  const took = performance.now() - started;
  const grew = (process.memoryUsage().rss - rss) / 1024 / 1024;
  console.log(
    `${label.padEnd(22)} (${bytes.length.toLocaleString('en').padStart(9)} bytes): ${ms(took)}, answer ${reply.status}, resident memory +${grew.toFixed(1)} MB`,
  );
}

await mock.close();
rmSync(dir, { recursive: true, force: true });
