import type { SurveyAnswer, SurveyQuestion } from '../../domain/surveys/survey.entity';

interface Props {
  question: SurveyQuestion;
  number: number;
  answer: SurveyAnswer | undefined;
  onAnswer: (answer: SurveyAnswer) => void;
}

const RATING = [1, 2, 3, 4, 5];
const NPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** One question as a respondent answers it: its text is the group's legend or the field's label. */
export function SurveyAnswerInput({ question, number, answer, onAnswer }: Props) {
  const id = `survey-q-${question.QuestionId}`;
  const heading = (
    <>
      <span className="survey-question__number">Question {number}</span>
      <span className="survey-question__text">{question.Text}</span>
      {question.Required && <span className="survey-question__required">Required</span>}
    </>
  );
  if (question.Type === 'text') {
    const value = typeof answer === 'string' ? answer : '';
    const changed = (text: string) => onAnswer(text === '' ? null : text);
    return (
      <div className="survey-question">
        <label htmlFor={id} className="survey-question__legend">
          {heading}
        </label>
        {question.MultiLine ? (
          <textarea id={id} rows={4} defaultValue={value} onChange={(e) => changed(e.target.value)} />
        ) : (
          <input
            id={id}
            type="text"
            autoComplete="off"
            defaultValue={value}
            onChange={(e) => changed(e.target.value)}
          />
        )}
      </div>
    );
  }
  if (question.Type === 'matrix') {
    const chosen = answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
    return (
      <fieldset className="survey-question">
        <legend className="survey-question__legend">{heading}</legend>
        <table className="survey-matrix">
          <thead>
            <tr>
              <td />
              {question.Options.map((o) => (
                <th key={o.OptionId} scope="col">
                  {o.Text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {question.Rows.map((row) => (
              <tr key={row.RowId}>
                <th scope="row" id={`${id}-row-${row.RowId}`}>
                  {row.Text}
                </th>
                {question.Options.map((o) => (
                  <td key={o.OptionId}>
                    <input
                      type="radio"
                      name={`${id}-row-${row.RowId}`}
                      aria-label={`${row.Text}: ${o.Text}`}
                      checked={chosen[row.RowId] === o.OptionId}
                      onChange={() => onAnswer({ ...chosen, [row.RowId]: o.OptionId })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
    );
  }
  const scale = question.Type === 'rating' ? RATING : question.Type === 'nps' ? NPS : null;
  const multiple = question.Type === 'multiple';
  const options = scale
    ? scale.map((n) => ({ key: n, label: String(n), checked: answer === n }))
    : question.Options.map((o) => ({
        key: o.OptionId,
        label: o.Text,
        checked: Array.isArray(answer) ? answer.includes(o.OptionId) : answer === o.OptionId,
      }));
  return (
    <fieldset className="survey-question">
      <legend className="survey-question__legend">{heading}</legend>
      {multiple && <p className="survey-question__hint">Choose every answer that applies.</p>}
      {question.Type === 'rating' && <p className="survey-question__hint">1 is the lowest, 5 the highest.</p>}
      {question.Type === 'nps' && (
        <p className="survey-question__hint">0 is not at all likely, 10 extremely likely.</p>
      )}
      <div className={scale ? 'survey-scale' : 'survey-question__options'}>
        {options.map((option) => (
          <label key={option.key} className={scale ? 'survey-scale__point' : 'survey-option'}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={option.checked}
              onChange={(event) => {
                if (!multiple) return onAnswer(option.key);
                const picked = new Set(Array.isArray(answer) ? answer : []);
                if (event.target.checked) picked.add(option.key);
                else picked.delete(option.key);
                onAnswer(picked.size === 0 ? null : [...picked]);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {!multiple && !question.Required && anyChosen(options) && (
        <button
          type="button"
          className="button button--plain survey-question__clear"
          onClick={() => onAnswer(null)}
        >
          Clear answer<span className="visually-hidden"> to question {number}</span>
        </button>
      )}
    </fieldset>
  );
}

const anyChosen = (options: readonly { checked: boolean }[]) => options.some((o) => o.checked);
