import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { CODE_LENGTH } from '../../domain/sharing/sharing-rules';
import { SharingText } from '../../domain/sharing/sharing-texts';
import { FormField } from '../components/form-field';

/**
 * What the e-mail and code steps read and call: the shared form's store, and the quiz link's sign-in store
 * (src/stores/quizzes/quiz-entry.store.ts) which proves an e-mail the same way.
 */
export interface RecipientStepsStore {
  readonly email: string;
  readonly emailError: string | null;
  readonly code: string;
  readonly codeInvalid: boolean;
  readonly codeExpiresAt: number | null;
  readonly nextCodeAt: number | null;
  readonly codeAlreadySent: boolean;
  readonly busy: boolean;
  readonly notice: string | null;
  now(): number;
  emailTyped(email: string): void;
  codeTyped(code: string): void;
  codeRequested(): Promise<void>;
  codeSubmitted(): Promise<void>;
  tryAgainClicked(): void;
}

const clockTime = (at: number) => new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The page's clock (the store's Clock port), read again every few seconds so the timing lines follow it. */
function useNow(read: () => number, intervalMs = 5000): number {
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setNow(read()), intervalMs);
    return () => clearInterval(timer);
  }, [read, intervalMs]);
  return now;
}

/** Page 1: the e-mail the share was sent to ("Required!", "Invalid email address!"). */
export const EmailStep = observer(function EmailStep({
  store,
  intro = 'Enter the e-mail address this form was shared with. We will send a code to it.',
}: {
  store: RecipientStepsStore;
  /** What to type, in the words of the page (a shared form's recipient, a quiz's taker). */
  intro?: string;
}) {
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.codeRequested();
  };
  return (
    <form
      className="form shared-form__step"
      onSubmit={submitted}
      noValidate
      aria-labelledby="share-email-title"
    >
      <h2 id="share-email-title">Verify your e-mail address</h2>
      {store.notice && <p role="status">{store.notice}</p>}
      <p>{intro}</p>
      <FormField id="share-email" label="E-mail" error={store.emailError}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={store.email}
            maxLength={254}
            onChange={(e) => store.emailTyped(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={store.busy}>
        {store.busy ? 'Sending…' : 'Send code'}
      </button>
    </form>
  );
});

/** Page 2: the address is not the one the share expects (spec §8, word for word). */
export const MismatchStep = observer(function MismatchStep({ store }: { store: RecipientStepsStore }) {
  return (
    <section className="shared-form__step" aria-labelledby="share-mismatch-title">
      <h2 id="share-mismatch-title">E-mail address not recognised</h2>
      <p role="alert">{SharingText.emailMismatch}</p>
      <button type="button" className="button" onClick={store.tryAgainClicked} autoFocus>
        {SharingText.tryAgain}
      </button>
    </section>
  );
});

/** Page 3: the 6-character code, how long it is valid and when a new one may be requested. */
export const CodeStep = observer(function CodeStep({ store }: { store: RecipientStepsStore }) {
  const now = useNow(store.now);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.codeSubmitted();
  };
  const expired = store.codeExpiresAt !== null && now >= store.codeExpiresAt;
  const canRequest = store.nextCodeAt === null || now >= store.nextCodeAt;
  return (
    <form
      className="form shared-form__step"
      onSubmit={submitted}
      noValidate
      aria-labelledby="share-code-title"
    >
      <h2 id="share-code-title">Enter your code</h2>
      {store.codeAlreadySent ? (
        <p>
          A {CODE_LENGTH}-character code was already sent to <strong>{store.email.trim()}</strong>: enter the
          code from that e-mail. No new code was sent.
        </p>
      ) : (
        <p>
          We sent a {CODE_LENGTH}-character code to <strong>{store.email.trim()}</strong>.
        </p>
      )}
      {store.codeExpiresAt !== null && (
        <p className="shared-form__timing" data-testid="code-validity">
          {expired
            ? `The code expired at ${clockTime(store.codeExpiresAt)}.`
            : store.codeAlreadySent
              ? `The code is valid until ${clockTime(store.codeExpiresAt)} and can be used once.`
              : `The code is valid for 10 minutes, until ${clockTime(store.codeExpiresAt)}, and can be used once.`}
        </p>
      )}
      <FormField
        id="share-code"
        label="Code"
        error={store.codeInvalid ? SharingText.invalidCode : null}
        announce="alert"
      >
        {(control) => (
          <input
            {...control}
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_LENGTH + 4}
            value={store.code}
            onChange={(e) => store.codeTyped(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={store.busy}>
        {store.busy ? 'Checking…' : 'Continue'}
      </button>
      <p className="shared-form__new-code">
        <button
          type="button"
          className="link-button"
          onClick={() => void store.codeRequested()}
          disabled={!canRequest || store.busy}
        >
          {SharingText.requestNewCode}
        </button>{' '}
        {!canRequest && store.nextCodeAt !== null && (
          <span data-testid="next-code">A new code can be requested at {clockTime(store.nextCodeAt)}.</span>
        )}
      </p>
    </form>
  );
});

/** Too many code requests (spec §8, word for word), with the time a new code may be requested. */
export const TooManyStep = observer(function TooManyStep({ store }: { store: RecipientStepsStore }) {
  return (
    <section className="shared-form__step" aria-labelledby="share-too-many-title">
      <h2 id="share-too-many-title">Please wait</h2>
      <p role="alert">{SharingText.tooManyRequests}</p>
      {store.nextCodeAt !== null && store.nextCodeAt > store.now() && (
        <p data-testid="next-code">A new code can be requested at {clockTime(store.nextCodeAt)}.</p>
      )}
      <button type="button" className="button button--plain" onClick={store.tryAgainClicked}>
        {SharingText.tryAgain}
      </button>
    </section>
  );
});
