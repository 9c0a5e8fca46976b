import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerQuestion } from '../../domain/quizzes/quiz-taker-view';

interface Props {
  question: TakerQuestion;
  number: number;
  answer: QuizAnswer | undefined;
  onAnswer: (answer: QuizAnswer) => void;
}

const pointsText = (points: number) => (points === 1 ? '1 point' : `${points} points`);

/** One question as the taker answers it: its text is the group's legend or the field's label. */
export function QuestionInput({ question, number, answer, onAnswer }: Props) {
  const id = `quiz-q-${question.QuestionId}`;
  const heading = (
    <>
      <span className="quiz-question__number">Question {number}</span>
      <span className="quiz-question__text">{question.Text}</span>
      <span className="quiz-question__points">{pointsText(question.Points)}</span>
    </>
  );
  if (question.Type === 'text' || question.Type === 'number')
    return (
      <div className="quiz-question">
        <label htmlFor={id} className="quiz-question__legend">
          {heading}
        </label>
        <input
          id={id}
          className="quiz-question__input"
          type="text"
          inputMode={question.Type === 'number' ? 'decimal' : 'text'}
          autoComplete="off"
          defaultValue={answer === null || answer === undefined ? '' : String(answer)}
          onChange={(event) => {
            const raw = event.target.value;
            if (question.Type === 'text') onAnswer(raw === '' ? null : raw);
            else {
              const value = Number(raw.replace(',', '.'));
              onAnswer(raw.trim() === '' || !Number.isFinite(value) ? null : value);
            }
          }}
        />
        {question.Type === 'number' && <p className="quiz-question__hint">A number, such as 12 or 3.5.</p>}
      </div>
    );
  const options =
    question.Type === 'trueFalse'
      ? [
          { key: 'true', label: 'True', value: true as QuizAnswer, checked: answer === true },
          { key: 'false', label: 'False', value: false as QuizAnswer, checked: answer === false },
        ]
      : question.Options.map((o) => ({
          key: String(o.OptionId),
          label: o.Text,
          value: o.OptionId as QuizAnswer,
          checked: Array.isArray(answer) ? answer.includes(o.OptionId) : answer === o.OptionId,
        }));
  const multiple = question.Type === 'multiple';
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__legend">{heading}</legend>
      {multiple && <p className="quiz-question__hint">Choose every answer that applies.</p>}
      <div className="quiz-question__options">
        {options.map((option) => (
          <label key={option.key} className="quiz-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={option.checked}
              onChange={(event) => {
                if (!multiple) return onAnswer(option.value);
                const chosen = new Set(Array.isArray(answer) ? answer : []);
                if (event.target.checked) chosen.add(option.value as number);
                else chosen.delete(option.value as number);
                onAnswer(chosen.size === 0 ? null : [...chosen]);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
