import type { QuizAttempt } from './quiz-attempt.entity';
import { isAnswered, passed, scoreAnswer, scoreAttempt } from './quiz-scoring';
import type { Quiz, QuizQuestion, QuestionType } from './quiz.entity';

/** One row of the results page: an attempt with its score and time taken. */
export interface AttemptRow {
  QuizExamId: number;
  TakerName: string;
  TakerEmail: string;
  StartedAt: string;
  SubmittedAt: string | null;
  /** Seconds from start to submission; null while in progress. */
  Seconds: number | null;
  Status: 'inProgress' | 'needsGrading' | 'passed' | 'failed';
  Score: number;
  MaxScore: number;
  Percent: number;
  AutoSubmitted: boolean;
  Overridden: boolean;
}

export function attemptRowOf(quiz: Quiz, questions: readonly QuizQuestion[], a: QuizAttempt): AttemptRow {
  const score = scoreAttempt(questions, a.Answers, a.Grades, a.ScoreOverride);
  const pass = passed(score, quiz.Settings.PassMarkPercent);
  return {
    QuizExamId: a.QuizExamId,
    TakerName: a.TakerName,
    TakerEmail: a.TakerEmail,
    StartedAt: a.StartedAt,
    SubmittedAt: a.SubmittedAt,
    Seconds:
      a.SubmittedAt === null
        ? null
        : Math.round((Date.parse(a.SubmittedAt) - Date.parse(a.StartedAt)) / 1000),
    Status:
      a.Status === 'inProgress' ? 'inProgress' : pass === null ? 'needsGrading' : pass ? 'passed' : 'failed',
    Score: score.Score,
    MaxScore: score.MaxScore,
    Percent: score.Percent,
    AutoSubmitted: a.AutoSubmitted,
    Overridden: a.ScoreOverride !== null,
  };
}

/** How many takers gave an answer, for the distribution chart. */
export interface AnswerCount {
  Label: string;
  Count: number;
  /** The answer counts as correct (chart colour and table mark). */
  Correct: boolean;
}

export interface QuestionStats {
  QuestionId: number;
  /** Its number in the quiz (1 for the first question), whatever place the hardest-first order gives it. */
  Number: number;
  Text: string;
  Type: QuestionType;
  Answered: number;
  /** Percent of submitted attempts that earned full points (0 when none). */
  PercentCorrect: number;
  /** Average points as a percent of the question's points. */
  AveragePercent: number;
  Distribution: AnswerCount[];
}

const MAX_TEXT_BARS = 8;

function distributionOf(q: QuizQuestion, attempts: readonly QuizAttempt[]): AnswerCount[] {
  const answers = attempts.map((a) => a.Answers[q.QuestionId]).filter((x) => isAnswered(x));
  if (q.Type === 'single' || q.Type === 'multiple')
    return q.Options.map((o) => ({
      Label: o.Text,
      Count: answers.filter((x) => (Array.isArray(x) ? x.includes(o.OptionId) : x === o.OptionId)).length,
      Correct: o.IsCorrect,
    }));
  if (q.Type === 'trueFalse')
    return [true, false].map((v) => ({
      Label: v ? 'True' : 'False',
      Count: answers.filter((x) => x === v).length,
      Correct: q.CorrectBoolean === v,
    }));
  // Text and number: the most frequent answers as given (text folded as scoring folds it).
  const counts = new Map<string, AnswerCount>();
  for (const x of answers) {
    const label = typeof x === 'string' ? x.trim().replace(/\s+/g, ' ') : String(x);
    const key = q.Type === 'text' && !q.CaseSensitive ? label.toLocaleLowerCase() : label;
    const known = counts.get(key);
    if (known) known.Count++;
    else counts.set(key, { Label: label, Count: 1, Correct: scoreAnswer(q, x ?? null).Correct });
  }
  const sorted = [...counts.values()].sort((a, b) => b.Count - a.Count || a.Label.localeCompare(b.Label));
  if (sorted.length <= MAX_TEXT_BARS) return sorted;
  const rest = sorted.slice(MAX_TEXT_BARS - 1);
  return [
    ...sorted.slice(0, MAX_TEXT_BARS - 1),
    { Label: `${rest.length} other answers`, Count: rest.reduce((s, r) => s + r.Count, 0), Correct: false },
  ];
}

/** Per question over the submitted attempts, hardest (lowest percent correct) first, each with its number in the quiz. */
export function questionStatsOf(
  questions: readonly QuizQuestion[],
  attempts: readonly QuizAttempt[],
): QuestionStats[] {
  const done = attempts.filter((a) => a.Status === 'submitted');
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return questions
    .map((q, index) => {
      const scores = done.map((a) => {
        const auto = scoreAnswer(q, a.Answers[q.QuestionId]);
        const graded = a.Grades[q.QuestionId];
        return graded === undefined ? auto.Points : graded;
      });
      const full = scores.filter((p) => p >= q.Points).length;
      const total = scores.reduce((s, p) => s + p, 0);
      return {
        QuestionId: q.QuestionId,
        Number: index + 1,
        Text: q.Text,
        Type: q.Type,
        Answered: done.filter((a) => isAnswered(a.Answers[q.QuestionId])).length,
        PercentCorrect: done.length === 0 ? 0 : round1((full / done.length) * 100),
        AveragePercent:
          done.length === 0 || q.Points === 0 ? 0 : round1((total / (done.length * q.Points)) * 100),
        Distribution: distributionOf(q, done),
      };
    })
    .sort((a, b) => a.PercentCorrect - b.PercentCorrect || a.AveragePercent - b.AveragePercent);
}
