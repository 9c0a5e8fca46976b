import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SurveyLinkStore } from '../../stores/surveys/survey-link.store';
import { useStore } from '../app/stores-context';
import '../quizzes/quiz-sharing.css';

/**
 * "Share by link" on a survey's Users page: the public link on or off, with Copy (docs/quizzes-and-surveys.md,
 * "Survey share by link"). Shown to the survey's managers, who alone open the page.
 */
export const SurveyLinkSection = observer(function SurveyLinkSection({ surveyId }: { surveyId: number }) {
  const store = useStore(SurveyLinkStore);
  useEffect(() => {
    const load = new AbortController();
    void store.opened(surveyId, load.signal);
    return () => load.abort();
  }, [store, surveyId]);
  const link = store.link;
  if (!link) return null;
  const url = store.linkUrl(window.location.origin);
  return (
    <section className="quiz-users__link" aria-labelledby="survey-link-title">
      <h2 id="survey-link-title">Share by link</h2>
      <p>
        Anyone with the link may answer the survey after proving their e-mail with a one-time code, once for
        each address. On an anonymous survey the address is used only for that and is never kept with the
        answers. Turning the link off ends it and every session opened with it; turning it on again makes a
        new link.
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={link.Enabled}
          disabled={store.busy}
          onChange={(event) => void store.toggled(event.target.checked)}
        />{' '}
        Anyone with the link may answer this survey
      </label>
      {url && (
        <div className="quiz-users__link-row">
          <label htmlFor="survey-link-url">Link</label>
          <input id="survey-link-url" readOnly value={url} onFocus={(event) => event.target.select()} />
          <button type="button" className="button" onClick={() => void store.copyClicked(url)}>
            Copy
          </button>
        </div>
      )}
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
    </section>
  );
});
