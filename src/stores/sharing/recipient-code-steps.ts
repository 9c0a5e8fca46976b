import { runInAction } from 'mobx';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { isWellFormedCode } from '../../domain/sharing/verification-code';

/** The steps every e-mail proof has (docs/sharing.md): the e-mail, the code, too many requests. */
export type CodeStep = 'email' | 'code' | 'too-many';

/**
 * What a store that proves an e-mail with a one-time code holds: the shared form's (shared-form.store.ts) and the quiz
 * and survey link's (src/stores/quizzes/quiz-entry.store.ts). The views are one too (src/ui/sharing/recipient-steps.tsx).
 * The functions below change it from within the store's actions.
 */
export interface RecipientCodeState<Step extends string> {
  step: Step | CodeStep;
  email: string;
  emailError: string | null;
  code: string;
  codeInvalid: boolean;
  codeExpiresAt: number | null;
  nextCodeAt: number | null;
  /** No new code was sent: the one sent earlier (before a reload, say) is still valid and is asked for. */
  codeAlreadySent: boolean;
  busy: boolean;
}

type Outcome = { kind: string };
type CodeSent = { kind: 'sent'; expiresAt: number; nextCodeAt: number; alreadySent: boolean };
type TooMany = { kind: 'too-many'; nextCodeAt: number };

const isSent = (o: Outcome): o is CodeSent => o.kind === 'sent';
const isTooMany = (o: Outcome): o is TooMany => o.kind === 'too-many';

export function typeEmail<S extends string>(state: RecipientCodeState<S>, email: string): void {
  state.email = email;
  if (state.emailError) state.emailError = recipientEmailError(email);
}

export function typeCode<S extends string>(state: RecipientCodeState<S>, code: string): void {
  state.code = code;
  state.codeInvalid = false;
}

/** Try Again: back to the e-mail step. */
export function backToEmail<S extends string>(state: RecipientCodeState<S>): void {
  state.step = 'email';
  state.code = '';
  state.codeInvalid = false;
}

/**
 * Send code (e-mail step) and "Request new code." (code step): checks the e-mail, asks for a code, and goes to the
 * code step or to "too many". Any other outcome goes to `otherwise`, within the same action.
 */
export async function requestCode<S extends string, O extends Outcome>(
  state: RecipientCodeState<S>,
  send: () => Promise<O>,
  otherwise: (outcome: O) => void = () => {},
): Promise<void> {
  state.emailError = recipientEmailError(state.email);
  if (state.emailError || state.busy) return;
  state.busy = true;
  const outcome = await send();
  runInAction(() => {
    state.busy = false;
    if (isTooMany(outcome)) {
      state.step = 'too-many';
      state.nextCodeAt = outcome.nextCodeAt;
    } else if (isSent(outcome)) {
      state.step = 'code';
      state.code = '';
      state.codeInvalid = false;
      state.codeExpiresAt = outcome.expiresAt;
      state.nextCodeAt = outcome.nextCodeAt;
      state.codeAlreadySent = outcome.alreadySent;
    } else otherwise(outcome);
  });
}

/**
 * The code step's submit: checks the code's form, sends it, and marks it invalid or goes to "too many". Any other
 * outcome goes to `otherwise`, within the same action. Answers the outcome (null when nothing was sent).
 */
export async function submitCode<S extends string, O extends Outcome>(
  state: RecipientCodeState<S>,
  check: () => Promise<O>,
  otherwise: (outcome: O) => void = () => {},
): Promise<O | null> {
  if (state.busy) return null;
  if (!isWellFormedCode(state.code)) {
    state.codeInvalid = true;
    return null;
  }
  state.busy = true;
  const outcome = await check();
  runInAction(() => {
    state.busy = false;
    if (outcome.kind === 'invalid') state.codeInvalid = true;
    else if (outcome.kind === 'too-many') {
      // The answer to a code says nothing of how long the share is locked: the earlier request's time is forgotten
      // rather than shown wrong (found in exploratory testing: it showed the minute the first code could be renewed).
      state.step = 'too-many';
      state.nextCodeAt = null;
    } else otherwise(outcome);
  });
  return outcome;
}
