import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SURVEY_IDS } from '../../../fixtures/surveys/surveys';
import { XSRF_COOKIE } from '../../cookies';
import { useFormsMock } from '../../test-support/forms-test-kit';
import type { MockClient } from '../../test-support/mock-client';

const mock = useFormsMock();

/** Downloads the export as the browser does (the anti-forgery token in the URL) and reads it back with exceljs. */
async function exportOf(client: MockClient, surveyId: number) {
  const xsrf = client.cookies.get(XSRF_COOKIE)!;
  const reply = await fetch(`${client.baseUrl}/api/surveyresult/export?surveyId=${surveyId}&xsrf=${xsrf}`, {
    headers: { cookie: client.cookieHeader },
  });
  const bytes = await reply.arrayBuffer();
  return { reply, bytes };
}

async function workbookOf(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

describe('the survey export (issue 34 follow-up, bug 5)', () => {
  it('gives a row per response with every answer, a matrix row a column, beside the counts', async () => {
    const mel = await mock.as('member@demo.test');
    const { reply, bytes } = await exportOf(mel, SURVEY_IDS.feedback);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('filename="Site-visit-feedback.xlsx"');
    const book = await workbookOf(bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Responses', 'Questions']);
    const responses = rowsOf(book.getWorksheet('Responses')!);
    expect(responses[0]).toEqual([
      'Submitted',
      'Respondent',
      '1. Which site did you visit?',
      '2. What slowed you down?',
      '3. How well was the visit organised?',
      '4. How likely are you to recommend our site team to a colleague?',
      '5. Rate the site facilities.: Toilets',
      '5. Rate the site facilities.: Break room',
      '5. Rate the site facilities.: Parking',
      '6. Anything else we should know?',
    ]);
    // The 25 completed responses, oldest first; Omar's in progress is not one.
    expect(responses).toHaveLength(26);
    const [submitted, ...finns] = responses[3]!;
    expect(submitted).toBeInstanceOf(Date);
    expect(finns).toEqual([
      'Finn Field',
      'Bridge inspection',
      'Parking; Weather',
      4,
      9,
      'Fair',
      'Good',
      'Poor',
      'Bring wet-weather gear.',
    ]);
    const questions = rowsOf(book.getWorksheet('Questions')!);
    expect(questions).toContainEqual(['Rate the site facilities.', '25 answered']);
    expect(questions).toContainEqual([undefined, 'Toilets: Fair', expect.any(Number)]);
    expect(questions).toContainEqual([undefined, 'NPS', 36]);
  });

  it('names no one on an anonymous survey, not even by a column, and refuses those who do not manage it', async () => {
    const ada = await mock.as('admin@demo.test');
    const { bytes } = await exportOf(ada, SURVEY_IDS.pulse);
    const responses = rowsOf((await workbookOf(bytes)).getWorksheet('Responses')!);
    expect(responses[0]).toEqual([
      'Submitted',
      '1. How manageable was your workload this month?',
      '2. What would make your week easier?',
    ]);
    expect(responses.slice(1).every((row) => row.length <= 3)).toBe(true);
    const finn = await mock.as('field@demo.test');
    expect((await exportOf(finn, SURVEY_IDS.feedback)).reply.status).toBe(403);
  });

  it('writes 10,000 responses without holding the event loop more than about 50 ms at a time', async () => {
    const mel = await mock.as('member@demo.test');
    const data = mock.running.mock.store.data;
    const feedback = data.surveyResponses.filter(
      (r) => r.SurveyId === SURVEY_IDS.feedback && r.Status === 'completed',
    );
    const top = Math.max(...data.surveyResponses.map((r) => r.SurveyExamId));
    for (let i = 0; i < 10_000 - feedback.length; i++)
      data.surveyResponses.push({ ...feedback[i % feedback.length]!, SurveyExamId: top + i + 1 });
    const stalls = longestTurn();
    const { reply, bytes } = await exportOf(mel, SURVEY_IDS.feedback);
    const longestMs = stalls.stop();
    expect(reply.status).toBe(200);
    const responses = book(await workbookOf(bytes));
    expect(responses.rowCount).toBe(10_001);
    console.log(
      `[survey export] 10,000 responses: longest turn of the event loop ${longestMs.toFixed(1)} ms CPU`,
    );
    expect(longestMs).toBeLessThan(50);
  }, 120_000);
});

const book = (workbook: ExcelJS.Workbook) => workbook.getWorksheet('Responses')!;

/**
 * The longest turn of the event loop, in CPU time of this process (the mock runs in it): a turn is the work between
 * two setImmediate ticks. CPU time rather than the clock, since on a loaded shared machine the clock also counts the
 * time the process waited for a core (a 10 ms slice read 400 ms at load 25), which the code cannot help.
 */
function longestTurn(): { stop(): number } {
  let last = process.cpuUsage();
  let longest = 0;
  let running = true;
  const tick = () => {
    const now = process.cpuUsage();
    longest = Math.max(longest, (now.user - last.user + now.system - last.system) / 1000);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop: () => {
      running = false;
      return longest;
    },
  };
}
