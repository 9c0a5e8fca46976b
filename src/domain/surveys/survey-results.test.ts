import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  SURVEY_IDS,
  SURVEY_QUESTION_IDS as Q,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../../fixtures/surveys/surveys';
import type { SurveyResponse } from './survey-response.entity';
import { npsOf, responsesByStart, surveyQuestionStatsOf } from './survey-results';
import { blankSurveyQuestion, type SurveyAnswer } from './survey.entity';

const feedback = surveys.find((s) => s.SurveyId === SURVEY_IDS.feedback)!;
const questions = feedback.QuestionIds.map((id) => surveyQuestions.find((q) => q.QuestionId === id)!);
const stats = surveyQuestionStatsOf(
  questions,
  surveyResponses.filter((r) => r.SurveyId === SURVEY_IDS.feedback),
);
const of = (id: number) => stats.find((s) => s.QuestionId === id)!;

const response = (i: number, answers: Record<string, SurveyAnswer>, more: Partial<SurveyResponse> = {}) => ({
  SurveyExamId: i,
  SurveyId: 1,
  RespondentUserId: null,
  Status: 'completed' as const,
  StartedOn: '2026-01-01T00:00:00.000Z',
  CompletedOn: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
  Answers: answers,
  Preview: false,
  ...more,
});

describe('survey results on the demo feedback survey (25 completed, 1 in progress)', () => {
  it('counts the NPS from 14 promoters, 6 passives and 5 detractors: 36', () => {
    expect(of(Q.recommend).Answered).toBe(25);
    expect(of(Q.recommend).Nps).toEqual({ Score: 36, Promoters: 14, Passives: 6, Detractors: 5 });
    expect(of(Q.recommend).Counts.map((c) => c.Key)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('counts each rating and averages them', () => {
    expect(of(Q.organised).Counts.map((c) => [c.Label, c.Count])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 4],
      ['4', 10],
      ['5', 8],
    ]);
    expect(of(Q.organised).Average).toBe(3.88);
    expect(of(Q.organised).Nps).toBeNull();
  });

  it('counts options chosen, and only the responses that chose any as answered', () => {
    expect(of(Q.site).Counts.map((c) => [c.Label, c.Count])).toEqual([
      ['Office renovation', 8],
      ['Bridge inspection', 10],
      ['Warehouse move', 7],
    ]);
    expect(of(Q.delays).Answered).toBe(15);
    expect(of(Q.delays).Counts.map((c) => c.Count)).toEqual([6, 5, 4, 6]);
  });

  it('counts each matrix row by column and lists the text answers oldest first', () => {
    expect(of(Q.facilities).Matrix![0]).toEqual({
      RowId: 1,
      RowText: 'Toilets',
      Counts: [
        { OptionId: 1, Count: 3 },
        { OptionId: 2, Count: 7 },
        { OptionId: 3, Count: 11 },
        { OptionId: 4, Count: 4 },
      ],
    });
    expect(of(Q.comments).TextAnswers).toHaveLength(8);
    expect(of(Q.comments).TextAnswers[0]).toBe('Great visit, well prepared.');
    expect(of(Q.comments).Counts).toEqual([]);
  });
});

describe('survey results', () => {
  it('leaves previews and responses in progress out', () => {
    const q = blankSurveyQuestion(1, 1, 'rating');
    const result = surveyQuestionStatsOf(
      [q],
      [
        response(1, { 1: 5 }),
        response(2, { 1: 1 }, { Preview: true }),
        response(3, { 1: 1 }, { Status: 'inProgress', CompletedOn: null }),
      ],
    );
    expect(result[0]!.Answered).toBe(1);
    expect(result[0]!.Average).toBe(5);
  });

  it('keeps the NPS between -100 and 100, and promoters, passives and detractors add up to the scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 200 }), (scores) => {
        const nps = npsOf(scores);
        expect(nps.Score).toBeGreaterThanOrEqual(-100);
        expect(nps.Score).toBeLessThanOrEqual(100);
        expect(nps.Promoters + nps.Passives + nps.Detractors).toBe(scores.length);
      }),
    );
    expect(npsOf([10, 10]).Score).toBe(100);
    expect(npsOf([0, 6]).Score).toBe(-100);
    expect(npsOf([]).Score).toBe(0);
  });

  it('makes the counts of a single-choice, rating or 0-10 question sum to the responses that answered it', () => {
    const single = {
      ...blankSurveyQuestion(1, 1, 'single'),
      Options: [1, 2, 3].map((id) => ({ OptionId: id, Text: `O${id}` })),
    };
    const rating = blankSurveyQuestion(2, 1, 'rating');
    const nps = blankSurveyQuestion(3, 1, 'nps');
    const answers = fc.record(
      {
        1: fc.option(fc.integer({ min: 1, max: 3 })),
        2: fc.option(fc.integer({ min: 1, max: 5 })),
        3: fc.option(fc.integer({ min: 0, max: 10 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(answers, { maxLength: 60 }), (given) => {
        const result = surveyQuestionStatsOf(
          [single, rating, nps],
          given.map((a, i) => response(i, a)),
        );
        for (const s of result) expect(s.Counts.reduce((sum, c) => sum + c.Count, 0)).toBe(s.Answered);
      }),
    );
  });

  it('counts no answer of the wrong shape (an answer stored before its option was deleted)', () => {
    const q = blankSurveyQuestion(1, 1, 'single');
    const result = surveyQuestionStatsOf([q], [response(1, { 1: 1 }), response(2, { 1: 9 })]);
    expect(result[0]!.Answered).toBe(1);
  });
});

describe('the results list order (surveyresult/list)', () => {
  const response = (SurveyExamId: number, StartedOn: string) =>
    ({ SurveyExamId, StartedOn }) as SurveyResponse;
  /** What the list answered before: localeCompare on the starts, then the id. */
  const before = (responses: readonly SurveyResponse[]) =>
    [...responses].sort((a, b) => a.StartedOn.localeCompare(b.StartedOn) || a.SurveyExamId - b.SurveyExamId);
  const ids = (responses: readonly SurveyResponse[]) => responses.map((r) => r.SurveyExamId);

  // The starts as the mock writes them: an anonymous response's day, or an instant with or without milliseconds.
  const start = fc
    .tuple(
      fc.date({
        min: new Date('1999-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom('day', 'ms', 'seconds'),
    )
    .map(([date, form]) => {
      const iso = date.toISOString();
      return form === 'day' ? iso.slice(0, 10) : form === 'seconds' ? `${iso.slice(0, 19)}Z` : iso;
    });

  it('is the order localeCompare gave: days, instants with and without milliseconds, ties by id', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), start), { maxLength: 60 }), (rows) => {
        const responses = rows.map(([id, started]) => response(id, started));
        expect(ids(responsesByStart(responses))).toEqual(ids(before(responses)));
      }),
    );
    const sameDay = [
      response(4, '2026-11-30T10:00:00.000Z'),
      response(3, '2026-11-30'),
      response(2, '2026-11-30T10:00:00Z'),
      response(1, '2026-11-30T10:00:00.000Z'),
      response(5, '2026-11-29T23:59:59.999Z'),
    ];
    expect(ids(responsesByStart(sameDay))).toEqual([5, 3, 1, 4, 2]);
    expect(ids(responsesByStart(sameDay))).toEqual(ids(before(sameDay)));
  });

  it('sorts 10,000 responses without a collator call per comparison, leaving the given list as it was', () => {
    const responses = Array.from({ length: 10_000 }, (_, i) =>
      response(i + 1, new Date(Date.UTC(2026, 10, 30) - ((i * 7919) % 10_007) * 60_000).toISOString()),
    );
    const given = ids(responses);
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const sorted = responsesByStart(responses);
      expect(compare).not.toHaveBeenCalled();
      expect(ids(sorted)).toEqual(ids(before(responses)));
    } finally {
      compare.mockRestore();
    }
    expect(ids(responses)).toEqual(given);
  });
});
