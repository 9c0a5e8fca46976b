import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { ReviewQuestion, TakerReport } from '../../domain/quizzes/quiz-taker-view';

const answerText = (q: ReviewQuestion, answer: QuizAnswer): string => {
  if (answer === null || answer === undefined) return 'Not answered';
  if (typeof answer === 'boolean') return answer ? 'True' : 'False';
  const ids = Array.isArray(answer)
    ? answer
    : typeof answer === 'number' && q.Options.length > 0
      ? [answer]
      : null;
  if (ids)
    return q.Options.filter((o) => ids.includes(o.OptionId))
      .map((o) => o.Text)
      .join(', ');
  return String(answer);
};

const correctText = (q: ReviewQuestion): string | undefined =>
  q.CorrectOptionIds && q.Options.length > 0
    ? q.Options.filter((o) => q.CorrectOptionIds!.includes(o.OptionId))
        .map((o) => o.Text)
        .join(', ')
    : q.CorrectAnswer;

const verdict = (report: TakerReport) =>
  report.Passed === null ? 'Waiting for grading' : report.Passed ? 'Passed' : 'Not passed';

/** The report after submission (exam/report): score, pass or fail, and each question as the settings allow. */
export function QuizReportView({ report }: { report: TakerReport }) {
  return (
    <section className="quiz-report" aria-labelledby="quiz-report-title">
      <h2 id="quiz-report-title">Your result</h2>
      <div
        className={`quiz-report__score quiz-report__score--${report.Passed === null ? 'pending' : report.Passed ? 'pass' : 'fail'}`}
      >
        <p className="quiz-report__points">
          {report.Score} / {report.MaxScore} points ({report.Percent}%)
        </p>
        <p className="quiz-report__verdict">
          {verdict(report)} · pass mark {report.PassMarkPercent}%
        </p>
      </div>
      {report.AutoSubmitted && (
        <p className="notice">Time ran out: the answers saved before the deadline were submitted.</p>
      )}
      {report.Passed === null && (
        <p className="quiz-report__note">
          A text answer is waiting for the author to grade it; your score may rise.
        </p>
      )}
      {!report.AnswersShown && (
        <p className="quiz-report__note">The correct answers are not shown for this quiz.</p>
      )}
      <ol className="quiz-report__questions">
        {report.Questions.map((q) => (
          <li key={q.QuestionId} className="quiz-review">
            <p className="quiz-review__text">{q.Text}</p>
            <p>
              Your answer: <strong>{answerText(q, q.Answer)}</strong>
            </p>
            <p className="quiz-review__points">
              {q.NeedsGrading
                ? 'To be graded'
                : `${q.Earned} of ${q.Points} ${q.Points === 1 ? 'point' : 'points'}${q.Correct ? ' · correct' : ''}`}
            </p>
            {report.AnswersShown && !q.Correct && correctText(q) && <p>Correct answer: {correctText(q)}</p>}
            {report.AnswersShown && q.Explanation && (
              <p className="quiz-review__explanation">{q.Explanation}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
