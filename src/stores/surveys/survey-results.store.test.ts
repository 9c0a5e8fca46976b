import { describe, expect, it } from 'vitest';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import type { DownloadFile } from '../../application/platform/download-file.use-case';
import { ReadSurveyResults } from '../../application/surveys/read-survey-results.use-case';
import { FakeDialogs, FakeHub, ok, settle } from '../../application/testing/fakes';
import type { DirectoryGateway } from '../../ports/directory-gateway.port';
import type { SurveyGateway } from '../../ports/survey-gateway.port';
import type { SurveyResponseRow, SurveyResultsGateway } from '../../ports/survey-results-gateway.port';
import { SURVEY_NEWS_DELAY_MS, SURVEY_RESULTS_CHANGED, SurveyResultsStore } from './survey-results.store';

const row = (SurveyExamId: number): SurveyResponseRow => ({
  SurveyExamId,
  RespondentName: 'Priya Patel',
  Status: 'completed',
  StartedOn: '2026-11-01T10:00:00.000Z',
  CompletedOn: '2026-11-01T10:05:00.000Z',
});

function world() {
  const hub = new FakeHub();
  let rows = [row(1)];
  let reads = 0;
  const results = {
    responses: async () => (reads++, ok(rows)),
    questions: async () => ok([]),
  } as unknown as SurveyResultsGateway;
  const surveys = { get: async () => ok({ Name: 'Pulse' }) } as unknown as SurveyGateway;
  const timers: Array<() => void> = [];
  const store = new SurveyResultsStore(
    new ReadSurveyResults(results, {} as DownloadFile),
    new EditSurvey(surveys, new FakeDialogs(), {} as DirectoryGateway),
    hub,
    { after: (_ms, task) => (timers.push(task), () => timers.splice(timers.indexOf(task), 1)) },
  );
  const runTimers = async () => {
    timers.splice(0).forEach((task) => task());
    await settle();
  };
  return { store, hub, runTimers, reads: () => reads, setRows: (next: SurveyResponseRow[]) => (rows = next) };
}

describe('survey results on the page (issue 34 surveys)', () => {
  it('reads the responses again after news of this survey, not of another, and stops when the page closes', async () => {
    const { store, hub, runTimers, reads, setRows } = world();
    store.opened(1200, 'responses');
    await settle();
    expect(store.responses).toHaveLength(1);
    expect(store.name).toBe('Pulse');
    expect(SURVEY_NEWS_DELAY_MS).toBeGreaterThan(0);

    setRows([row(1), row(2)]);
    hub.push({ Listener: SURVEY_RESULTS_CHANGED, Data: { SurveyId: 1201 } });
    await runTimers();
    expect(reads()).toBe(1);

    hub.push({ Listener: SURVEY_RESULTS_CHANGED, Data: { SurveyId: 1200 } });
    hub.push({ Listener: SURVEY_RESULTS_CHANGED, Data: { SurveyId: 1200 } });
    await runTimers();
    expect(reads()).toBe(2);
    expect(store.responses).toHaveLength(2);
    expect(store.refreshes).toBe(1);

    store.closed();
    hub.push({ Listener: SURVEY_RESULTS_CHANGED, Data: { SurveyId: 1200 } });
    await runTimers();
    expect(reads()).toBe(2);
  });
});
