import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from './page-header';

/** What a module's list page reads and calls (the quiz list's and the survey list's stores). */
interface ModuleListStore {
  readonly state: 'loading' | 'ready' | 'failed';
  readonly newName: string;
  readonly busy: boolean;
  /** What the last action did, for the page's live region. */
  readonly said: string;
  opened(signal?: AbortSignal): Promise<void>;
  nameTyped(name: string): void;
}

/**
 * The frame of a module's list page (/modules/quiz/list, /modules/survey/list): the new-item form, the live region,
 * loading, failure and the empty list, around the module's own cards. `noun` names the class names
 * (`quiz-list__new`…), the name field's id and label, and the button.
 */
export const ModuleList = observer(function ModuleList({
  store,
  noun,
  plural,
  title,
  count,
  create,
  children,
}: {
  store: ModuleListStore;
  noun: string;
  plural: string;
  title: string;
  /** How many items the list shows. */
  count: number;
  /** Creates the item from the name typed; answers the page to open it on, or null. */
  create: () => Promise<string | null>;
  /** The list's items (li). */
  children: ReactNode;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const load = new AbortController();
    void store.opened(load.signal);
    return () => load.abort();
  }, [store]);

  return (
    <section className={`${noun}-list`}>
      <PageHeader title={title} crumbs={[]} />
      <form
        className={`${noun}-list__new`}
        onSubmit={(event) => {
          event.preventDefault();
          void create().then((path) => {
            if (path) navigate(path);
          });
        }}
      >
        <label htmlFor={`${noun}-new-name`}>New {noun} name</label>
        <input
          id={`${noun}-new-name`}
          value={store.newName}
          maxLength={254}
          onChange={(event) => store.nameTyped(event.target.value)}
        />
        <button
          type="submit"
          className="button button--accent"
          disabled={store.busy || store.newName.trim() === ''}
        >
          Create {noun}
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {store.said}
      </p>
      {store.state === 'loading' && <p className="loading">Loading {plural}…</p>}
      {store.state === 'failed' && <p className="notice">The {plural} could not be loaded.</p>}
      {store.state === 'ready' && count === 0 && (
        <p className={`${noun}-list__empty`}>You manage no {plural} yet. Name one above to start.</p>
      )}
      {count > 0 && <ul className={`${noun}-list__items`}>{children}</ul>}
    </section>
  );
});
