import { useEffect } from 'react';
import { useStores } from './stores-context';

/**
 * Names what the page at `path` shows (a form, a project; most specific first) in the browser tab's title,
 * next to the page's own title. Names not loaded yet (null, undefined) are left out.
 */
export function usePageSubject(path: string, ...names: Array<string | null | undefined>): void {
  const { titles } = useStores();
  const known = names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  const key = JSON.stringify(known);
  useEffect(() => {
    titles.subjectNamed(path, JSON.parse(key) as string[]);
  }, [titles, path, key]);
}
