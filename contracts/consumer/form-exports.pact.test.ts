import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { downloadUrl } from '../../src/domain/platform/request-conventions';
import { SESSION_COOKIE, XSRF, adminPostHeaders, cookieHeader, gridworkPact, signedIn, xsrfToken } from './pact-support';

const { regex, reify } = MatchersV3;

/**
 * The export files (forms spec §7). On mobile the SPA opens the CSV and Excel URLs directly, as the browser
 * does with any download (platform spec §7: the anti-forgery token appended to the URL, the session cookie
 * sent by the browser); these tests open them the same way. The bodies are generated files: the contract
 * fixes the status, the type and that they come as attachments.
 */
describe('form instance exports', () => {
  it.each([
    ['FormToCSV', 'text/csv', 'csv'],
    ['FormToExcel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ])('opens %s of an instance as an attachment', async (call, type, extension) => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving(`a direct download of ${call} for instance 300`)
      .withRequest({
        method: 'GET',
        path: `/api/forminstance/${call}`,
        query: { id: '300', xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(`^${type.replace(/[.]/g, '\\.')}.*`, type),
          'Content-Disposition': regex(`^attachment; filename=.*\\.${extension}.*`, `attachment; filename="Site Inspection.${extension}"`),
        },
      });
    await pact.executeTest(async (server) => {
      const url = downloadUrl(`${server.url}/api/forminstance/${call}?id=300`, XSRF);
      const response = await fetch(url, { headers: { Cookie: SESSION_COOKIE } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename=.*\\.${extension}`));
    });
  });

  it('answers FormToPDF with a PDF attachment', async () => {
    const body = {
      InstanceId: 300,
      ColumnsWidth: [180, 180],
      FormHtml: '',
      IncludeData: true,
      IncludeFormulaData: true,
      Editable: false,
      FitColumns: true,
      IncludeHeaderFooter: true,
      HeaderFooterInfo: {
        WorkspaceName: 'Demo Workspace',
        TeamName: 'Demo Workspace',
        GeneratedByName: 'Ada Admin',
        GeneratedByEmail: 'admin@demo.test',
        FormName: 'Site Inspection',
        ProjectName: 'Office Renovation',
      },
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a PDF of instance 300')
      .withRequest({ method: 'POST', path: '/api/forminstance/FormToPDF', headers: adminPostHeaders, body })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex('^application/pdf.*', 'application/pdf'),
          'Content-Disposition': regex('^attachment; filename=.*\\.pdf.*', 'attachment; filename="Site Inspection.pdf"'),
        },
      });
    await pact.executeTest(async (server) => {
      const response = await fetch(`${server.url}/api/forminstance/FormToPDF`, {
        method: 'POST',
        headers: reify(adminPostHeaders) as Record<string, string>,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    });
  });
});
