import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { InMemoryRequestEvents } from '../../../src/adapters/events/in-memory-request-events';
import { HttpDirectShareGateway } from '../../../src/adapters/http/direct-share-gateway.http';
import { FetchHttpClient } from '../../../src/adapters/http/fetch-http-client';
import { HttpDocumentTypeGateway } from '../../../src/adapters/http/document-type-gateway.http';
import { HttpDocumentUploadGateway } from '../../../src/adapters/http/document-upload-gateway.http';
import { FetchUploadTransport } from '../../../src/adapters/http/upload-transport';
import {
  directDownloadUrl,
  fileDownloadUrl,
  folderDownloadUrl,
} from '../../../src/application/cabinet/download-item.use-case';
import { directFolderZipUrl } from '../../../src/application/cabinet/download-shared-folder.use-case';
import { PreviewFile } from '../../../src/application/cabinet/preview-file.use-case';
import { DownloadFile } from '../../../src/application/platform/download-file.use-case';
import { HttpCabinetGateway } from '../../../src/adapters/http/cabinet-gateway.http';
import type { CabinetGateway } from '../../../src/ports/cabinet-gateway.port';
import type { FolderItem } from '../../../src/domain/cabinet/folder-item.entity';
import type { DirectShareGateway } from '../../../src/ports/direct-share-gateway.port';
import { CABINET_FILE_IDS, CABINET_IDS } from '../../../fixtures/ids';
import { FOLDER_CONTENTS_QUERY } from '../../../src/domain/cabinet/cabinet-limits';
import { thumbnailPath } from '../../../src/domain/platform/request-conventions';
import type { Device } from '../../../src/ports/device.port';
import type { FileDownloader } from '../../../src/ports/file-downloader.port';
import { viaSpa } from '../../spa-calls/call-record';
import { DEMO_CABINETS, cabinetIdText, folderItem } from './cabinet-shapes';
import {
  ADMIN,
  SESSION_COOKIE,
  XSRF,
  adminHeaders,
  adminPostHeaders,
  cookieHeader,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
  xsrfToken,
  NO_ONE_SIGNED_IN,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;
const C = CABINET_IDS;
const F = CABINET_FILE_IDS;
const FIXTURES = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/cabinet/files/${name}`, import.meta.url));
const LINK_COOKIE = 'gw_link=consumer-link';

/** The browser's side of a download (platform spec §7): fetches the URL with the cookies a browser would send. */
function browserWith(cookie: string, opened: Response[]): FileDownloader {
  return {
    save: async ({ url }) => {
      const response = await fetch(url, { headers: { Cookie: cookie, Connection: 'close' } });
      opened.push(response);
      return response.ok;
    },
    open: () => undefined,
    saveBlob: () => undefined,
  };
}
const desktop = (token: string | null): Device => ({
  isMobile: () => false,
  userAgent: () => 'Desktop',
  antiForgeryToken: () => token,
});

/** Attachment headers of every file the API serves: never rendered as a page of the app's origin (docs/cabinet.md). */
const attachment = (name: string, type: string) => ({
  'Content-Type': regex(`^${type.replace(/[./+]/g, '\\$&')}.*`, type),
  'Content-Disposition': regex('^attachment; filename=.*', `attachment; filename="${name}"`),
  'X-Content-Type-Options': 'nosniff',
});

function uploadGateway(baseUrl: string) {
  return new HttpDocumentUploadGateway(
    {
      baseUrl,
      fetch: globalThis.fetch,
      antiForgeryToken: () => XSRF,
      extraHeaders: () => ({ Cookie: SESSION_COOKIE, Connection: 'close' }),
    },
    { scope: () => ({ userId: ADMIN, workspaceId: 1, scopeId: 0, primaryScopeId: 0, isDirect: false }) },
    new InMemoryRequestEvents(),
    new FetchUploadTransport(globalThis.fetch),
  );
}

describe('uploads', () => {
  it('uploads a file as its bytes and gets the stored file back', async () => {
    const text = 'Rent paid in March.\n';
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('an upload of a text file into Policies')
      .withRequest({
        method: 'POST',
        path: '/api/document/upload',
        query: { folderId: cabinetIdText('CabinetFolder', 'policies'), name: 'Rent.txt' },
        headers: { ...adminPostHeaders, 'Content-Type': 'application/octet-stream' },
        body: text,
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...folderItem({
            ItemId: 6000,
            ItemType: 2,
            Name: 'Rent.txt',
            ParentFolderId: C.policies,
            Size: 20,
          }),
          DocumentTypeId: null,
        }),
      });
    await pact.executeTest(async (server) => {
      const bytes = new Blob([text]);
      const outcome = await uploadGateway(server.url).upload(
        { folderId: C.policies, file: { name: 'Rent.txt', size: bytes.size, body: bytes }, unpack: false },
        () => undefined,
      );
      expect(outcome).toMatchObject({
        ok: true,
        kind: 'file',
        item: { Name: 'Rent.txt', ParentFolderId: C.policies, Size: 20 },
      });
    });
  });

  /**
   * The zip's bytes are not in the pact (Pact keeps text bodies): the server answers 202 for any zip sent with
   * unpack=true, reads it in the background and tells how it went with zipUploadDone (a damaged one: IsSuccess false).
   */
  it('uploads a zip to be unpacked into folders in the background', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('an upload of a zip into Finance, to be unpacked')
      .withRequest({
        method: 'POST',
        path: '/api/document/upload',
        query: {
          folderId: cabinetIdText('CabinetFolder', 'finance'),
          name: 'Site photos.zip',
          unpack: 'true',
        },
        headers: { ...adminPostHeaders, 'Content-Type': 'application/octet-stream' },
      })
      .willRespondWith({
        status: 202,
        body: {
          UploadId: string('c0ffee00-0000-4000-8000-000000000002'),
          FolderId: integer(C.finance),
          IsZip: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const bytes = new Blob([await readFile(FIXTURES('site-photos-archive.zip'))]);
      const outcome = await uploadGateway(server.url).upload(
        {
          folderId: C.finance,
          file: { name: 'Site photos.zip', size: bytes.size, body: bytes },
          unpack: true,
        },
        () => undefined,
      );
      expect(outcome).toMatchObject({
        ok: true,
        kind: 'zip',
        uploadId: 'c0ffee00-0000-4000-8000-000000000002',
      });
    });
  });
});

describe('downloads and thumbnails (the file-download convention of platform spec §7)', () => {
  it('downloads a file with the anti-forgery token in the URL', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a download of the meeting notes')
      .withRequest({
        method: 'GET',
        path: '/api/document/download',
        query: { id: cabinetIdText('CabinetFile', 'meetingNotes'), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({ status: 200, headers: attachment('Meeting notes.txt', 'application/octet-stream') });
    await pact.executeTest(async (server) => {
      const opened: Response[] = [];
      const saved = await new DownloadFile(browserWith(SESSION_COOKIE, opened), desktop(XSRF)).run({
        url: `${server.url}${fileDownloadUrl(F.meetingNotes)}`,
        fileName: 'Meeting notes.txt',
      });
      expect(saved).toBe(true);
      expect(opened[0]!.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Meeting notes.txt"/,
      );
    });
  });

  it('downloads a folder’s zip once downloadCompleted named it', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .given('a folder download is ready')
      .uponReceiving('a download of a prepared folder zip')
      .withRequest({
        method: 'GET',
        path: '/api/document/folderdownload',
        query: { id: fromState('DownloadId', 'c0ffee00-0000-4000-8000-000000000003'), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({ status: 200, headers: attachment('Policies.zip', 'application/zip') });
    await pact.executeTest(async (server) => {
      const opened: Response[] = [];
      const saved = await new DownloadFile(browserWith(SESSION_COOKIE, opened), desktop(XSRF)).run({
        url: `${server.url}${folderDownloadUrl('c0ffee00-0000-4000-8000-000000000003')}`,
        fileName: 'Policies.zip',
      });
      expect(saved).toBe(true);
    });
  });

  it('loads the 200 by 100 thumbnail of a cabinet picture as the folder list’s <img> does', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the thumbnail of a picture in a cabinet')
      .withRequest({
        method: 'GET',
        path: '/api/documentthumbnail',
        query: { id: cabinetIdText('CabinetFile', 'northGate'), w: '200', h: '100' },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
      });
    await pact.executeTest(async (server) => {
      const image = await fetch(`${server.url}${viaSpa('thumbnailPath', () => thumbnailPath(F.northGate))}`, {
        headers: { Cookie: SESSION_COOKIE, Connection: 'close' },
      });
      expect(image.headers.get('content-type')).toBe('image/png');
    });
  });
  it('loads a picture’s preview inline as the preview dialog’s <img> does (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the inline preview of a picture in a cabinet')
      .withRequest({
        method: 'GET',
        path: '/api/document/preview',
        query: { id: cabinetIdText('CabinetFile', 'northGate'), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Disposition': regex('^inline; filename=.*', 'inline; filename="North gate.jpg"'),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    await pact.executeTest(async (server) => {
      const preview = await viaSpa('filePreviewUrl', () =>
        new PreviewFile({} as CabinetGateway, {} as DirectShareGateway, desktop(XSRF)).open(
          { ItemId: F.northGate, ItemType: 2, Name: 'North gate.jpg', Size: 1 } as FolderItem,
          'member',
        ),
      );
      const image = await fetch(`${server.url}${(preview as { url: string }).url}`, {
        headers: { Cookie: SESSION_COOKIE, Connection: 'close' },
      });
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    });
  });

  it('loads a text file’s preview as text (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the text preview of a text file')
      .withRequest({
        method: 'GET',
        path: '/api/document/preview/text',
        query: { id: cabinetIdText('CabinetFile', 'meetingNotes') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: { Text: string('Site meeting'), Truncated: boolean(false) } });
    await pact.executeTest(async (server) => {
      expect(
        await new HttpCabinetGateway(httpClientFor(server.url, ADMIN).http).previewText(F.meetingNotes),
      ).toMatchObject({
        ok: true,
        data: { Truncated: false },
      });
    });
  });
});

describe('what a direct link opens (no session: login by direct share)', () => {
  /** A visitor with no session, whose browser sends the link cookie once a link was opened. */
  const anonymous = (url: string, cookie?: string) =>
    new HttpDirectShareGateway(
      new FetchHttpClient(
        {
          baseUrl: url,
          fetch: globalThis.fetch,
          antiForgeryToken: () => null,
          extraHeaders: (): Record<string, string> => ({
            Connection: 'close',
            ...(cookie ? { Cookie: cookie } : {}),
          }),
        },
        {
          scope: () => ({
            userId: null,
            workspaceId: null,
            scopeId: 0,
            primaryScopeId: null,
            isDirect: false,
          }),
        },
        new InMemoryRequestEvents(),
      ),
    );

  it('opens a link: the login by direct share sets the link cookie and names the shared item', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .uponReceiving('a login by direct share with a live link')
      .withRequest({
        method: 'POST',
        path: '/api/directshare/login',
        headers: { 'Content-Type': 'application/json' },
        body: {
          Hash: fromState('LinkHash', 'Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0Je'),
          RecordId: fromState('LinkRecordId', 7001),
        },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Set-Cookie': regex(
            '^gw_link=[^;]+;.*HttpOnly.*',
            'gw_link=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax',
          ),
        },
        body: {
          RecordId: integer(7001),
          Item: {
            ...folderItem({
              ItemId: C.policies,
              ItemType: 1,
              Name: 'Policies',
              ParentFolderId: null,
              Size: 2960,
            }),
            DocumentTypeId: null,
          },
        },
      });
    await pact.executeTest(async (server) => {
      const result = await anonymous(server.url).login('Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0Je', 7001);
      expect(result).toMatchObject({ ok: true, data: { Item: { Name: 'Policies', ParentFolderId: null } } });
    });
  });

  it('refuses a revoked link with 403 (the SPA shows /direct/403)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a login by direct share with a revoked link')
      .withRequest({
        method: 'POST',
        path: '/api/directshare/login',
        headers: { 'Content-Type': 'application/json' },
        body: { Hash: 'Ua4Wb8Xc2Yd6Ze0Af3Bg7Ch1Di5Ej9Fk', RecordId: 7002 },
      })
      .willRespondWith({ status: 403, body: { Message: string('This link is no longer available.') } });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url).login('Ua4Wb8Xc2Yd6Ze0Af3Bg7Ch1Di5Ej9Fk', 7002)).toMatchObject({
        ok: false,
        failure: { status: 403 },
      });
    });
  });

  it('answers an edited address with 404 not valid, apart from a revoked link (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a login by direct share with an address no link has')
      .withRequest({
        method: 'POST',
        path: '/api/directshare/login',
        headers: { 'Content-Type': 'application/json' },
        body: { Hash: 'Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0J0', RecordId: 7001 },
      })
      .willRespondWith({
        status: 404,
        body: { Message: string('This link is not valid. Check that you copied the whole address.') },
      });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url).login('Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0J0', 7001)).toMatchObject({
        ok: false,
        failure: { status: 404 },
      });
    });
  });

  it('lists what this browser’s links show', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .uponReceiving('a request for the items this browser’s links show')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/items',
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          RecordId: integer(7001),
          Item: {
            ...folderItem({
              ItemId: C.policies,
              ItemType: 1,
              Name: 'Policies',
              ParentFolderId: null,
              Size: 2960,
            }),
            DocumentTypeId: null,
          },
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url, LINK_COOKIE).items()).toMatchObject({
        ok: true,
        data: [{ Item: { Name: 'Policies' } }],
      });
    });
  });

  it('loads a shared folder with the spec’s folder-contents parameters', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .uponReceiving('a request for the contents of a shared folder')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/folder',
        query: {
          folderId: cabinetIdText('CabinetFolder', 'policies'),
          rootContextFolderId: cabinetIdText('CabinetFolder', 'company'),
          type: String(FOLDER_CONTENTS_QUERY.type),
          page: String(FOLDER_CONTENTS_QUERY.page),
          size: String(FOLDER_CONTENTS_QUERY.size),
          files: 'true',
        },
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({
        status: 200,
        body: {
          Folder: {
            ...folderItem({
              ItemId: C.policies,
              ItemType: 1,
              Name: 'Policies',
              ParentFolderId: null,
              Size: 2960,
            }),
            DocumentTypeId: null,
          },
          Path: eachLike({
            ...folderItem({
              ItemId: C.policies,
              ItemType: 1,
              Name: 'Policies',
              ParentFolderId: null,
              Size: 2960,
            }),
            DocumentTypeId: null,
          }),
          Items: eachLike({
            ...folderItem({
              ItemId: F.codeOfConduct,
              ItemType: 2,
              Name: 'Code of conduct.docx',
              ParentFolderId: C.policies,
              Size: 1027,
            }),
            DocumentTypeId: null,
          }),
          Total: integer(2),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url, LINK_COOKIE).folder(C.policies, C.company)).toMatchObject({
        ok: true,
        data: { Path: [{ Name: 'Policies' }], Total: 2 },
      });
    });
  });

  it('downloads a shared file with the link cookie alone', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .uponReceiving('a download of a file of a shared folder')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/download',
        query: { id: cabinetIdText('CabinetFile', 'travelPolicy') },
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({ status: 200, headers: attachment('Travel policy.pdf', 'application/pdf') });
    await pact.executeTest(async (server) => {
      const opened: Response[] = [];
      const saved = await new DownloadFile(browserWith(LINK_COOKIE, opened), desktop(null)).run({
        url: `${server.url}${directDownloadUrl(F.travelPolicy)}`,
        fileName: 'Travel policy.pdf',
      });
      expect(saved).toBe(true);
    });
  });

  it('asks what "Download all" of a shared folder would hold (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .uponReceiving('a check of the zip of every file of a shared folder')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/folderzip/check',
        query: { folderId: cabinetIdText('CabinetFolder', 'policies') },
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({
        status: 200,
        body: { FileName: string('Policies.zip'), Files: integer(2), Bytes: integer(2960) },
      });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url, LINK_COOKIE).folderZip(C.policies)).toMatchObject({
        ok: true,
        data: { FileName: 'Policies.zip', Files: 2 },
      });
    });
  });

  it('downloads every file of a shared folder as one zip with the link cookie alone (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .uponReceiving('a download of the zip of every file of a shared folder')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/folderzip',
        query: { folderId: cabinetIdText('CabinetFolder', 'policies') },
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({ status: 200, headers: attachment('Policies.zip', 'application/zip') });
    await pact.executeTest(async (server) => {
      const opened: Response[] = [];
      const saved = await new DownloadFile(browserWith(LINK_COOKIE, opened), desktop(null)).run({
        url: `${server.url}${directFolderZipUrl(C.policies)}`,
        fileName: 'Policies.zip',
      });
      expect(saved).toBe(true);
    });
  });

  it('loads the text preview of a file the link shows (issue 32 #17)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_CABINETS)
      .given('a folder is shared by a link')
      .given('the link was opened in this browser')
      .given('a text file is in the shared folder')
      .uponReceiving('a request for the text preview of a file of a shared folder')
      .withRequest({
        method: 'GET',
        path: '/api/directshare/preview/text',
        query: { id: fromState('TextFileId', '5200') },
        headers: { Cookie: fromState('LinkCookie', LINK_COOKIE) },
      })
      .willRespondWith({ status: 200, body: { Text: string('Shared notes'), Truncated: boolean(false) } });
    await pact.executeTest(async (server) => {
      expect(await anonymous(server.url, LINK_COOKIE).previewText(5200)).toMatchObject({
        ok: true,
        data: { Truncated: false },
      });
    });
  });
});

describe('document types', () => {
  const type = { DocumentTypeId: integer(1001), Name: string('Signed contract'), StyledApart: boolean(true) };
  const typeGateway = (url: string) => new HttpDocumentTypeGateway(httpClientFor(url, ADMIN).http);

  it('lists them', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for the document types')
      .withRequest({ method: 'GET', path: '/api/documenttype/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(type) });
    await pact.executeTest(async (server) => {
      expect(await typeGateway(server.url).list()).toMatchObject({
        ok: true,
        data: [{ DocumentTypeId: 1001, StyledApart: true }],
      });
    });
  });

  it('reads one', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request for document type Report')
      .withRequest({
        method: 'GET',
        path: '/api/documenttype',
        query: { id: cabinetIdText('DocumentType', 'report') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: { DocumentTypeId: integer(1003), Name: string('Report'), StyledApart: boolean(false) },
      });
    await pact.executeTest(async (server) => {
      expect(await typeGateway(server.url).get(1003)).toMatchObject({ ok: true, data: { Name: 'Report' } });
    });
  });

  it('creates one', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create the document type Drawing')
      .withRequest({
        method: 'POST',
        path: '/api/documenttype/create',
        headers: adminPostHeaders,
        body: { Name: 'Drawing', StyledApart: true },
      })
      .willRespondWith({
        status: 200,
        body: like({ DocumentTypeId: integer(2000), Name: string('Drawing'), StyledApart: boolean(true) }),
      });
    await pact.executeTest(async (server) => {
      expect(await typeGateway(server.url).create('Drawing', true)).toMatchObject({
        ok: true,
        data: { Name: 'Drawing' },
      });
    });
  });

  it('updates one', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to style Report apart')
      .withRequest({
        method: 'POST',
        path: '/api/documenttype/update',
        headers: adminPostHeaders,
        body: { DocumentTypeId: fromState('DocumentType_report', 1003), Name: 'Report', StyledApart: true },
      })
      .willRespondWith({
        status: 200,
        body: { DocumentTypeId: integer(1003), Name: string('Report'), StyledApart: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      expect(
        await typeGateway(server.url).update({ DocumentTypeId: 1003, Name: 'Report', StyledApart: true }),
      ).toMatchObject({ ok: true, data: { StyledApart: true } });
    });
  });

  it('deletes one', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_CABINETS)
      .uponReceiving('a request to delete the document type Invoice')
      .withRequest({
        method: 'POST',
        path: '/api/documenttype/delete',
        headers: adminPostHeaders,
        body: { DocumentTypeId: fromState('DocumentType_invoice', 1002) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await typeGateway(server.url).remove(1002)).toMatchObject({ ok: true });
    });
  });
});
