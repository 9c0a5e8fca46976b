import { runInAction } from 'mobx';
import type { Loaded, Saved } from '../../application/quizzes/quiz-authoring-results';

/** Where an authoring page is (details, question editor, settings): loading, shown, or why it cannot be. */
export type PageState = 'loading' | 'ready' | 'not-found' | 'failed';

/** What an authoring page that opens one quiz or question holds. */
export interface OpenedPage {
  state: PageState;
  /** Why it could not be opened (shown when `state` is 'failed'). */
  loadMessage: string;
}

/** What a page whose form saves holds: a refusal stays beside what was typed, a save is said in the live region. */
export interface SavingForm {
  busy: boolean;
  problem: string;
  said: string;
}

/** The page opened: reads its quiz or question and shows it, or says why it cannot (called within the store's action). */
export async function openPage<T>(
  page: OpenedPage,
  read: () => Promise<Loaded<T>>,
  show: (data: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  page.state = 'loading';
  const outcome = await read();
  if (signal?.aborted) return;
  runInAction(() => {
    if (outcome.kind === 'ready') show(outcome.data);
    else if (outcome.kind === 'failed') page.loadMessage = outcome.message;
    page.state = outcome.kind;
  });
}

/** Save: sends, then shows what the server kept and says `done`, or keeps what was typed and shows the refusal. */
export async function saveForm<T>(
  form: SavingForm,
  save: () => Promise<Saved<T>>,
  show: (data: T) => void,
  done: string,
): Promise<boolean> {
  form.busy = true;
  form.said = '';
  const result = await save();
  runInAction(() => {
    form.busy = false;
    if (!result.ok) {
      form.problem = result.message;
      return;
    }
    form.problem = '';
    show(result.data);
    form.said = done;
  });
  return result.ok;
}
