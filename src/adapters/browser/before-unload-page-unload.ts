import { injectable } from 'inversify';
import type { PageUnload } from '../../ports/page-unload.port';

/** The browser's own "leave site?" prompt (browsers show their own text, not ours), and its pagehide event. */
@injectable()
export class BeforeUnloadPageUnload implements PageUnload {
  guard(isDirty: () => boolean): () => void {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }

  left(listener: () => void): () => void {
    const onPageHide = () => listener();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }
}
