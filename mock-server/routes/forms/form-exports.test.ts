import type { AddressInfo } from 'node:net';
import type { Workbook } from 'exceljs';
import jsonServer from 'json-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSTANCE_IDS, SCOPE_IDS } from '../../../fixtures/ids';
import { loadExcel } from '../../../src/adapters/export/excel/build-form-workbook';
import { nodePdfEngine } from '../../../src/adapters/export/pdf/node-pdf-engine';
import { renderPdf } from '../../../src/adapters/export/pdf/pdf-tools.test-helper';
import { createMockServer, type MockServer } from '../../app';
import { sessionMiddleware } from '../../auth';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../cookies';
import { errorHandler, notFoundHandler } from '../../http';
import { registerFormExportRoutes } from './form-exports';

/**
 * The export routes on a minimal app with the mock server's store and sessions, wired in the order of
 * mock-server/app.ts (body parser, /api rewrite, session, routes, 404, errors).
 */
let mock: MockServer;
let server: ReturnType<typeof import('node:http').createServer>;
let baseUrl: string;

beforeAll(async () => {
  // Loading jsdom, pdfmake and the fonts takes seconds on a busy machine: once, here.
  await nodePdfEngine();
  mock = createMockServer({ dataFile: null });
  const app = jsonServer.create();
  app.use(jsonServer.bodyParser);
  app.use(jsonServer.rewriter({ '/api/*': '/$1' }));
  app.use(sessionMiddleware({ store: mock.store, sessions: mock.sessions }));
  registerFormExportRoutes(app, {
    store: mock.store,
    sessions: mock.sessions,
    hub: mock.hub,
    faults: mock.faults,
    reset: mock.reset,
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await mock.close();
});
beforeEach(() => mock.reset());

function as(email: string, scopeId?: number) {
  const session = mock.signIn(email);
  if (scopeId !== undefined) session.scopeId = scopeId;
  const headers = {
    cookie: `${SESSION_COOKIE}=${session.token}; ${XSRF_COOKIE}=${session.xsrf}`,
    'x-xsrf-token': session.xsrf,
  };
  return {
    get: (path: string) => fetch(baseUrl + path, { headers }),
    post: (path: string, body: unknown) =>
      fetch(baseUrl + path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}

const pdfBody = (extra: Record<string, unknown> = {}) => ({
  InstanceId: INSTANCE_IDS.demo,
  ColumnsWidth: [],
  FormHtml: '',
  ...extra,
});

describe('form instance exports on the mock server', { timeout: 30_000 }, () => {
  it('answers the CSV as an attachment named after the form, built with the shared builder', async () => {
    const reply = await as('admin@demo.test').get(`/api/forminstance/FormToCSV?id=${INSTANCE_IDS.demo}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="Site Inspection.csv"; filename*=UTF-8''Site%20Inspection.csv`,
    );
    const csv = await reply.text();
    expect(csv).toContain('"Inspector","Jordan Lee"');
    // Encrypted values leave the server masked; a field the user may not view is left out.
    expect(csv).not.toContain('123-45-6789');
    expect(csv).not.toContain('INT-7781');
  });

  it('answers the Excel workbook with typed cells', async () => {
    const reply = await as('admin@demo.test').get(`/api/forminstance/FormToExcel?id=${INSTANCE_IDS.expense}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers.get('content-disposition')).toContain('filename="Expense Claim.xlsx"');
    const { Workbook } = await loadExcel();
    const workbook: Workbook = new Workbook();
    await workbook.xlsx.load(await reply.arrayBuffer());
    const data = workbook.getWorksheet('Data')!;
    const numbers = data.getColumn(4).values.filter((value): value is number => typeof value === 'number');
    expect(numbers).toContain(64.2);
    expect(data.getColumn(4).values.some((value) => value instanceof Date)).toBe(true);
  });

  it('types every date, time and date and time of the demo instance, masked ones too, with a matching format', async () => {
    const reply = await as('admin@demo.test').get(`/api/forminstance/FormToExcel?id=${INSTANCE_IDS.demo}`);
    const { Workbook } = await loadExcel();
    const workbook: Workbook = new Workbook();
    await workbook.xlsx.load(await reply.arrayBuffer());
    const cells = new Map<string, { value: unknown; numFmt: string }>();
    workbook
      .getWorksheet('Data')!
      .eachRow((row, n) => n > 1 && cells.set(String(row.getCell(3).value), row.getCell(4)));
    const typed = (label: string) => ({ value: cells.get(label)?.value, numFmt: cells.get(label)?.numFmt });
    expect(typed('Inspection date')).toEqual({
      value: new Date(Date.UTC(2026, 10, 17)),
      numFmt: 'mmm d, yyyy',
    });
    expect(typed('Follow-up by')).toEqual({ value: new Date(Date.UTC(2026, 11, 1)), numFmt: 'mm/dd/yyyy' });
    expect(typed('Next visit')).toEqual({ value: new Date(Date.UTC(2026, 11, 29)), numFmt: 'mm/dd/yyyy' });
    expect(typed('Arrived at')).toEqual({
      value: new Date(Date.UTC(2026, 10, 17, 9, 30)),
      numFmt: 'mm/dd/yyyy hh:mm',
    });
    expect(typed('Arrival time')).toEqual({
      value: new Date(Date.UTC(1899, 11, 30, 9, 30)),
      numFmt: 'hh:mm',
    });
    // Other masks stay text as typed.
    expect(typed('Site ZIP').value).toBe('02139');
  });

  it('answers the PDF with the options, the header and footer of the caller', async () => {
    const reply = await as('member@demo.test').post(
      '/api/forminstance/FormToPDF',
      pdfBody({ IncludeData: true }),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toContain('filename="Site Inspection.pdf"');
    const { pages, text } = renderPdf(new Uint8Array(await reply.arrayBuffer()));
    expect(pages[0]).toEqual({ width: 612, height: 792 });
    expect(text).toContain('Demo Workspace');
    expect(text).toContain('member@demo.test');
    expect(text).toContain('Site Inspection · Office Renovation');
    expect(text).toContain('Jordan Lee');
  });

  it('names the workspace alone in the header of a caller working in the workspace itself', async () => {
    const reply = await as('admin@demo.test').post('/api/forminstance/FormToPDF', pdfBody());
    const { text } = renderPdf(new Uint8Array(await reply.arrayBuffer()), { firstPageOnly: true });
    expect(text).toMatch(/^\s*Demo Workspace\s{2,}Site Inspection · Office Renovation/m);
    expect(text).not.toContain('Demo Workspace · Demo Workspace');
  });

  it('names the workspace and the team of a caller working in a team', async () => {
    const reply = await as('member@demo.test', SCOPE_IDS.designTeam).post(
      '/api/forminstance/FormToPDF',
      pdfBody(),
    );
    expect(renderPdf(new Uint8Array(await reply.arrayBuffer()), { firstPageOnly: true }).text).toContain(
      'Demo Workspace · Design Team',
    );
  });

  it.each([
    [{}, 'InstanceId must be an integer.'],
    [{ InstanceId: 'x', ColumnsWidth: [], FormHtml: '' }, 'InstanceId must be an integer.'],
    [pdfBody({ ColumnsWidth: 'wide' }), 'ColumnsWidth must be a list of at most 200 widths.'],
    [pdfBody({ ColumnsWidth: [180, -1] }), 'ColumnsWidth must hold widths between 1 and 1920 pixels.'],
    [pdfBody({ FormHtml: 5 }), 'FormHtml must be text.'],
    [pdfBody({ IncludeData: 'yes' }), 'IncludeData must be true or false.'],
    [pdfBody({ HeaderFooterInfo: { TeamName: 7 } }), 'HeaderFooterInfo.TeamName must be text.'],
  ])('answers 400 with a Message for the PDF body %j', async (body, message) => {
    const reply = await as('admin@demo.test').post('/api/forminstance/FormToPDF', body);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ Message: message });
  });

  it('answers 400 for a missing or malformed id', async () => {
    const client = as('admin@demo.test');
    expect((await client.get('/api/forminstance/FormToCSV')).status).toBe(400);
    expect(await (await client.get('/api/forminstance/FormToExcel?id=abc')).json()).toEqual({
      Message: 'id must be an integer.',
    });
  });

  it('answers 404 for an unknown instance and 403 for one the caller may not read', async () => {
    const member = as('member@demo.test');
    expect((await member.get('/api/forminstance/FormToCSV?id=9999')).status).toBe(404);
    expect((await member.post('/api/forminstance/FormToPDF', pdfBody({ InstanceId: 9999 }))).status).toBe(
      404,
    );
    const forbidden = await member.get(`/api/forminstance/FormToExcel?id=${INSTANCE_IDS.large}`);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ Message: expect.any(String) });
  });

  it('answers 401 without a session', async () => {
    expect((await fetch(`${baseUrl}/api/forminstance/FormToCSV?id=${INSTANCE_IDS.demo}`)).status).toBe(401);
  });

  it("answers the spec's failure message when the document cannot be built", async () => {
    const failing = jsonServer.create();
    failing.use(jsonServer.bodyParser);
    failing.use((_req, res, next) => {
      res.locals.caller = {
        user: mock.store.userByEmail('admin@demo.test'),
        session: mock.signIn('admin@demo.test'),
      };
      next();
    });
    registerFormExportRoutes(
      failing,
      { store: mock.store, sessions: mock.sessions, hub: mock.hub, faults: mock.faults, reset: mock.reset },
      {
        pdfEngine: async () => ({
          html: { sanitize: (h) => h, tree: () => [] },
          render: async () => Promise.reject(new Error('no fonts')),
        }),
      },
    );
    failing.use(errorHandler);
    const other = failing.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const port = (other.address() as AddressInfo).port;
      const reply = await fetch(`http://127.0.0.1:${port}/forminstance/FormToPDF`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(pdfBody()),
      });
      expect(reply.status).toBe(500);
      expect(await reply.json()).toEqual({
        Message:
          'Failed to generate report. Please try again. If this error persist please contact the support.',
      });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
