import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HttpStoredPicturesGateway } from '../../../src/adapters/http/stored-pictures-gateway.http';
import { thumbnailPath } from '../../../src/domain/platform/request-conventions';
import { viaSpa } from '../../spa-calls/call-record';
import { SESSION_COOKIE, cookieHeader, fromState, gridworkPact, signedIn } from '../pact-support';

const { regex } = MatchersV3;

/**
 * The thumbnail of a stored picture (platform spec §7 and §9: id, w=200, h=100), which the browser loads for the
 * `<img>` of an image field (src/ui/fields/controls/static-content.tsx), and the PDF export prints
 * (HttpStoredPicturesGateway): the session cookie and no other header.
 */
/** The thumbnail request as the SPA makes it, under the name of the part of the SPA that makes it. */
function thumbnailInteraction(madeBy: string) {
  return gridworkPact()
    .given(...signedIn('admin'))
    .given('a document exists')
    .uponReceiving(`a request for the thumbnail of a document, as ${madeBy} makes it`)
    .withRequest({
      method: 'GET',
      path: '/api/documentthumbnail',
      query: { id: fromState('DocumentId', '42'), w: '200', h: '100' },
      headers: { Cookie: cookieHeader() },
    })
    .willRespondWith({ status: 200, headers: { 'Content-Type': regex('^image/.*', 'image/svg+xml') } });
}

describe('document thumbnail', () => {
  it('loads the 200 by 100 thumbnail of a document as an image', async () => {
    const pact = thumbnailInteraction('an <img>');
    await pact.executeTest(async (server) => {
      const src = viaSpa('thumbnailPath', () => thumbnailPath(42));
      const image = await fetch(`${server.url}${src}`, {
        headers: { Cookie: SESSION_COOKIE, Connection: 'close' },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    });
  });

  it('loads the thumbnail of a document for the PDF export, as the <img> does', async () => {
    const pact = thumbnailInteraction('the PDF export');
    await pact.executeTest(async (server) => {
      const gateway = new HttpStoredPicturesGateway({
        baseUrl: server.url,
        fetch: globalThis.fetch,
        antiForgeryToken: () => null,
        extraHeaders: () => ({ Cookie: SESSION_COOKIE, Connection: 'close' }),
      });
      const picture = await gateway.thumbnail(42);
      expect(picture?.type).toMatch(/^image\//);
    });
  });
});
