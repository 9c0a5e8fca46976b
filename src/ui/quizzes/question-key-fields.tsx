import { observer } from 'mobx-react-lite';
import {
  QUIZ_ACCEPTED_ANSWERS_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTION_TEXT_MAX,
} from '../../domain/quizzes/quiz.entity';
import type { QuizQuestionEditorStore } from '../../stores/quizzes/quiz-question-editor.store';

/** The answer key of a question, by its type: options, true or false, accepted answers, or a number. */
export const QuestionKeyFields = observer(function QuestionKeyFields({
  store,
}: {
  store: QuizQuestionEditorStore;
}) {
  const { question, draft } = store;
  if (!question || !draft) return null;
  switch (question.Type) {
    case 'single':
    case 'multiple': {
      const single = question.Type === 'single';
      return (
        <fieldset className="quiz-key">
          <legend>Options</legend>
          <p className="field__hint">
            {single ? 'Mark the one correct option.' : 'Tick every correct option (at least one).'}
          </p>
          <ol className="quiz-key__list">
            {draft.Options.map((option, index) => (
              <li key={option.OptionId} className="quiz-key__row">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name="quiz-correct-option"
                  className="check-box"
                  id={`quiz-option-${index}-correct`}
                  checked={option.IsCorrect}
                  onChange={(event) => store.optionMarked(index, event.target.checked)}
                />
                <label htmlFor={`quiz-option-${index}-correct`} className="visually-hidden">
                  Option {index + 1} is correct
                </label>
                <label htmlFor={`quiz-option-${index}`} className="visually-hidden">
                  Option {index + 1}
                </label>
                <input
                  id={`quiz-option-${index}`}
                  className="quiz-key__text"
                  value={option.Text}
                  maxLength={QUIZ_OPTION_TEXT_MAX}
                  onChange={(event) => store.optionTyped(index, event.target.value)}
                />
                <button
                  type="button"
                  className="button button--plain"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => store.optionRemoved(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            disabled={draft.Options.length >= QUIZ_OPTIONS_MAX}
            onClick={store.optionAdded}
          >
            Add option
          </button>
        </fieldset>
      );
    }
    case 'trueFalse':
      return (
        <fieldset className="quiz-key">
          <legend>The statement is</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="quiz-key__choice">
              <input
                type="radio"
                name="quiz-correct-boolean"
                className="check-box"
                checked={draft.CorrectBoolean === value}
                onChange={() => store.changed('CorrectBoolean', value)}
              />
              {value ? 'True' : 'False'}
            </label>
          ))}
        </fieldset>
      );
    case 'text':
      return (
        <fieldset className="quiz-key">
          <legend>Accepted answers</legend>
          <p className="field__hint">
            Any of these counts as correct. Without any, the answer is graded by hand.
          </p>
          <ol className="quiz-key__list">
            {draft.AcceptedAnswers.map((answer, index) => (
              <li key={index} className="quiz-key__row">
                <label htmlFor={`quiz-answer-${index}`} className="visually-hidden">
                  Accepted answer {index + 1}
                </label>
                <input
                  id={`quiz-answer-${index}`}
                  className="quiz-key__text"
                  value={answer}
                  maxLength={QUIZ_OPTION_TEXT_MAX}
                  onChange={(event) => store.answerTyped(index, event.target.value)}
                />
                <button
                  type="button"
                  className="button button--plain"
                  aria-label={`Remove accepted answer ${index + 1}`}
                  onClick={() => store.answerRemoved(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            disabled={draft.AcceptedAnswers.length >= QUIZ_ACCEPTED_ANSWERS_MAX}
            onClick={store.answerAdded}
          >
            Add accepted answer
          </button>
          <label className="quiz-key__choice">
            <input
              type="checkbox"
              className="check-box"
              checked={draft.CaseSensitive}
              onChange={(event) => store.changed('CaseSensitive', event.target.checked)}
            />
            Case sensitive (&quot;Paris&quot; and &quot;paris&quot; differ)
          </label>
        </fieldset>
      );
    case 'number':
      return (
        <fieldset className="quiz-key quiz-key--number">
          <legend>Correct answer</legend>
          <div className="field">
            <label htmlFor="quiz-correct-number">Correct number</label>
            <input
              id="quiz-correct-number"
              inputMode="decimal"
              value={draft.CorrectNumber}
              onChange={(event) => store.changed('CorrectNumber', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="quiz-tolerance">Tolerance (±)</label>
            <input
              id="quiz-tolerance"
              inputMode="decimal"
              aria-describedby="quiz-tolerance-hint"
              value={draft.Tolerance}
              onChange={(event) => store.changed('Tolerance', event.target.value)}
            />
            <span className="field__hint" id="quiz-tolerance-hint">
              An answer within the correct number plus or minus this counts, the bounds included.
            </span>
          </div>
        </fieldset>
      );
  }
});
