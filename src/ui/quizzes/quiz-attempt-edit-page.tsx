import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { answerText, keyText } from '../../domain/quizzes/quiz-answer-text';
import { ATTEMPT_STATUS_TEXT, durationText } from '../../domain/quizzes/quiz-results-view';
import { QuizAttemptGradingStore } from '../../stores/quizzes/quiz-attempt-grading.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { QuizGradeForm } from './quiz-grade-form';
import './quizzes.css';

/**
 * /modules/quiz/results/edit/{quizExamId}: one attempt's answers beside the key; the author grades text answers by
 * hand and may override the whole score, and take either back (the server writes the activity log).
 */
export const QuizAttemptEditPage = observer(function QuizAttemptEditPage({ match }: PageProps) {
  const store = useStore(QuizAttemptGradingStore);
  const quizExamId = Number(match.params.quizExamId);
  useEffect(() => {
    void store.opened(quizExamId);
    return () => store.closed();
  }, [store, quizExamId]);
  const { attempt, state } = store;
  usePageSubject(match.path, attempt ? attempt.Attempt.TakerName : '');
  const row = attempt?.Attempt;
  const submitted = row !== undefined && row.Status !== 'inProgress';

  return (
    <section className="quiz-attempt">
      <PageHeader
        title={row ? `${row.TakerName || row.TakerEmail}'s attempt` : 'Edit Quiz Result'}
        crumbs={[
          { label: 'Quizzes', to: '/modules/quiz/list' },
          ...(attempt ? [{ label: attempt.QuizName, to: `/modules/quiz/results/${attempt.QuizId}` }] : []),
        ]}
      />
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
      {state === 'loading' && <p className="loading">Loading the attempt…</p>}
      {(state === 'refused' || state === 'failed') && <p className="notice">{store.message}</p>}
      {attempt && row && (
        <>
          <dl className="quiz-attempt__facts">
            <div>
              <dt>Score</dt>
              <dd data-testid="attempt-score">
                {row.Score} / {row.MaxScore} ({row.Percent}%)
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {ATTEMPT_STATUS_TEXT[row.Status]} · pass mark {attempt.PassMarkPercent}%
              </dd>
            </div>
            <div>
              <dt>Time taken</dt>
              <dd>{durationText(row.Seconds)}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{row.TakerEmail}</dd>
            </div>
          </dl>
          {!submitted && (
            <p className="notice">This attempt is in progress: it can be graded once it is submitted.</p>
          )}
          {submitted && (
            <div className="quiz-attempt__override">
              <h2>Override the score</h2>
              <p className="quiz-attempt__hint">
                Without an override the score is the sum of the questions: {attempt.AutoScore} /{' '}
                {row.MaxScore}.
              </p>
              <QuizGradeForm
                label="Score for the whole attempt"
                value={store.typedOverride}
                max={row.MaxScore}
                error={store.errors.override}
                canTakeBack={attempt.ScoreOverride !== null}
                busy={store.busy}
                saveLabel="Override score"
                takeBackLabel="Remove override"
                onType={store.overrideTyped}
                onSave={() => void store.overrideSubmitted()}
                onTakeBack={() => void store.overrideTakenBack()}
              />
            </div>
          )}
          <ol className="quiz-attempt__questions">
            {attempt.Questions.map((q, i) => (
              <li key={q.QuestionId} className="quiz-attempt__question">
                <h2 className="quiz-attempt__text">
                  <span className="quiz-question__number">Question {i + 1}</span> {q.Text}
                </h2>
                <dl className="quiz-attempt__answer">
                  <div>
                    <dt>Answer</dt>
                    <dd>{answerText(q, q.Answer)}</dd>
                  </div>
                  <div>
                    <dt>Correct answer</dt>
                    <dd>{keyText(q)}</dd>
                  </div>
                  <div>
                    <dt>Points</dt>
                    <dd>
                      {q.NeedsGrading ? 'Needs grading' : `${q.Points} of ${q.MaxPoints}`}
                      {q.Graded && ' (graded by hand)'}
                    </dd>
                  </div>
                </dl>
                {q.Explanation && <p className="quiz-attempt__explanation">{q.Explanation}</p>}
                {submitted && q.Type === 'text' && (
                  <QuizGradeForm
                    label={`Points for question ${i + 1}`}
                    value={store.typedGrades[q.QuestionId] ?? ''}
                    max={q.MaxPoints}
                    error={store.errors[String(q.QuestionId)]}
                    canTakeBack={q.Graded}
                    busy={store.busy}
                    saveLabel="Save grade"
                    takeBackLabel="Remove grade"
                    onType={(text) => store.gradeTyped(q.QuestionId, text)}
                    onSave={() => void store.gradeSubmitted(q.QuestionId)}
                    onTakeBack={() => void store.gradeTakenBack(q.QuestionId)}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
});
