/** Helpers of the cabinet tests: uploads as the SPA sends them, zips made hostile. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { zipOf } from '../../fixtures/cabinet/zip-of';
import { scopeHeaders } from '../../src/domain/platform/request-conventions';
import { XSRF_COOKIE } from '../cookies';
import type { MockClient, RunningMock } from './mock-client';
import { sessionScopeOf } from './mock-client';

/** `POST /api/document/upload` with the bytes as application/octet-stream, the SPA's headers and cookies. */
export async function upload(
  running: RunningMock,
  client: MockClient,
  folderId: number,
  name: string,
  bytes: Uint8Array,
  unpack = false,
) {
  const query = new URLSearchParams({
    folderId: String(folderId),
    name,
    ...(unpack ? { unpack: 'true' } : {}),
  });
  return postBytes(running, client, `/api/document/upload?${query}`, bytes);
}

/** A POST of raw bytes (application/octet-stream) with the SPA's headers and cookies: any upload route. */
export async function postBytes(
  running: RunningMock,
  client: MockClient,
  pathAndQuery: string,
  bytes: Uint8Array,
) {
  const scope = sessionScopeOf(running.mock)(client.session ?? '');
  const response = await fetch(`${running.baseUrl}${pathAndQuery}`, {
    method: 'POST',
    headers: {
      ...(scope ? scopeHeaders(scope) : {}),
      cookie: client.cookieHeader,
      'x-xsrf-token': client.cookies.get(XSRF_COOKIE) ?? '',
      'content-type': 'application/octet-stream',
    },
    body: bytes as unknown as BodyInit,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

/** Uploads a zip to unpack, waits for the unpacking and answers where it stands (`GET document/upload/status`). */
export async function unpackUpload(
  running: RunningMock,
  client: MockClient,
  folderId: number,
  name: string,
  zip: Uint8Array,
): Promise<{ State: string; Message: string | null; CreatedFolderId: number | null }> {
  const reply = await upload(running, client, folderId, name, zip, true);
  if (reply.status !== 202) throw new Error(`The upload answered ${reply.status}: ${reply.text}`);
  await running.mock.cabinet.settled();
  const { UploadId } = reply.body as { UploadId: string };
  return (await client.get(`/api/document/upload/status?id=${UploadId}`)).body as {
    State: string;
    Message: string | null;
    CreatedFolderId: number | null;
  };
}

/** The files in one of the cabinet storage's folders (`uploads`, `incoming`, `thumbnails`). */
export const storedFiles = (running: RunningMock, dir: string) =>
  readdirSync(join(running.mock.cabinet.files.root, dir));

/**
 * A zip whose entry is really named `hostile` (`../evil.txt`, `/etc/passwd`): yazl refuses to write such names, so
 * the entry is written under a harmless name of the same length and renamed in the bytes (local and central headers).
 */
export async function hostileZip(hostile: string, body = 'owned'): Promise<Buffer> {
  const harmless = hostile.replace(/[^A-Za-z0-9.]/g, 'x');
  const zip = await zipOf([[harmless, body]]);
  const from = Buffer.from(harmless);
  const to = Buffer.from(hostile);
  for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) to.copy(zip, at);
  return zip;
}

export { zipOf };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/**
 * The smallest PNG of `width` × `height` pixels (black, one bit a pixel): the probe's hostile picture, whose 92 bytes
 * claim 100000 × 1 pixels.
 */
export function tinyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const row = 1 + Math.ceil(width / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
