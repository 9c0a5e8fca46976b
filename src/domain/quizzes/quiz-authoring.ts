/**
 * What the authoring pages read and send (issue 34; docs/quizzes-and-surveys.md, "Authoring pages"): a quiz with its
 * questions and settings as its manager sees it, a question with where it stands in its quiz, and the rules the
 * editor checks before it sends (the server checks them again: `questionProblem`, `settingsProblem`).
 */
import {
  QUIZ_ATTEMPTS_MAX,
  QUIZ_NAME_MAX,
  QUIZ_POINTS_MAX,
  QUIZ_TIME_LIMIT_MAX_MINUTES,
  questionProblem,
  settingsProblem,
  type QuizQuestion,
  type QuizSettings,
  type QuizSummary,
} from './quiz.entity';

/** `GET quiz?id=`: the quiz, its questions in order and its settings (for a manager only). */
export interface QuizDetail extends QuizSummary {
  Settings: QuizSettings;
  Questions: QuizQuestion[];
}

/** `GET quizquestion?id=`: a question with its key, its quiz's name and its place in it. */
export interface QuestionDetail extends QuizQuestion {
  QuizName: string;
  /** 1-based. */
  Position: number;
  QuestionCount: number;
}

/** The order after moving the item at `from` to `to` (both 0-based); the same order when either is out of range. */
export function movedOrder<T>(items: readonly T[], from: number, to: number): T[] {
  const order = [...items];
  if (from < 0 || to < 0 || from >= order.length || to >= order.length || from === to) return order;
  const [item] = order.splice(from, 1);
  order.splice(to, 0, item!);
  return order;
}

/** Why a quiz's name cannot be kept, or null. */
export function quizNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the quiz a name.';
  return trimmed.length > QUIZ_NAME_MAX ? `A quiz name has at most ${QUIZ_NAME_MAX} characters.` : null;
}

/**
 * Why the editor cannot send a question, or null: the text, the points and each option's text first, then the
 * domain's rule that the question can be answered correctly (`questionProblem`).
 */
export function questionDraftProblem(q: QuizQuestion): string | null {
  if (q.Text.trim() === '') return 'Write the question.';
  if (!Number.isFinite(q.Points) || q.Points < 0 || q.Points > QUIZ_POINTS_MAX)
    return `Points must be a number from 0 to ${QUIZ_POINTS_MAX}.`;
  if ((q.Type === 'single' || q.Type === 'multiple') && q.Options.some((o) => o.Text.trim() === ''))
    return 'Every option needs a text.';
  if (q.Type === 'text' && q.AcceptedAnswers.some((a) => a.trim() === ''))
    return 'Remove the empty accepted answer or fill it in.';
  if (q.Type === 'number' && q.CorrectNumber !== null && !Number.isFinite(q.CorrectNumber))
    return 'Give the correct number.';
  if (q.Type === 'number' && !Number.isFinite(q.Tolerance)) return 'The tolerance must be a number.';
  return questionProblem(q);
}

/** Why settings cannot be sent, or null: each number within its limits, then the domain's `settingsProblem`. */
export function settingsDraftProblem(s: QuizSettings): string | null {
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (s.TimeLimitMinutes !== null && !whole(s.TimeLimitMinutes, 1, QUIZ_TIME_LIMIT_MAX_MINUTES))
    return `The time limit is a whole number of minutes from 1 to ${QUIZ_TIME_LIMIT_MAX_MINUTES}, or none.`;
  if (s.AttemptsAllowed !== null && !whole(s.AttemptsAllowed, 1, QUIZ_ATTEMPTS_MAX))
    return `Attempts allowed is a whole number from 1 to ${QUIZ_ATTEMPTS_MAX}, or no limit.`;
  if (!whole(s.PassMarkPercent, 0, 100)) return 'The pass mark is a whole percent from 0 to 100.';
  return settingsProblem(s);
}
