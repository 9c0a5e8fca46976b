import { injectable } from 'inversify';
import type { Clipboard } from '../../ports/clipboard.port';

/** The asynchronous Clipboard API (secure contexts: https and localhost). */
@injectable()
export class NavigatorClipboard implements Clipboard {
  async copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
}
