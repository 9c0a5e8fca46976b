import { describe, expect, it } from 'vitest';
import { blankQuestion, DEFAULT_QUIZ_SETTINGS, type Quiz, type QuizQuestion } from './quiz.entity';
import { deadlineOf, isPastDeadline, seededShuffle, type QuizAttempt } from './quiz-attempt.entity';
import { takerExamOf, takerReportOf } from './quiz-taker-view';

const questions: QuizQuestion[] = [
  {
    ...blankQuestion(1, 9, 'single', 'Pick B'),
    Explanation: 'B is the second letter.',
    Options: [
      { OptionId: 1, Text: 'A', IsCorrect: false },
      { OptionId: 2, Text: 'B', IsCorrect: true },
    ],
  },
  { ...blankQuestion(2, 9, 'text', 'Capital of France?'), AcceptedAnswers: ['Paris'], Explanation: 'Paris.' },
  { ...blankQuestion(3, 9, 'number', 'Pi?'), CorrectNumber: 3.14, Tolerance: 0.01 },
];
const quiz: Quiz = {
  QuizId: 9,
  Name: 'Q',
  Description: '',
  QuestionIds: [1, 2, 3],
  Settings: { ...DEFAULT_QUIZ_SETTINGS },
};
const attempt: QuizAttempt = {
  QuizExamId: 5,
  QuizId: 9,
  TakerUserId: 2,
  TakerEmail: 'm@x',
  TakerName: 'M',
  StartedAt: '2026-01-01T10:00:00.000Z',
  Deadline: '2026-01-01T10:02:00.000Z',
  SubmittedAt: null,
  AutoSubmitted: false,
  Status: 'inProgress',
  Answers: { 1: 2, 2: 'paris' },
  QuestionOrder: [3, 1, 2],
  OptionOrder: { 1: [2, 1] },
  Grades: {},
  ScoreOverride: null,
};
const KEY_WORDS = [
  'IsCorrect',
  'CorrectBoolean',
  'AcceptedAnswers',
  'CorrectNumber',
  'Tolerance',
  'Explanation',
  'Paris',
  '3.14',
];

describe('takerExamOf', () => {
  it('keeps the taker order and leaves out every part of the answer key', () => {
    const exam = takerExamOf(quiz, questions, attempt, Date.parse('2026-01-01T10:01:00.000Z'));
    expect(exam.Questions.map((q) => q.QuestionId)).toEqual([3, 1, 2]);
    expect(exam.Questions[1]!.Options.map((o) => o.Text)).toEqual(['B', 'A']);
    expect(exam.SecondsLeft).toBe(60);
    const json = JSON.stringify({ ...exam, Answers: {} });
    for (const word of KEY_WORDS) expect(json).not.toContain(word);
  });
});

describe('takerReportOf', () => {
  it('shows the key and explanations only when the settings allow', () => {
    const submitted = { ...attempt, Status: 'submitted' as const };
    const shown = takerReportOf(quiz, questions, submitted, 0);
    expect(shown.Score).toBe(2);
    expect(shown.Questions.find((q) => q.QuestionId === 2)!.Explanation).toBe('Paris.');
    const hidden = takerReportOf(
      { ...quiz, Settings: { ...quiz.Settings, ShowAnswers: 'never' } },
      questions,
      submitted,
      0,
    );
    const json = JSON.stringify(hidden.Questions.map(({ Answer: _a, ...q }) => q));
    for (const word of KEY_WORDS) expect(json).not.toContain(word);
  });
});

describe('deadlines', () => {
  it('cuts the time limit at the close date and allows the grace period only', () => {
    const settings = { ...DEFAULT_QUIZ_SETTINGS, TimeLimitMinutes: 2, OpenUntil: '2026-01-01T10:01:00.000Z' };
    expect(deadlineOf(settings, Date.parse('2026-01-01T10:00:00.000Z'))).toBe(
      Date.parse('2026-01-01T10:01:00.000Z'),
    );
    const a = { Deadline: '2026-01-01T10:02:00.000Z' };
    expect(isPastDeadline(a, Date.parse('2026-01-01T10:02:29.000Z'))).toBe(false);
    expect(isPastDeadline(a, Date.parse('2026-01-01T10:02:31.000Z'))).toBe(true);
  });

  it('shuffles the same way for the same seed and keeps every item', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(seededShuffle(items, 42)).toEqual(seededShuffle(items, 42));
    expect([...seededShuffle(items, 42)].sort()).toEqual(items);
  });
});
