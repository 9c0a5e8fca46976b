import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LINK_SESSION_ENDED_PARAM, linkSessionEndedMessage } from '../../domain/quizzes/link-session';
import { QuizLinkMessage, type LinkModule } from '../../domain/quizzes/quiz-link';
import { QuizEntryStore } from '../../stores/quizzes/quiz-entry.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import type { PageProps } from '../pages/page-props';
import { CodeStep, EmailStep, TooManyStep } from '../sharing/recipient-steps';
import '../sharing/sharing.css';
import './quiz-sharing.css';

/**
 * /modules/{module}/login/{id}?h={hash} (signed-out visitors): an outside taker proves their e-mail with the one-time
 * code of the shared forms, through the same e-mail and code steps, then goes to the quiz's introduction.
 */
export const QuizLoginPage = observer(function QuizLoginPage({ match }: PageProps) {
  const store = useStore(QuizEntryStore);
  const quizId = Number(match.params.id);
  const hash = match.query.h ?? '';
  // The link's module picks its calls: /modules/survey/login/{id} proves an e-mail for a survey.
  const module: LinkModule = match.params.module === 'survey' ? 'survey' : 'quiz';
  // Sent back here because the session from this link ended (a 401 on the quiz's or survey's pages).
  const ended = match.query[LINK_SESSION_ENDED_PARAM] === '1';
  useEffect(() => {
    const load = new AbortController();
    void store.loginOpened(quizId, hash, load.signal, module);
    return () => load.abort();
  }, [store, quizId, hash, module]);
  usePageSubject(match.path, store.landing?.Name ?? '');
  const { landing, step } = store;
  if (step === 'loading') return <p className="loading">Opening the {module}…</p>;
  if (step === 'invalid' || !landing)
    return (
      <section className="quiz-entry">
        <h1>Shared {module}</h1>
        <p role="alert">{QuizLinkMessage.invalid}</p>
        <Link to="/">Go to the start page</Link>
      </section>
    );
  return (
    <section className="quiz-entry shared-form">
      <header className="shared-form__header">
        <div>
          <p className="shared-form__workspace">{landing.WorkspaceName}</p>
          <h1>{landing.Name}</h1>
        </div>
      </header>
      {ended && (
        <p className="notice" role="status">
          {linkSessionEndedMessage(module)}
        </p>
      )}
      {step === 'email' && (
        <EmailStep
          store={store}
          intro={
            module === 'quiz'
              ? 'Enter your e-mail address. We will send a code to it; your attempts at this quiz count by this address.'
              : 'Enter your e-mail address. We will send a code to it; you may answer this survey once for this address.'
          }
        />
      )}
      {step === 'code' && <CodeStep store={store} />}
      {step === 'too-many' && <TooManyStep store={store} />}
    </section>
  );
});
