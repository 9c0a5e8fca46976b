import { ContainerModule } from 'inversify';
import { NavigatorClipboard } from '../adapters/browser/navigator-clipboard';
import { Clipboard } from '../ports/clipboard.port';

/** The system clipboard, for the areas with a Copy button (sharing, quizzes, surveys): loaded once, whichever opens first. */
export const clipboardModule = new ContainerModule(({ bind }) => {
  bind(NavigatorClipboard).toSelf().inSingletonScope();
  bind(Clipboard).toService(NavigatorClipboard);
});
