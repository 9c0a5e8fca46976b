import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DownloadFile } from '../../../src/application/platform/download-file.use-case';
import type { Device } from '../../../src/ports/device.port';
import type { FileDownloader } from '../../../src/ports/file-downloader.port';
import { DEMO_DATA, idText } from '../demo-ids';
import { HttpWorkspaceLogoGateway } from '../../../src/adapters/http/workspace-logo-gateway.http';
import {
  MEMBER,
  SESSION_COOKIE,
  XSRF,
  cookieHeader,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
  xsrfToken,
} from '../pact-support';

const { boolean, regex } = MatchersV3;

/**
 * The server's export files (forms spec §7). On mobile the SPA opens the CSV and Excel URLs directly (platform spec
 * §7): its DownloadFile use case appends the anti-forgery token to the URL and hands it to the browser, which sends
 * the session cookie and no other header. The browser here is a FileDownloader that opens the URL as a browser does.
 * The bodies are generated files: the contract fixes the status, the type and that they come as attachments. (The SPA
 * builds PDFs in the browser on every device, so it never calls FormToPDF: docs/exports.md.)
 */
describe('form instance exports opened on mobile', () => {
  it.each([
    ['FormToCSV', 'text/csv', 'csv'],
    ['FormToExcel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ])('opens %s of an instance as an attachment', async (call, type, extension) => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving(`a direct download of ${call} for instance 300`)
      .withRequest({
        method: 'GET',
        path: `/api/forminstance/${call}`,
        query: { id: idText('Instance', 'demo'), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(`^${type.replace(/[.]/g, '\\.')}.*`, type),
          'Content-Disposition': regex(
            `^attachment; filename=.*\\.${extension}.*`,
            `attachment; filename="Site Inspection.${extension}"`,
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const opened: Response[] = [];
      const pending: Promise<void>[] = [];
      const browser: FileDownloader = {
        open: (url) => {
          const answer = fetch(`${server.url}${url}`, {
            headers: { Cookie: SESSION_COOKIE, Connection: 'close' },
          });
          pending.push(answer.then((response) => void opened.push(response)));
        },
        save: async () => false,
        saveBlob: () => undefined,
      };
      const mobile: Device = {
        isMobile: () => true,
        userAgent: () => 'Mobile',
        antiForgeryToken: () => XSRF,
      };
      expect(
        await new DownloadFile(browser, mobile).run({
          url: `/api/forminstance/${call}?id=300`,
          fileName: `x.${extension}`,
        }),
      ).toBe(true);
      await Promise.all(pending);
      expect(opened[0].status).toBe(200);
      expect(opened[0].headers.get('content-type')).toContain(type);
      expect(opened[0].headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename=.*\\.${extension}`),
      );
    });
  });
});

/**
 * The workspace's logo for the PDF's header (issue 17: the General settings' logo; docs/exports.md): any signed-in
 * user reads it, a member too, when they export a PDF with its header.
 */
describe('the workspace logo in the PDF header', () => {
  it('is read by a member', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .uponReceiving('a request for the workspace logo')
      .withRequest({ method: 'GET', path: '/api/workspace/logo', headers: getHeaders(MEMBER) })
      .willRespondWith({
        status: 200,
        body: {
          HasActiveLogo: boolean(true),
          Logo: regex(
            /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/,
            'data:image/png;base64,iVBORw0KGgo=',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const gateway = new HttpWorkspaceLogoGateway(httpClientFor(server.url, MEMBER).http);
      expect(await gateway.logo()).toMatchObject({
        ok: true,
        data: { HasActiveLogo: true, Logo: expect.stringMatching(/^data:image\/png;base64,/) },
      });
    });
  });
});
