import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { QuizLinkMessage, type LinkModule } from '../../domain/quizzes/quiz-link';
import { QuizEntryStore } from '../../stores/quizzes/quiz-entry.store';
import { useStore } from '../app/stores-context';
import type { PageProps } from '../pages/page-props';
import './quiz-sharing.css';

/**
 * /modules/quiz/share/{quizId}?h={hash}: a quiz's public link. A workspace user who may take it (or a visitor who
 * proved an e-mail for it) goes to its introduction; anyone else proves an e-mail first (/modules/quiz/login/{quizId});
 * a signed-in user who may not take it gets /modules/403. A survey's link lands here too
 * (/modules/survey/share/{surveyId}: docs/quizzes-and-surveys.md, "Survey share by link").
 */
export const QuizSharePage = observer(function QuizSharePage({ match }: PageProps) {
  const store = useStore(QuizEntryStore);
  // The same landing for a survey's link (/modules/survey/share/{surveyId}), with the survey's calls.
  const module: LinkModule = match.params.surveyId !== undefined ? 'survey' : 'quiz';
  const quizId = Number(module === 'survey' ? match.params.surveyId : match.params.quizId);
  const hash = match.query.h ?? '';
  useEffect(() => {
    const load = new AbortController();
    void store.landed(quizId, hash, load.signal, module);
    return () => load.abort();
  }, [store, quizId, hash, module]);
  return (
    <section className="quiz-entry">
      <h1>Shared {module}</h1>
      {store.step === 'invalid' ? (
        <>
          <p role="alert">{QuizLinkMessage.invalid}</p>
          <Link to="/">Go to the start page</Link>
        </>
      ) : (
        <p className="loading">Opening the {module}…</p>
      )}
    </section>
  );
});
