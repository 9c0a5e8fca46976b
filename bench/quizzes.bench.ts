/**
 * Quiz results benchmark (issue 34), the computation part: the figures behind `GET /api/quizresult/list` and
 * `GET /api/quizresult/questions` on a quiz with many attempts. The demo's five attempts at "Site safety basics" are
 * copied until the quiz holds 100, 1,000 and 10,000; then the median of several runs after warm-up of:
 * - scoring every attempt (src/domain/quizzes/quiz-scoring.ts, `scoreAttempt`);
 * - the results rows (`attemptRowOf`: score, pass or fail, time taken);
 * - the per-question statistics (`questionStatsOf`: percent correct, distribution, hardest first).
 * The results page's load to painted time: bench/quiz-results-page.bench.ts (docs/quizzes-and-surveys.md, "Benchmark").
 * Run: `npm run bench -- quizzes` or `node --import tsx bench/quizzes.bench.ts`.
 */
import { quizAttempts, quizQuestions, quizzes } from '../fixtures/quizzes/quizzes';
import type { QuizAttempt } from '../src/domain/quizzes/quiz-attempt.entity';
import { attemptRowOf, questionStatsOf } from '../src/domain/quizzes/quiz-results';
import { scoreAttempt } from '../src/domain/quizzes/quiz-scoring';
import { measure } from './median-timing';

const quiz = quizzes[0]!;
const questions = quiz.QuestionIds.map((id) => quizQuestions.find((q) => q.QuestionId === id)!);
const attemptsOf = (n: number): QuizAttempt[] =>
  Array.from({ length: n }, (_, i) => ({
    ...quizAttempts[i % quizAttempts.length]!,
    QuizExamId: 100_000 + i,
  }));

console.log('Quiz results computation (median ms; 6 questions a quiz)');
console.log('attempts | score all | results rows | per-question stats');
for (const n of [100, 1_000, 10_000]) {
  const attempts = attemptsOf(n);
  const runs = n >= 10_000 ? 7 : 15;
  const score = measure(runs, 3, () =>
    attempts.map((a) => scoreAttempt(questions, a.Answers, a.Grades, a.ScoreOverride)),
  );
  const rows = measure(runs, 3, () => attempts.map((a) => attemptRowOf(quiz, questions, a)));
  const stats = measure(runs, 3, () => questionStatsOf(questions, attempts));
  console.log(
    `${String(n).padStart(8)} | ${score.toFixed(2).padStart(9)} | ${rows.toFixed(2).padStart(12)} | ${stats.toFixed(2).padStart(18)}`,
  );
}
