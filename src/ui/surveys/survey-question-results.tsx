import { observer } from 'mobx-react-lite';
import type { SurveyOption } from '../../domain/surveys/survey.entity';
import type { SurveyQuestionResult } from '../../ports/survey-results-gateway.port';
import type { SurveyResultsStore } from '../../stores/surveys/survey-results.store';
import { SurveyQuestionChart } from './survey-question-chart';

const answered = (n: number) => (n === 1 ? '1 answer' : `${n} answers`);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A matrix question: each row's choices, as grouped bars and as a table of rows by columns. */
function MatrixResult({ result, options }: { result: SurveyQuestionResult; options: SurveyOption[] }) {
  const rows = result.Matrix ?? [];
  const columns = options.map((o) => ({ Key: String(o.OptionId), Label: o.Text }));
  const countOf = (row: (typeof rows)[number], key: string) =>
    row.Counts.find((c) => String(c.OptionId) === key)?.Count ?? 0;
  return (
    <div className="survey-result__body">
      <SurveyQuestionChart
        labels={rows.map((r) => r.RowText)}
        series={columns.map((c) => ({ label: c.Label, counts: rows.map((r) => countOf(r, c.Key)) }))}
      />
      <table className="survey-result__table">
        <caption>Answers to “{result.Text}” by row</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map((c) => (
              <th key={c.Key} scope="col">
                {c.Label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.RowId}>
              <th scope="row">{r.RowText}</th>
              {columns.map((c) => (
                <td key={c.Key}>{countOf(r, c.Key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Text answers, searchable. */
const TextResult = observer(function TextResult({
  store,
  result,
}: {
  store: SurveyResultsStore;
  result: SurveyQuestionResult;
}) {
  const shown = store.textAnswersOf(result);
  const id = `survey-text-search-${result.QuestionId}`;
  return (
    <div className="survey-result__texts">
      <label htmlFor={id}>Search the answers</label>
      <input id={id} type="search" value={store.search} onChange={(e) => store.searchTyped(e.target.value)} />
      <p role="status">
        {shown.length} of {answered(result.TextAnswers.length)} shown
      </p>
      <ul>
        {shown.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </div>
  );
});

/** One question's results: the chart and the table of counts, the average, the NPS score, or the text answers. */
export const SurveyQuestionResultView = observer(function SurveyQuestionResultView({
  store,
  result,
  number,
}: {
  store: SurveyResultsStore;
  result: SurveyQuestionResult;
  number: number;
}) {
  const total = result.Counts.reduce((sum, c) => sum + c.Count, 0);
  const percent = (n: number) => (total === 0 ? '0%' : `${Math.round((n / total) * 100)}%`);
  return (
    <article className="survey-result" aria-labelledby={`survey-result-${result.QuestionId}`}>
      <h2 id={`survey-result-${result.QuestionId}`}>
        {number}. {result.Text}
      </h2>
      <p className="survey-result__facts">
        {answered(result.Answered)}
        {result.Average !== null && ` · average ${result.Average.toFixed(2)}`}
      </p>
      {result.Nps && (
        <div className="survey-result__nps">
          <p className="survey-result__nps-score">
            NPS <strong>{signed(result.Nps.Score)}</strong>
          </p>
          <p>
            {result.Nps.Promoters} promoters (9-10) · {result.Nps.Passives} passives (7-8) ·{' '}
            {result.Nps.Detractors} detractors (0-6)
          </p>
        </div>
      )}
      {result.Type === 'text' ? (
        <TextResult store={store} result={result} />
      ) : result.Type === 'matrix' ? (
        <MatrixResult result={result} options={store.columnsOf(result.QuestionId)} />
      ) : (
        <div className="survey-result__body">
          <SurveyQuestionChart
            labels={result.Counts.map((c) => c.Label)}
            series={[{ label: 'Answers', counts: result.Counts.map((c) => c.Count) }]}
          />
          <table className="survey-result__table">
            <caption>Answers to “{result.Text}”</caption>
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">Count</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {result.Counts.map((c) => (
                <tr key={c.Key}>
                  <th scope="row">{c.Label}</th>
                  <td>{c.Count}</td>
                  <td>{percent(c.Count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
});
