import { observer } from 'mobx-react-lite';
import {
  QUESTION_TYPE_LABELS,
  QUIZ_EXPLANATION_MAX,
  QUIZ_QUESTION_TEXT_MAX,
} from '../../domain/quizzes/quiz.entity';
import { QuizQuestionEditorStore } from '../../stores/quizzes/quiz-question-editor.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { QuestionKeyFields } from './question-key-fields';
import { QuizAuthoringForm } from './quiz-authoring-form';
import { QuizAuthoringNotice } from './quiz-authoring-notice';
import { useAuthoringPage } from './use-authoring-page';
import './quizzes.css';
import './quiz-authoring.css';

/**
 * /modules/quiz/question/{questionId}: the question editor (docs/quizzes-and-surveys.md, "Authoring pages"). Checked
 * before it is sent; a refusal is shown above Save and what was typed stays; leaving with unsaved changes asks first.
 */
export const QuizQuestionPage = observer(function QuizQuestionPage({ match }: PageProps) {
  const store = useStore(QuizQuestionEditorStore);
  const questionId = Number(match.params.questionId);
  useAuthoringPage(store, questionId, `quiz-question-${questionId}`);
  usePageSubject(match.path, store.question?.QuizName);

  const { question, draft } = store;
  if (store.state !== 'ready' || !question || !draft)
    return (
      <QuizAuthoringNotice
        state={store.state === 'ready' ? 'failed' : store.state}
        message={store.loadMessage}
        title="Quiz Question"
      />
    );
  return (
    <QuizAuthoringForm
      store={store}
      title={`Question ${question.Position} of ${question.QuestionCount}`}
      quiz={{ QuizId: question.QuizId, Name: question.QuizName }}
      label="Question editor"
      saveLabel="Save question"
    >
      <p className="quiz-authoring__type">
        Type: <strong>{QUESTION_TYPE_LABELS[question.Type]}</strong>
      </p>
      <div className="field">
        <label htmlFor="quiz-question-text">Question</label>
        <textarea
          id="quiz-question-text"
          rows={3}
          value={draft.Text}
          maxLength={QUIZ_QUESTION_TEXT_MAX}
          onChange={(event) => store.changed('Text', event.target.value)}
        />
      </div>
      <div className="field quiz-authoring__short">
        <label htmlFor="quiz-question-points">Points</label>
        <input
          id="quiz-question-points"
          inputMode="decimal"
          value={draft.Points}
          onChange={(event) => store.changed('Points', event.target.value)}
        />
      </div>
      <QuestionKeyFields store={store} />
      <div className="field">
        <label htmlFor="quiz-question-explanation">Explanation (optional)</label>
        <textarea
          id="quiz-question-explanation"
          rows={2}
          aria-describedby="quiz-question-explanation-hint"
          value={draft.Explanation}
          maxLength={QUIZ_EXPLANATION_MAX}
          onChange={(event) => store.changed('Explanation', event.target.value)}
        />
        <span className="field__hint" id="quiz-question-explanation-hint">
          Shown to the taker after submission, when the quiz's settings show the correct answers.
        </span>
      </div>
    </QuizAuthoringForm>
  );
});
