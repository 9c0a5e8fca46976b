import { describe, expect, it } from 'vitest';
import { HttpStoredPicturesGateway } from './stored-pictures-gateway.http';

function gatewayAnswering(answer: Response) {
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const gateway = new HttpStoredPicturesGateway({
    baseUrl: 'https://api.example.test',
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return answer;
    },
    antiForgeryToken: () => 'token',
  });
  return { gateway, requests };
}

describe('the thumbnail of a stored picture, for the PDF', () => {
  it('asks for the 200 by 100 thumbnail as the <img> does: a GET with the session cookie and no other header', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { gateway, requests } = gatewayAnswering(
      new Response(png, { headers: { 'Content-Type': 'image/png' } }),
    );
    expect(await gateway.thumbnail(42)).toEqual({ type: 'image/png', bytes: png });
    expect(requests).toEqual([
      {
        url: 'https://api.example.test/api/documentthumbnail?id=42&w=200&h=100',
        init: { method: 'GET', credentials: 'include', headers: {} },
      },
    ]);
  });

  it('gives nothing for an error status or an answer that is not an image', async () => {
    expect(
      await gatewayAnswering(
        new Response('gone', { status: 404, headers: { 'Content-Type': 'image/png' } }),
      ).gateway.thumbnail(1),
    ).toBeNull();
    expect(
      await gatewayAnswering(
        new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ).gateway.thumbnail(1),
    ).toBeNull();
  });

  it('gives nothing for an answer larger than a picture may be, by its length or as it streams in', async () => {
    const tooLarge = new Uint8Array(700 * 1024 + 1);
    const declared = new Response(tooLarge, {
      headers: { 'Content-Type': 'image/png', 'Content-Length': String(tooLarge.length) },
    });
    expect(await gatewayAnswering(declared).gateway.thumbnail(1)).toBeNull();
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    expect(
      await gatewayAnswering(
        new Response(endless, { headers: { 'Content-Type': 'image/png' } }),
      ).gateway.thumbnail(1),
    ).toBeNull();
    expect(sent).toBeLessThan(2 * 700 * 1024);
    const fits = new Uint8Array(700 * 1024);
    expect(
      (
        await gatewayAnswering(
          new Response(fits, { headers: { 'Content-Type': 'image/png' } }),
        ).gateway.thumbnail(1)
      )?.bytes.length,
    ).toBe(fits.length);
  });
});
