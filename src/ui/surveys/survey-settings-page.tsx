import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SurveyDetailsStore } from '../../stores/surveys/survey-details.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SURVEY_LIST_CRUMB, SurveyTabs } from './survey-tabs';
import './surveys.css';

/** An ISO instant as the value of a datetime-local input (the user's time zone), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (value: string) => (value === '' ? null : new Date(value).toISOString());

/** /modules/survey/settings/{surveyId}: anonymous or named, one response per person, open from / until, thank-you text. */
export const SurveySettingsPage = observer(function SurveySettingsPage({ match }: PageProps) {
  const store = useStore(SurveyDetailsStore);
  const surveyId = Number(match.params.surveyId);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(surveyId, load.signal);
    return () => load.abort();
  }, [store, surveyId]);
  usePageSubject(match.path, store.survey?.Name);

  const { survey, settings } = store;
  if (store.state === 'loading') return <p className="loading">Loading the survey…</p>;
  if (!survey || !settings) return <p className="notice">This survey cannot be opened.</p>;
  const check = (key: 'Anonymous' | 'OnePerPerson' | 'OneQuestionPerPage', label: string, hint: string) => (
    <div className="survey-settings__check">
      <label>
        <input
          type="checkbox"
          checked={settings[key]}
          onChange={(e) => store.settingsChanged({ [key]: e.target.checked })}
        />
        {label}
      </label>
      <p className="survey-settings__hint">{hint}</p>
    </div>
  );
  return (
    <section className="survey-page">
      <PageHeader title={`${survey.Name}: settings`} crumbs={[SURVEY_LIST_CRUMB]} />
      <SurveyTabs surveyId={surveyId} />
      <form
        className="survey-settings"
        onSubmit={(event) => {
          event.preventDefault();
          void store.settingsSaved();
        }}
      >
        {check(
          'Anonymous',
          'Anonymous responses',
          'Responses keep no name: the results show "Anonymous" and nobody can tell who answered what.',
        )}
        {check('OnePerPerson', 'One response per person', 'Someone who has responded cannot respond again.')}
        {check('OneQuestionPerPage', 'One question a page', 'Otherwise every question is on one page.')}
        <label htmlFor="survey-open-from">Open from</label>
        <input
          id="survey-open-from"
          type="datetime-local"
          value={toLocalInput(settings.OpenFrom)}
          onChange={(e) => store.settingsChanged({ OpenFrom: fromLocalInput(e.target.value) })}
        />
        <label htmlFor="survey-open-until">Open until</label>
        <input
          id="survey-open-until"
          type="datetime-local"
          value={toLocalInput(settings.OpenUntil)}
          onChange={(e) => store.settingsChanged({ OpenUntil: fromLocalInput(e.target.value) })}
        />
        <label htmlFor="survey-thank-you">Thank-you text</label>
        <textarea
          id="survey-thank-you"
          rows={3}
          value={settings.ThankYouText}
          onChange={(e) => store.settingsChanged({ ThankYouText: e.target.value })}
        />
        <div className="survey-settings__actions">
          <button type="submit" className="button button--accent" disabled={store.busy}>
            Save settings
          </button>
          {store.problem && (
            <p className="notice" role="alert">
              {store.problem}
            </p>
          )}
        </div>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </section>
  );
});
