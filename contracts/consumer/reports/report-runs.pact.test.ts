import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REPORT_IDS } from '../../../fixtures/ids';
import { HttpReportGateway } from '../../../src/adapters/http/report-gateway.http';
import { MEMBER, fromState, getHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';

const { eachLike, integer, string } = MatchersV3;

describe('report runs held for a tab (issue 36)', () => {
  it('answers the finished runs not yet acknowledged, as the hub pushed them', async () => {
    const runId = 'c0ffee00-0000-4000-8000-000000000036';
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('a report workbook is ready')
      .uponReceiving("a request for the caller's finished report runs")
      .withRequest({ method: 'GET', path: '/api/reportrun/pending', headers: getHeaders(MEMBER) })
      .willRespondWith({
        status: 200,
        body: eachLike({
          Listener: string('reportReady'),
          Data: {
            RunId: fromState('RunId', runId),
            FileName: string('Site Inspections - All inspections - 2026-11-25.xlsx'),
            ReportId: integer(REPORT_IDS.inspections),
            Rows: integer(1),
          },
        }),
      });
    await pact.executeTest(async (server) => {
      const gateway = new HttpReportGateway(httpClientFor(server.url, MEMBER).http);
      expect(await gateway.pendingRuns()).toMatchObject({
        ok: true,
        data: [
          {
            Listener: 'reportReady',
            Data: {
              RunId: runId,
              FileName: 'Site Inspections - All inspections - 2026-11-25.xlsx',
              ReportId: REPORT_IDS.inspections,
              Rows: 1,
            },
          },
        ],
      });
    });
  });
});
