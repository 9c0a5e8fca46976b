import type { QuizQuestion } from './quiz.entity';

/**
 * An answer as the taker gives it: an option id (single), option ids (multiple), a boolean (true/false), text, or
 * a number. null or absent: not answered.
 */
export type QuizAnswer = number | number[] | boolean | string | null;

export interface QuestionScore {
  QuestionId: number;
  Points: number;
  MaxPoints: number;
  Correct: boolean;
  /** A text question without accepted answers: the author grades it by hand. */
  NeedsGrading: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const normalText = (text: string, caseSensitive: boolean) => {
  const spaced = text.trim().replace(/\s+/g, ' ');
  return caseSensitive ? spaced : spaced.toLocaleLowerCase();
};

/** Whether `answer` is an answer at all (an empty text or an empty selection is not). */
export function isAnswered(answer: QuizAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** Whether `answer` has the shape the question's type takes (the server refuses any other). */
export function answerFits(q: Pick<QuizQuestion, 'Type' | 'Options'>, answer: QuizAnswer): boolean {
  if (answer === null) return true;
  const optionIds = new Set(q.Options.map((o) => o.OptionId));
  switch (q.Type) {
    case 'single':
      return typeof answer === 'number' && optionIds.has(answer);
    case 'multiple':
      return (
        Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((id) => optionIds.has(id))
      );
    case 'trueFalse':
      return typeof answer === 'boolean';
    case 'text':
      return typeof answer === 'string';
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer);
  }
}

/**
 * The points an answer earns. Multiple choice earns partial credit as Moodle does: each correct option ticked earns
 * its share, each wrong one ticked takes a share away, never below 0; everything else is all or nothing.
 */
export function scoreAnswer(q: QuizQuestion, answer: QuizAnswer | undefined): QuestionScore {
  const result = (fraction: number, needsGrading = false): QuestionScore => ({
    QuestionId: q.QuestionId,
    Points: round2(q.Points * fraction),
    MaxPoints: q.Points,
    Correct: fraction === 1,
    NeedsGrading: needsGrading,
  });
  if (answer === undefined || !answerFits(q, answer) || !isAnswered(answer)) return result(0);
  switch (q.Type) {
    case 'single':
      return result(q.Options.find((o) => o.OptionId === answer)?.IsCorrect ? 1 : 0);
    case 'multiple': {
      const chosen = new Set(answer as number[]);
      const correct = q.Options.filter((o) => o.IsCorrect);
      const wrong = q.Options.filter((o) => !o.IsCorrect);
      if (correct.length === 0) return result(0);
      const right = correct.filter((o) => chosen.has(o.OptionId)).length / correct.length;
      const penalty =
        wrong.length === 0 ? 0 : wrong.filter((o) => chosen.has(o.OptionId)).length / wrong.length;
      return result(Math.max(0, Math.min(1, right - penalty)));
    }
    case 'trueFalse':
      return result(answer === q.CorrectBoolean ? 1 : 0);
    case 'text': {
      if (q.AcceptedAnswers.length === 0) return result(0, true);
      const given = normalText(answer as string, q.CaseSensitive);
      return result(q.AcceptedAnswers.some((a) => normalText(a, q.CaseSensitive) === given) ? 1 : 0);
    }
    case 'number': {
      if (q.CorrectNumber === null) return result(0);
      // A hair of slack so that 0.1 + 0.2 within 0.3 ± 0 counts.
      const off = Math.abs((answer as number) - q.CorrectNumber);
      return result(off <= q.Tolerance + 1e-9 * Math.max(1, Math.abs(q.CorrectNumber)) ? 1 : 0);
    }
  }
}

export interface AttemptScore {
  Score: number;
  MaxScore: number;
  Percent: number;
  Questions: QuestionScore[];
  /** Text answers still waiting for the author's grade. */
  PendingGrading: number;
}

/**
 * An attempt's score: each question scored automatically unless the author graded it by hand (`grades`), and the
 * whole overridden when the author set `override`.
 */
export function scoreAttempt(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, QuizAnswer>>,
  grades: Readonly<Record<string, number>> = {},
  override: number | null = null,
): AttemptScore {
  const scored = questions.map((q) => {
    const auto = scoreAnswer(q, answers[q.QuestionId]);
    const graded = grades[q.QuestionId];
    if (graded === undefined) return auto;
    const points = round2(Math.max(0, Math.min(q.Points, graded)));
    return { ...auto, Points: points, Correct: points === q.Points, NeedsGrading: false };
  });
  const max = round2(scored.reduce((sum, s) => sum + s.MaxPoints, 0));
  const total = round2(scored.reduce((sum, s) => sum + s.Points, 0));
  const score = override === null ? total : round2(Math.max(0, Math.min(max, override)));
  return {
    Score: score,
    MaxScore: max,
    Percent: max === 0 ? 0 : round2((score / max) * 100),
    Questions: scored,
    PendingGrading: scored.filter((s) => s.NeedsGrading && isAnswered(answers[s.QuestionId])).length,
  };
}

/** Passed: at least the pass mark, once nothing waits for grading. null while a grade is pending. */
export function passed(score: AttemptScore, passMarkPercent: number): boolean | null {
  if (score.PendingGrading > 0) return null;
  return score.Percent >= passMarkPercent;
}
