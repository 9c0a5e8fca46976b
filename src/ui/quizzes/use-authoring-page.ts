import { useEffect } from 'react';
import { useStores } from '../app/stores-context';

/** A store of an authoring form: it opens one quiz or question, and knows whether the form holds unsaved changes. */
interface AuthoringStore {
  opened(id: number, signal?: AbortSignal): Promise<void>;
  readonly isDirty: boolean;
}

/**
 * Opens the page's quiz or question (the read is cancelled when the page goes), and asks before the user leaves with
 * unsaved changes (`key` names the page to the navigation guard).
 */
export function useAuthoringPage(store: AuthoringStore, id: number, key: string): void {
  const { navigation } = useStores();
  useEffect(() => {
    const load = new AbortController();
    void store.opened(id, load.signal);
    const untrack = navigation.track(key, () => store.isDirty);
    return () => {
      load.abort();
      untrack();
    };
  }, [store, id, key, navigation]);
}
