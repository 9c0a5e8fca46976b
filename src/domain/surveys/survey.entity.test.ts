import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SURVEY_SETTINGS,
  SURVEY_QUESTION_TYPES,
  answerProblem,
  blankSurveyQuestion,
  questionProblem,
  settingsProblem,
  unansweredRequired,
} from './survey.entity';

describe('survey questions', () => {
  it('makes a blank question of every type that can be saved as it is', () => {
    for (const type of SURVEY_QUESTION_TYPES)
      expect(questionProblem(blankSurveyQuestion(1, 1, type))).toBeNull();
  });

  it('refuses a choice question with one option, a matrix without rows, and an empty text', () => {
    const single = blankSurveyQuestion(1, 1, 'single');
    expect(questionProblem({ ...single, Options: single.Options.slice(0, 1) })).toBe(
      'A single-choice question needs at least two options.',
    );
    expect(questionProblem({ ...blankSurveyQuestion(1, 1, 'matrix'), Rows: [] })).toBe(
      'A matrix needs at least one row.',
    );
    expect(questionProblem({ ...single, Text: '  ' })).toBe('Write the question.');
    expect(
      questionProblem({
        ...single,
        Options: [
          { OptionId: 1, Text: ' ' },
          { OptionId: 2, Text: 'B' },
        ],
      }),
    ).toBe('Every option and row needs a text.');
    expect(questionProblem({ ...blankSurveyQuestion(1, 1, 'rating'), Options: single.Options })).toBe(
      'Only choice and matrix questions have options.',
    );
  });
});

describe('survey settings', () => {
  it('refuses a survey that closes before it opens', () => {
    expect(settingsProblem(DEFAULT_SURVEY_SETTINGS)).toBeNull();
    expect(
      settingsProblem({
        ...DEFAULT_SURVEY_SETTINGS,
        OpenFrom: '2026-05-02T00:00:00.000Z',
        OpenUntil: '2026-05-01T00:00:00.000Z',
      }),
    ).toBe('The survey must open before it closes.');
  });
});

describe('survey answers', () => {
  const matrix = blankSurveyQuestion(5, 1, 'matrix');
  it('takes each type in its own shape only', () => {
    expect(answerProblem(blankSurveyQuestion(1, 1, 'single'), 2)).toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'single'), 3)).not.toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'multiple'), [1, 2])).toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'multiple'), [1, 1])).not.toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'rating'), 5)).toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'rating'), 0)).not.toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'rating'), 4.5)).not.toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'nps'), 0)).toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'nps'), 11)).not.toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'text'), 'Fine')).toBeNull();
    expect(answerProblem(blankSurveyQuestion(1, 1, 'text'), 7)).not.toBeNull();
    expect(answerProblem(matrix, { 1: 3, 2: 1 })).toBeNull();
    expect(answerProblem(matrix, { 9: 1 })).not.toBeNull();
    expect(answerProblem(matrix, [1])).not.toBeNull();
    expect(answerProblem(matrix, null)).toBeNull();
  });

  it('lists the required questions left unanswered, a matrix until every row is answered', () => {
    const questions = [
      { ...blankSurveyQuestion(1, 1, 'text'), Required: true },
      { ...matrix, Required: true },
      blankSurveyQuestion(6, 1, 'rating'),
    ];
    expect(unansweredRequired(questions, { 1: '  ', 5: { 1: 1 } }).map((q) => q.QuestionId)).toEqual([1, 5]);
    expect(unansweredRequired(questions, { 1: 'ok', 5: { 1: 1, 2: 2 } })).toEqual([]);
  });
});
