import { attemptsLeft, secondsLeft, showsAnswers, type QuizAttempt } from './quiz-attempt.entity';
import { passed, scoreAttempt, type QuizAnswer } from './quiz-scoring';
import type { QuestionType, Quiz, QuizQuestion } from './quiz.entity';

/**
 * What the taker's browser receives while the attempt is open: the questions in this taker's order with their
 * options' texts, and nothing of the answer key (no IsCorrect, CorrectBoolean, AcceptedAnswers, CaseSensitive,
 * CorrectNumber, Tolerance, Explanation). The fields are picked, never deleted, so a field added to QuizQuestion
 * later stays on the server until someone adds it here on purpose.
 */
export interface TakerQuestion {
  QuestionId: number;
  Type: QuestionType;
  Text: string;
  Points: number;
  Options: { OptionId: number; Text: string }[];
}

export interface TakerExam {
  QuizExamId: number;
  QuizId: number;
  QuizName: string;
  Description: string;
  OneQuestionPerPage: boolean;
  Deadline: string | null;
  /** Seconds left by the server's clock when it answered: the page counts down from this. */
  SecondsLeft: number | null;
  Questions: TakerQuestion[];
  Answers: Record<string, QuizAnswer>;
}

export function takerQuestionOf(q: QuizQuestion, optionOrder?: readonly number[]): TakerQuestion {
  const byId = new Map(q.Options.map((o) => [o.OptionId, o]));
  const ordered = optionOrder
    ? optionOrder.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    : q.Options;
  return {
    QuestionId: q.QuestionId,
    Type: q.Type,
    Text: q.Text,
    Points: q.Points,
    Options: ordered.map((o) => ({ OptionId: o.OptionId, Text: o.Text })),
  };
}

/** The open attempt as its taker sees it. */
export function takerExamOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  attempt: QuizAttempt,
  nowMs: number,
): TakerExam {
  const byId = new Map(questions.map((q) => [q.QuestionId, q]));
  return {
    QuizExamId: attempt.QuizExamId,
    QuizId: quiz.QuizId,
    QuizName: quiz.Name,
    Description: quiz.Description,
    OneQuestionPerPage: quiz.Settings.OneQuestionPerPage,
    Deadline: attempt.Deadline,
    SecondsLeft: secondsLeft(attempt, nowMs),
    Questions: attempt.QuestionOrder.flatMap((id) => {
      const q = byId.get(id);
      return q ? [takerQuestionOf(q, attempt.OptionOrder[id])] : [];
    }),
    Answers: attempt.Answers,
  };
}

/** The introduction page (exam/pre): what the quiz is, before an attempt starts. */
export interface TakerIntro {
  QuizId: number;
  QuizName: string;
  Description: string;
  QuestionCount: number;
  /** The points of all its questions. */
  TotalPoints: number;
  TimeLimitMinutes: number | null;
  /** When it closes (ISO), or null. */
  OpenUntil: string | null;
  AttemptsLeft: number | null;
  PassMarkPercent: number;
  /** An unfinished attempt to resume, if any. */
  OpenQuizExamId: number | null;
  /** Why the taker cannot start now, or null. */
  Blocked: string | null;
}

export function takerIntroOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  used: number,
  open: QuizAttempt | null,
  blocked: string | null,
): TakerIntro {
  return {
    QuizId: quiz.QuizId,
    QuizName: quiz.Name,
    Description: quiz.Description,
    QuestionCount: quiz.QuestionIds.length,
    // In hundredths, so 0.1 + 0.2 shows as 0.3.
    TotalPoints: Math.round(questions.reduce((sum, q) => sum + q.Points, 0) * 100) / 100,
    TimeLimitMinutes: quiz.Settings.TimeLimitMinutes,
    OpenUntil: quiz.Settings.OpenUntil,
    AttemptsLeft: attemptsLeft(quiz.Settings, used),
    PassMarkPercent: quiz.Settings.PassMarkPercent,
    OpenQuizExamId: open?.QuizExamId ?? null,
    Blocked: blocked,
  };
}

/** One question of a submitted attempt's report; the key and explanation only when the settings allow. */
export interface ReviewQuestion extends TakerQuestion {
  Answer: QuizAnswer;
  Earned: number;
  Correct: boolean;
  NeedsGrading: boolean;
  /** Present only when answers are shown. */
  CorrectOptionIds?: number[];
  CorrectAnswer?: string;
  Explanation?: string;
}

export interface TakerReport {
  QuizExamId: number;
  QuizName: string;
  Score: number;
  MaxScore: number;
  Percent: number;
  PassMarkPercent: number;
  /** null while a text answer waits for grading. */
  Passed: boolean | null;
  AutoSubmitted: boolean;
  AnswersShown: boolean;
  Questions: ReviewQuestion[];
}

const keyText = (q: QuizQuestion): string | undefined => {
  if (q.Type === 'trueFalse') return q.CorrectBoolean ? 'True' : 'False';
  if (q.Type === 'text') return q.AcceptedAnswers.join(' / ') || undefined;
  if (q.Type === 'number') return `${q.CorrectNumber}${q.Tolerance ? ` ± ${q.Tolerance}` : ''}`;
  return undefined;
};

export function takerReportOf(
  quiz: Quiz,
  questions: readonly QuizQuestion[],
  attempt: QuizAttempt,
  nowMs: number,
): TakerReport {
  const shown = showsAnswers(quiz.Settings, attempt, nowMs);
  const byId = new Map(questions.map((q) => [q.QuestionId, q]));
  const ordered = attempt.QuestionOrder.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const score = scoreAttempt(ordered, attempt.Answers, attempt.Grades, attempt.ScoreOverride);
  return {
    QuizExamId: attempt.QuizExamId,
    QuizName: quiz.Name,
    Score: score.Score,
    MaxScore: score.MaxScore,
    Percent: score.Percent,
    PassMarkPercent: quiz.Settings.PassMarkPercent,
    Passed: passed(score, quiz.Settings.PassMarkPercent),
    AutoSubmitted: attempt.AutoSubmitted,
    AnswersShown: shown,
    Questions: ordered.map((q, i) => {
      const s = score.Questions[i]!;
      const review: ReviewQuestion = {
        ...takerQuestionOf(q, attempt.OptionOrder[q.QuestionId]),
        Answer: attempt.Answers[q.QuestionId] ?? null,
        Earned: s.Points,
        Correct: s.Correct,
        NeedsGrading: s.NeedsGrading,
      };
      if (!shown) return review;
      return {
        ...review,
        CorrectOptionIds: q.Options.filter((o) => o.IsCorrect).map((o) => o.OptionId),
        CorrectAnswer: keyText(q),
        Explanation: q.Explanation,
      };
    }),
  };
}
