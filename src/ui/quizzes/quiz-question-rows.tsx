import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { QUESTION_TYPE_LABELS } from '../../domain/quizzes/quiz.entity';
import type { QuizDetailsStore } from '../../stores/quizzes/quiz-details.store';
import { useReorderDrag } from '../setup/use-reorder-drag';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * A quiz's questions in order: drag a row by its handle (interactjs), or Move up / Move down from the keyboard; both
 * send the whole order. Each opens in the editor; Delete asks first.
 */
export const QuizQuestionRows = observer(function QuizQuestionRows({ store }: { store: QuizDetailsStore }) {
  const list = useRef<HTMLOListElement>(null);
  const questions = store.questions;
  useReorderDrag(list, (from, to) => void store.questionMoved(from, to), questions.length > 1);
  // A moved row's DOM node moves too, and loses focus on the way: the button pressed gets it back.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [questions]);
  const move = (index: number, to: number, buttonId: string) => {
    if (to < 0 || to >= questions.length) return;
    refocus.current = buttonId;
    void store.questionMoved(index, to);
  };
  const count = questions.length;
  if (count === 0) return <p className="quiz-details__empty">No questions yet. Add the first one below.</p>;
  return (
    <ol className="quiz-questions" ref={list} aria-label="Questions">
      {questions.map((q, index) => {
        const label = `question ${index + 1}`;
        return (
          <li key={q.QuestionId} className="quiz-question-row" data-reorder-index={index}>
            {count > 1 && (
              <span
                className="quiz-question-row__handle"
                data-reorder-handle
                aria-hidden="true"
                title="Drag to move"
              >
                ⠿
              </span>
            )}
            <span className="quiz-question-row__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="quiz-question-row__main">
              <Link to={`/modules/quiz/question/${q.QuestionId}`} className="quiz-question-row__text">
                {q.Text}
              </Link>
              <span className="quiz-question-row__facts">
                {QUESTION_TYPE_LABELS[q.Type]} · {points(q.Points)}
              </span>
            </div>
            <span className="quiz-question-row__actions">
              <button
                type="button"
                id={`quiz-question-${q.QuestionId}-up`}
                className="button button--plain"
                aria-label={`Move up: ${label}, ${q.Text}`}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1, `quiz-question-${q.QuestionId}-up`)}
              >
                Move up
              </button>
              <button
                type="button"
                id={`quiz-question-${q.QuestionId}-down`}
                className="button button--plain"
                aria-label={`Move down: ${label}, ${q.Text}`}
                aria-disabled={index === count - 1 || undefined}
                onClick={() => move(index, index + 1, `quiz-question-${q.QuestionId}-down`)}
              >
                Move down
              </button>
              <button
                type="button"
                className="button button--plain"
                aria-label={`Delete ${label}, ${q.Text}`}
                onClick={() => void store.deleteClicked(q, index)}
              >
                Delete
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
});
