import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABINET_FILE_IDS as F, CABINET_IDS as C, CABINET_SHARES } from '../../../fixtures/ids';
import { MAX_TEXT_PREVIEW_BYTES, PreviewMessage } from '../../../src/domain/cabinet/file-preview';
import { LINK_NOT_VALID } from '../../../src/domain/cabinet/direct-link-refusal';
import { XSRF_COOKIE } from '../../cookies';
import { upload } from '../../test-support/cabinet-kit';
import { startMock, type MockClient, type RunningMock } from '../../test-support/mock-client';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());
beforeEach(() => running.mock.reset());

async function as(email: string): Promise<MockClient> {
  const client = running.client();
  await client.login(email);
  return client;
}
const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/cabinet/files/${name}`, import.meta.url));
/** As the dialog's <img> or <iframe> loads it: cookies only, and a member's anti-forgery token in the URL (spec §7). */
const raw = (client: MockClient, path: string) =>
  fetch(`${running.baseUrl}${path}&xsrf=${client.cookies.get(XSRF_COOKIE) ?? ''}`, {
    headers: { cookie: client.cookieHeader },
  });

describe('file previews (issue 32 #17)', () => {
  it('serves a member a picture inline, locked down, and a PDF the app may frame', async () => {
    const admin = await as('admin@demo.test');
    const picture = await raw(admin, `/api/document/preview?id=${F.northGate}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('content-disposition')).toMatch(/^inline; filename="North gate.jpg"/);
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(fixture('north-gate.jpg'));

    const pdf = await raw(admin, `/api/document/preview?id=${F.travelPolicy}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(pdf.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a text file as JSON text, its first 256 KB only, markup left as it is', async () => {
    const admin = await as('admin@demo.test');
    expect((await admin.get(`/api/document/preview/text?id=${F.meetingNotes}`)).body).toEqual({
      Text: fixture('meeting-notes.txt').toString('utf8'),
      Truncated: false,
    });
    const big = `<script>alert(1)</script>é${'x'.repeat(MAX_TEXT_PREVIEW_BYTES)}`;
    const made = await upload(running, admin, C.finance, 'Big.log', new TextEncoder().encode(big));
    const id = (made.body as { ItemId: number }).ItemId;
    const reply = await admin.get(`/api/document/preview/text?id=${id}`);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const { Text, Truncated } = reply.body as { Text: string; Truncated: boolean };
    expect(Truncated).toBe(true);
    expect(Text.startsWith('<script>alert(1)</script>é')).toBe(true);
    expect(new TextEncoder().encode(Text).length).toBe(MAX_TEXT_PREVIEW_BYTES);
  });

  it('refuses what cannot be previewed, and a member without access', async () => {
    const admin = await as('admin@demo.test');
    expect(await admin.get(`/api/document/preview?id=${F.budget}`)).toMatchObject({
      status: 415,
      body: { Message: PreviewMessage.notPreviewable },
    });
    expect((await admin.get(`/api/document/preview/text?id=${F.travelPolicy}`)).status).toBe(415);
    const field = await as('field@demo.test');
    expect((await field.get(`/api/document/preview?id=${F.brief}`)).status).toBe(403);
    expect((await running.client().get(`/api/document/preview?id=${F.northGate}`)).status).toBe(401);
  });

  it('serves a link visitor the files their link shows, and nothing else', async () => {
    const visitor = running.client();
    await visitor.post('/api/directshare/login', CABINET_SHARES.policies);
    const pdf = await raw(visitor, `/api/directshare/preview?id=${F.travelPolicy}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(fixture('travel-policy.pdf'));
    expect(await visitor.get(`/api/directshare/preview/text?id=${F.meetingNotes}`)).toMatchObject({
      status: 404,
      body: { Message: LINK_NOT_VALID },
    });
    expect((await visitor.get(`/api/document/preview?id=${F.travelPolicy}`)).status).toBe(401);
  });
});
