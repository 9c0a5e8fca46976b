import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SURVEY_QUESTION_IDS as Q } from '../../../fixtures/surveys/surveys';
import { HttpSurveyResultsGateway } from '../../../src/adapters/http/survey-results-gateway.http';
import { DownloadFile } from '../../../src/application/platform/download-file.use-case';
import { surveyExportFileName, surveyExportPath } from '../../../src/domain/surveys/survey-responses-sheet';
import type { Device } from '../../../src/ports/device.port';
import type { FileDownloader } from '../../../src/ports/file-downloader.port';
import { DEMO_DATA } from '../demo-ids';
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
import { feedback } from './survey-shapes';

const { arrayContaining, integer, like, regex, string, number } = MatchersV3;

const gateway = (url: string) => new HttpSurveyResultsGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
/** Downloads as the browser does: the session cookie, the anti-forgery token in the URL (platform spec §7). */
const browser: FileDownloader = {
  save: async ({ url }) =>
    (await fetch(url, { headers: { Cookie: SESSION_COOKIE, Connection: 'close' } })).ok,
  open: () => undefined,
  saveBlob: () => undefined,
};
const desktop: Device = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => XSRF };

describe('survey results calls (issue 34 surveys)', () => {
  it('lists the responses of a survey and downloads its export', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the responses to Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveyresult/list',
        headers: memberGet,
        query: { surveyId: String(feedback) },
      })
      .willRespondWith({
        status: 200,
        // Responses in progress have no CompletedOn: the list is described by a completed one it contains.
        body: arrayContaining({
          SurveyExamId: integer(12101),
          RespondentName: string('Priya Patel'),
          Status: string('completed'),
          StartedOn: string('2026-10-02T09:55:00.000Z'),
          CompletedOn: string('2026-10-02T10:00:00.000Z'),
        }),
      })
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a download of the Excel export of Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveyresult/export',
        query: { surveyId: String(feedback), xsrf: xsrfToken() },
        headers: { Cookie: cookieHeader() },
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': regex(
            '^attachment; filename=".*\\.xlsx".*',
            'attachment; filename="Site-visit-feedback.xlsx"',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).responses(feedback);
      expect(result).toMatchObject({ ok: true, data: [{ Status: 'completed' }] });
      // Export to Excel: the workbook the server builds (issue 34 follow-up, bug 5).
      const saved = await new DownloadFile(browser, desktop).run({
        url: `${server.url}${surveyExportPath(feedback)}`,
        fileName: surveyExportFileName('Site visit feedback'),
      });
      expect(saved).toBe(true);
    });
  });

  it("counts each question's answers, the 0-10 question's NPS among them", async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the answers to Site visit feedback counted per question')
      .withRequest({
        method: 'GET',
        path: '/api/surveyresult/questions',
        headers: memberGet,
        query: { surveyId: String(feedback) },
      })
      .willRespondWith({
        status: 200,
        // Each type fills its own fields: the list holds a choice question and the 0-10 one among others.
        body: arrayContaining(
          {
            QuestionId: integer(Q.site),
            Type: string('single'),
            Text: string('Which site did you visit?'),
            Answered: integer(25),
            Counts: like([{ Key: '1', Label: 'Office renovation', Count: 11 }]),
            Average: null,
            Nps: null,
            TextAnswers: like([]),
            Matrix: null,
          },
          {
            QuestionId: integer(Q.recommend),
            Type: string('nps'),
            Text: string('How likely are you to recommend our site team to a colleague?'),
            Answered: integer(25),
            Counts: like([{ Key: '10', Label: '10', Count: 7 }]),
            Average: number(7.6),
            Nps: like({ Score: 36, Promoters: 14, Passives: 6, Detractors: 5 }),
            TextAnswers: like([]),
            Matrix: null,
          },
        ),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).questions(feedback);
      expect(result.ok && result.data.find((q) => q.Type === 'nps')?.Nps?.Score).toBe(36);
    });
  });
});
