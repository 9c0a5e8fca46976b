import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CABINET_IDS as C, PROJECT_IDS } from '../../../fixtures/ids';
import { InMemoryRequestEvents } from '../../../src/adapters/events/in-memory-request-events';
import { HttpDocumentUploadGateway } from '../../../src/adapters/http/document-upload-gateway.http';
import { FetchUploadTransport } from '../../../src/adapters/http/upload-transport';
import { DEMO_DATA } from '../demo-ids';
import { SESSION_COOKIE, XSRF, gridworkPact, postHeaders, signedIn } from '../pact-support';

const { boolean, integer, like, string } = MatchersV3;

/** A site account's upload (issue 33; docs/sites.md "Upload"). site@demo.test is user 3. */
const SITE_USER = 3;

function siteUploads(baseUrl: string) {
  return new HttpDocumentUploadGateway(
    {
      baseUrl,
      fetch: globalThis.fetch,
      antiForgeryToken: () => XSRF,
      extraHeaders: () => ({ Cookie: SESSION_COOKIE, Connection: 'close' }),
    },
    {
      scope: () => ({ userId: SITE_USER, workspaceId: 1, scopeId: 0, primaryScopeId: 0, isDirect: false }),
    },
    new InMemoryRequestEvents(),
    new FetchUploadTransport(globalThis.fetch),
  );
}

describe('a site account adds a file (issue 33)', () => {
  it('uploads a text file into Photos, a folder of its site that allows upload', async () => {
    const text = 'New tiles.\n';
    const pact = gridworkPact()
      .given(...signedIn('site'))
      .given(DEMO_DATA)
      .uponReceiving('a site account uploading a text file into Photos')
      .withRequest({
        method: 'POST',
        path: '/api/sitecontent/upload',
        query: {
          projectId: String(PROJECT_IDS.officeRenovation),
          folderId: String(C.photos),
          name: 'Kitchen.txt',
        },
        headers: { ...postHeaders(SITE_USER), 'Content-Type': 'application/octet-stream' },
        body: text,
      })
      .willRespondWith({
        status: 200,
        body: {
          ItemId: integer(6000),
          ItemType: 2,
          RootContextFolderId: integer(C.company),
          IsImage: boolean(false),
          Name: string('Kitchen.txt'),
          ParentFolderId: like(C.photos),
          Size: integer(11),
          CreatedOn: string('2024-03-01T09:00:00.000Z'),
          ModifiedOn: string('2024-03-01T09:00:00.000Z'),
          DocumentTypeId: like(null),
        },
      });
    await pact.executeTest(async (server) => {
      const bytes = new Blob([text]);
      const outcome = await siteUploads(server.url).upload(
        {
          folderId: C.photos,
          file: { name: 'Kitchen.txt', size: bytes.size, body: bytes },
          unpack: false,
          site: { projectId: PROJECT_IDS.officeRenovation },
        },
        () => undefined,
      );
      expect(outcome).toMatchObject({
        ok: true,
        kind: 'file',
        item: { Name: 'Kitchen.txt', ParentFolderId: C.photos, Size: 11 },
      });
    });
  });
});
