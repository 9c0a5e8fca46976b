import { describe, expect, it } from 'vitest';
import { movedOrder, questionDraftProblem, quizNameProblem, settingsDraftProblem } from './quiz-authoring';
import { DEFAULT_QUIZ_SETTINGS, blankQuestion } from './quiz.entity';

describe('quiz authoring rules (issue 34)', () => {
  it('moves an item to a place, and leaves the order alone for a place outside it', () => {
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(movedOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });

  it('asks for a name within its limit', () => {
    expect(quizNameProblem('  ')).toBe('Give the quiz a name.');
    expect(quizNameProblem('x'.repeat(255))).toBe('A quiz name has at most 254 characters.');
    expect(quizNameProblem(' Fire drill ')).toBeNull();
  });

  it('checks a question as typed before the domain rule', () => {
    const single = {
      ...blankQuestion(1, 1, 'single', 'Where?'),
      Options: [
        { OptionId: 1, Text: 'Here', IsCorrect: true },
        { OptionId: 2, Text: 'There', IsCorrect: true },
      ],
    };
    expect(questionDraftProblem(single)).toBe('A single-choice question needs exactly one correct option.');
    expect(questionDraftProblem({ ...single, Points: Number.NaN })).toBe(
      'Points must be a number from 0 to 1000.',
    );
    expect(questionDraftProblem({ ...blankQuestion(2, 1, 'text', 'Why?'), AcceptedAnswers: [' '] })).toBe(
      'Remove the empty accepted answer or fill it in.',
    );
    expect(questionDraftProblem(blankQuestion(3, 1, 'trueFalse', 'Is it?'))).toBeNull();
  });

  it('checks the settings numbers, then that the quiz opens before it closes', () => {
    const ok = { ...DEFAULT_QUIZ_SETTINGS, TimeLimitMinutes: 2 };
    expect(settingsDraftProblem(ok)).toBeNull();
    expect(settingsDraftProblem({ ...ok, TimeLimitMinutes: 1.5 })).toMatch(
      /^The time limit is a whole number/,
    );
    expect(settingsDraftProblem({ ...ok, AttemptsAllowed: 0 })).toMatch(/^Attempts allowed/);
    expect(settingsDraftProblem({ ...ok, PassMarkPercent: 101 })).toBe(
      'The pass mark is a whole percent from 0 to 100.',
    );
    expect(
      settingsDraftProblem({
        ...ok,
        OpenFrom: '2026-06-02T09:00:00.000Z',
        OpenUntil: '2026-06-01T09:00:00.000Z',
      }),
    ).toBe('The quiz must open before it closes.');
  });
});
