import { describe, expect, it } from 'vitest';
import { quizAttempts, quizQuestions, quizzes } from '../../../fixtures/quizzes/quizzes';
import { attemptRowOf, questionStatsOf } from './quiz-results';

const quiz = quizzes[0]!;
const questions = quiz.QuestionIds.map((id) => quizQuestions.find((q) => q.QuestionId === id)!);

describe('quiz results', () => {
  it('marks an attempt with an ungraded text answer as waiting, and others passed or failed by the pass mark', () => {
    const rows = quizAttempts.map((a) => attemptRowOf(quiz, questions, a));
    expect(rows.map((r) => [r.TakerName, r.Status, r.Score, r.Seconds])).toEqual([
      ['Finn Field', 'passed', 9, 540],
      ['Priya Patel', 'failed', 2, 720],
      ['Omar Haddad', 'passed', 6.33, 360],
      ['Lena Novak', 'needsGrading', 3, 840],
      ['Ada Admin', 'failed', 4.33, 240],
    ]);
  });

  it('puts the hardest question first and counts each option chosen', () => {
    const stats = questionStatsOf(questions, quizAttempts);
    const percents = stats.map((s) => s.PercentCorrect);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const ppe = stats.find((s) => s.Type === 'multiple')!;
    expect(ppe.Distribution).toEqual([
      { Label: 'Safety glasses', Count: 4, Correct: true },
      { Label: 'Steel-toe boots', Count: 4, Correct: true },
      { Label: 'A radio', Count: 1, Correct: false },
      { Label: 'Hearing protection', Count: 3, Correct: true },
    ]);
    const co2 = stats.find((s) => s.QuestionId === 11004)!;
    expect(co2.Distribution[0]).toEqual({ Label: 'co2', Count: 2, Correct: true });
  });

  it('numbers each question by its place in the quiz, not by the hardest-first order (issue 34 follow-up, bug 3)', () => {
    const stats = questionStatsOf(questions, quizAttempts);
    expect(stats.map((s) => s.Number)).toEqual(
      stats.map((s) => questions.findIndex((q) => q.QuestionId === s.QuestionId) + 1),
    );
    // The demo's hardest question is not its first: the two orders differ.
    expect(stats.map((s) => s.Number)).not.toEqual(stats.map((_, i) => i + 1));
  });
});
