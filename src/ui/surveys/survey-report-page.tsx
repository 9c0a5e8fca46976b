import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { isSurveyAnswered, type SurveyAnswer, type SurveyQuestion } from '../../domain/surveys/survey.entity';
import { SurveyExamStore } from '../../stores/surveys/survey-exam.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import './surveys.css';

const optionText = (q: SurveyQuestion, id: number) => q.Options.find((o) => o.OptionId === id)?.Text ?? '?';

/** An answer as words: the options chosen, the text, the score, or each matrix row's choice. */
function answerLines(q: SurveyQuestion, answer: SurveyAnswer | undefined): string[] {
  if (!isSurveyAnswered(q, answer) || answer === undefined || answer === null) return ['No answer'];
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return answer.map((id) => optionText(q, id));
  if (typeof answer === 'number')
    return q.Type === 'single' ? [optionText(q, answer)] : [`${answer} of ${q.Type === 'nps' ? 10 : 5}`];
  return q.Rows.map(
    (row) =>
      `${row.Text}: ${answer[row.RowId] === undefined ? 'no answer' : optionText(q, answer[row.RowId]!)}`,
  );
}

/** /modules/survey/exam/report/{surveyExamId}: one response, for a manager or the respondent (when named). */
export const SurveyReportPage = observer(function SurveyReportPage({ match }: PageProps) {
  const store = useStore(SurveyExamStore);
  const surveyExamId = Number(match.params.surveyExamId);
  useEffect(() => {
    const load = new AbortController();
    void store.reportOpened(surveyExamId, load.signal);
    return () => load.abort();
  }, [store, surveyExamId]);
  const report = store.report;
  usePageSubject(match.path, report?.Name);

  if (store.state === 'loading') return <p className="loading">Loading the response…</p>;
  if (!report) return <p className="notice">This response cannot be opened.</p>;
  return (
    <section className="survey-answer survey-report">
      <h1>{report.Name}</h1>
      <p>
        Response of {report.RespondentName ?? 'an anonymous respondent'}
        {report.CompletedOn
          ? `, completed ${new Date(report.CompletedOn).toLocaleString()}`
          : ', not completed yet'}
      </p>
      <dl className="survey-report__answers">
        {report.Questions.map((q, i) => (
          <div key={q.QuestionId} className="survey-report__item">
            <dt>
              {i + 1}. {q.Text}
            </dt>
            {answerLines(q, report.Answers[q.QuestionId]).map((line, j) => (
              <dd key={j}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
      {report.CanReadResults && (
        <p>
          <Link to={`/modules/survey/results/${report.SurveyId}`}>All responses</Link>
        </p>
      )}
    </section>
  );
});
