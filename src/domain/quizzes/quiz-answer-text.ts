import type { QuizAnswer } from './quiz-scoring';
import type { QuizQuestion } from './quiz.entity';

type Keyed = Pick<
  QuizQuestion,
  'Type' | 'Options' | 'CorrectBoolean' | 'AcceptedAnswers' | 'CorrectNumber' | 'Tolerance'
>;

const optionText = (q: Keyed, id: number) => q.Options.find((o) => o.OptionId === id)?.Text ?? `Option ${id}`;

/** The answer a taker gave, in words, for results/edit. */
export function answerText(q: Keyed, answer: QuizAnswer | undefined): string {
  if (
    answer === null ||
    answer === undefined ||
    answer === '' ||
    (Array.isArray(answer) && answer.length === 0)
  )
    return 'No answer';
  if (Array.isArray(answer)) return answer.map((id) => optionText(q, id)).join(', ');
  if (typeof answer === 'boolean') return answer ? 'True' : 'False';
  if (q.Type === 'single' && typeof answer === 'number') return optionText(q, answer);
  return String(answer);
}

/** The key of a question, in words; a text question without accepted answers is graded by hand. */
export function keyText(q: Keyed): string {
  switch (q.Type) {
    case 'single':
    case 'multiple':
      return q.Options.filter((o) => o.IsCorrect)
        .map((o) => o.Text)
        .join(', ');
    case 'trueFalse':
      return q.CorrectBoolean === null ? '–' : q.CorrectBoolean ? 'True' : 'False';
    case 'text':
      return q.AcceptedAnswers.length === 0 ? 'None: graded by hand' : q.AcceptedAnswers.join(' or ');
    case 'number':
      return q.CorrectNumber === null
        ? '–'
        : q.Tolerance > 0
          ? `${q.CorrectNumber} ± ${q.Tolerance}`
          : String(q.CorrectNumber);
  }
}
