import { describe, expect, it } from 'vitest';
import type { AttemptRow } from './quiz-results';
import { durationText, nextSort, visibleAttempts } from './quiz-results-view';
import { parsePoints } from './quiz-grading';
import { isQuizResultsNews } from './quiz-results-news';

const row = (id: number, over: Partial<AttemptRow>): AttemptRow => ({
  QuizExamId: id,
  TakerName: `Taker ${id}`,
  TakerEmail: `t${id}@demo.test`,
  StartedAt: `2026-03-0${id}T08:00:00.000Z`,
  SubmittedAt: `2026-03-0${id}T08:10:00.000Z`,
  Seconds: 600,
  Status: 'passed',
  Score: 5,
  MaxScore: 9,
  Percent: 55.56,
  AutoSubmitted: false,
  Overridden: false,
  ...over,
});

describe('results rows', () => {
  const rows = [
    row(1, { Seconds: 300 }),
    row(2, { Seconds: null, SubmittedAt: null, Status: 'inProgress' }),
    row(3, { Seconds: 900 }),
  ];
  const ids = (r: AttemptRow[]) => r.map((x) => x.QuizExamId);

  it('keeps an attempt in progress last when sorting by time taken, either way', () => {
    expect(
      ids(visibleAttempts(rows, { status: 'all', text: '' }, { key: 'seconds', direction: 'ascending' })),
    ).toEqual([1, 3, 2]);
    expect(
      ids(visibleAttempts(rows, { status: 'all', text: '' }, { key: 'seconds', direction: 'descending' })),
    ).toEqual([3, 1, 2]);
  });

  it('filters by status and by a part of the e-mail, letter case ignored', () => {
    const shown = visibleAttempts(
      rows,
      { status: 'passed', text: ' T3@DEMO ' },
      { key: 'taker', direction: 'ascending' },
    );
    expect(ids(shown)).toEqual([3]);
  });

  it('sorts names A to Z and figures highest first on a first click, and turns round on the second', () => {
    expect(nextSort({ key: 'started', direction: 'descending' }, 'taker').direction).toBe('ascending');
    expect(nextSort({ key: 'started', direction: 'descending' }, 'percent').direction).toBe('descending');
    expect(nextSort({ key: 'percent', direction: 'descending' }, 'percent').direction).toBe('ascending');
  });

  it('says time taken as people do', () => {
    expect([
      durationText(45),
      durationText(245),
      durationText(600),
      durationText(3720),
      durationText(null),
    ]).toEqual(['45 s', '4 min 5 s', '10 min', '1 h 2 min', '–']);
  });
});

describe('typed points', () => {
  it('takes 0 to the maximum with two decimals at most, a comma as the decimal point', () => {
    expect(parsePoints('2,5', 3, 'Points')).toEqual({ ok: true, value: 2.5 });
    expect(parsePoints('3', 3, 'Points')).toEqual({ ok: true, value: 3 });
    expect(parsePoints('3.01', 3, 'Points')).toEqual({
      ok: false,
      message: 'Points must be a number from 0 to 3.',
    });
    expect(parsePoints('-1', 3, 'Points').ok).toBe(false);
    expect(parsePoints('1e1', 30, 'Score').ok).toBe(false);
    expect(parsePoints('1.234', 3, 'Points')).toEqual({
      ok: false,
      message: 'Points may have at most two decimals.',
    });
    expect(parsePoints(' ', 9, 'Score')).toEqual({
      ok: false,
      message: 'Enter the score: a number from 0 to 9.',
    });
  });
});

describe('results news', () => {
  it('is the quizResultsChanged of this quiz only', () => {
    expect(isQuizResultsNews({ Listener: 'quizResultsChanged', Data: { QuizId: 7 } }, 7)).toBe(true);
    expect(isQuizResultsNews({ Listener: 'quizResultsChanged', Data: { QuizId: 8 } }, 7)).toBe(false);
    expect(isQuizResultsNews({ Listener: 'dashboardChanged', Data: { QuizId: 7 } }, 7)).toBe(false);
  });
});
