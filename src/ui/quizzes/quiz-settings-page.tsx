import { observer } from 'mobx-react-lite';
import {
  QUIZ_ATTEMPTS_MAX,
  QUIZ_TIME_LIMIT_MAX_MINUTES,
  SHOW_ANSWERS,
  type ShowAnswers,
} from '../../domain/quizzes/quiz.entity';
import { QuizSettingsStore } from '../../stores/quizzes/quiz-settings.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { QuizAuthoringForm } from './quiz-authoring-form';
import { QuizAuthoringNotice } from './quiz-authoring-notice';
import { useAuthoringPage } from './use-authoring-page';
import './quizzes.css';
import './quiz-authoring.css';

const SHOW_ANSWERS_LABELS: Record<ShowAnswers, string> = {
  never: 'Never',
  afterAttempt: 'After each attempt',
  afterClose: 'After the quiz closes',
};
const isShowAnswers = (value: string): value is ShowAnswers =>
  (SHOW_ANSWERS as readonly string[]).includes(value);

/** /modules/quiz/settings/{quizId}: how the quiz is taken (docs/quizzes-and-surveys.md, "Authoring pages"). */
export const QuizSettingsPage = observer(function QuizSettingsPage({ match }: PageProps) {
  const store = useStore(QuizSettingsStore);
  const quizId = Number(match.params.quizId);
  useAuthoringPage(store, quizId, `quiz-settings-${quizId}`);
  usePageSubject(match.path, store.quiz?.Name);

  const { quiz, draft } = store;
  if (store.state !== 'ready' || !quiz || !draft)
    return (
      <QuizAuthoringNotice
        state={store.state === 'ready' ? 'failed' : store.state}
        message={store.loadMessage}
        title="Quiz Settings"
      />
    );
  const flag = (field: 'ShuffleQuestions' | 'ShuffleOptions' | 'OneQuestionPerPage', label: string) => (
    <label className="quiz-key__choice">
      <input
        type="checkbox"
        className="check-box"
        checked={draft[field]}
        onChange={(event) => store.changed(field, event.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <QuizAuthoringForm
      store={store}
      title="Quiz Settings"
      quiz={quiz}
      label="Settings"
      saveLabel="Save settings"
    >
      <div className="field quiz-authoring__short">
        <label htmlFor="quiz-time-limit">Time limit (minutes)</label>
        <input
          id="quiz-time-limit"
          inputMode="numeric"
          aria-describedby="quiz-time-limit-hint"
          value={draft.TimeLimitMinutes}
          onChange={(event) => store.changed('TimeLimitMinutes', event.target.value)}
        />
        <span className="field__hint" id="quiz-time-limit-hint">
          Empty for no time limit; at most {QUIZ_TIME_LIMIT_MAX_MINUTES}.
        </span>
      </div>
      <div className="field quiz-authoring__short">
        <label htmlFor="quiz-attempts">Attempts allowed</label>
        <input
          id="quiz-attempts"
          inputMode="numeric"
          aria-describedby="quiz-attempts-hint"
          value={draft.AttemptsAllowed}
          onChange={(event) => store.changed('AttemptsAllowed', event.target.value)}
        />
        <span className="field__hint" id="quiz-attempts-hint">
          Empty for no limit; at most {QUIZ_ATTEMPTS_MAX}.
        </span>
      </div>
      <div className="field quiz-authoring__short">
        <label htmlFor="quiz-pass-mark">Pass mark (%)</label>
        <input
          id="quiz-pass-mark"
          inputMode="numeric"
          value={draft.PassMarkPercent}
          onChange={(event) => store.changed('PassMarkPercent', event.target.value)}
        />
      </div>
      <fieldset className="quiz-key">
        <legend>Order and pages</legend>
        {flag('ShuffleQuestions', 'Shuffle questions')}
        {flag('ShuffleOptions', 'Shuffle options')}
        {flag('OneQuestionPerPage', 'One question a page')}
      </fieldset>
      <div className="field quiz-authoring__short">
        <label htmlFor="quiz-show-answers">Show the correct answers</label>
        <select
          id="quiz-show-answers"
          value={draft.ShowAnswers}
          onChange={(event) => {
            if (isShowAnswers(event.target.value)) store.changed('ShowAnswers', event.target.value);
          }}
        >
          {SHOW_ANSWERS.map((value) => (
            <option key={value} value={value}>
              {SHOW_ANSWERS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="quiz-authoring__dates">
        <div className="field">
          <label htmlFor="quiz-open-from">Open from</label>
          <input
            id="quiz-open-from"
            type="datetime-local"
            value={draft.OpenFrom}
            onChange={(event) => store.changed('OpenFrom', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="quiz-open-until">Open until</label>
          <input
            id="quiz-open-until"
            type="datetime-local"
            value={draft.OpenUntil}
            onChange={(event) => store.changed('OpenUntil', event.target.value)}
          />
        </div>
      </div>
    </QuizAuthoringForm>
  );
});
