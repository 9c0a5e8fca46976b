import { observer } from 'mobx-react-lite';
import { SURVEY_QUESTION_TYPE_LABELS } from '../../domain/surveys/survey.entity';
import type { ChoiceList, SurveyQuestionStore } from '../../stores/surveys/survey-question.store';

const LIST_TEXT: Record<ChoiceList, { title: string; one: string; add: string }> = {
  Options: { title: 'Options', one: 'Option', add: 'Add option' },
  Rows: { title: 'Rows', one: 'Row', add: 'Add row' },
};

/** One list of a question: its items typed, moved and removed, and a button to add one. */
const ChoiceListEditor = observer(function ChoiceListEditor({
  store,
  list,
  title,
}: {
  store: SurveyQuestionStore;
  list: ChoiceList;
  title: string;
}) {
  const items = store.draft?.[list] ?? [];
  const { one, add } = LIST_TEXT[list];
  return (
    <fieldset className="survey-editor__list">
      <legend>{title}</legend>
      <ol>
        {items.map((item, i) => (
          <li key={i} className="survey-editor__item">
            <label className="visually-hidden" htmlFor={`survey-${list}-${i}`}>
              {one} {i + 1}
            </label>
            <input
              id={`survey-${list}-${i}`}
              value={item.Text}
              maxLength={254}
              onChange={(e) => store.choiceTyped(list, i, e.target.value)}
            />
            <button
              type="button"
              className="button button--plain"
              disabled={i === 0}
              onClick={() => store.choiceMoved(list, i, -1)}
            >
              Move up
              <span className="visually-hidden">
                {' '}
                {one.toLowerCase()} {i + 1}
              </span>
            </button>
            <button
              type="button"
              className="button button--plain"
              disabled={i === items.length - 1}
              onClick={() => store.choiceMoved(list, i, 1)}
            >
              Move down
              <span className="visually-hidden">
                {' '}
                {one.toLowerCase()} {i + 1}
              </span>
            </button>
            <button
              type="button"
              className="button button--plain"
              onClick={() => store.choiceRemoved(list, i)}
            >
              Remove
              <span className="visually-hidden">
                {' '}
                {one.toLowerCase()} {i + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => store.choiceAdded(list)}>
        {add}
      </button>
    </fieldset>
  );
});

/**
 * The question editor: its text, Required, and what its type has: options (single and multiple choice), rows and
 * columns (matrix), one line or several (text). Rating and 0-10 questions have fixed scales.
 */
export const SurveyQuestionEditor = observer(function SurveyQuestionEditor({
  store,
}: {
  store: SurveyQuestionStore;
}) {
  const q = store.draft;
  if (!q) return null;
  return (
    <form
      className="survey-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void store.saveClicked();
      }}
    >
      <p className="survey-editor__type">Type: {SURVEY_QUESTION_TYPE_LABELS[q.Type]}</p>
      <label htmlFor="survey-question-text">Question</label>
      <textarea
        id="survey-question-text"
        rows={2}
        value={q.Text}
        onChange={(e) => store.changed({ Text: e.target.value })}
      />
      <label className="survey-editor__check">
        <input
          type="checkbox"
          checked={q.Required}
          onChange={(e) => store.changed({ Required: e.target.checked })}
        />
        Required: an answer is needed to submit
      </label>
      {q.Type === 'text' && (
        <label className="survey-editor__check">
          <input
            type="checkbox"
            checked={q.MultiLine}
            onChange={(e) => store.changed({ MultiLine: e.target.checked })}
          />
          Several lines (a paragraph)
        </label>
      )}
      {(q.Type === 'single' || q.Type === 'multiple') && (
        <ChoiceListEditor store={store} list="Options" title="Options" />
      )}
      {q.Type === 'matrix' && (
        <>
          <ChoiceListEditor store={store} list="Rows" title="Rows" />
          <ChoiceListEditor store={store} list="Options" title="Columns (the choices of each row)" />
        </>
      )}
      {q.Type === 'rating' && <p className="survey-editor__note">Answered on a scale of 1 to 5.</p>}
      {q.Type === 'nps' && (
        <p className="survey-editor__note">
          Answered on a scale of 0 to 10; the results show the Net Promoter Score.
        </p>
      )}
      <div className="survey-editor__actions">
        <button type="submit" className="button button--accent" disabled={store.saving}>
          Save question
        </button>
        {store.problem && (
          <p className="notice" role="alert">
            {store.problem}
          </p>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </form>
  );
});
