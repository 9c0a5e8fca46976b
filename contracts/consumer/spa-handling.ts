import type { RequestFailure } from '../../src/domain/platform/error-catalogue';
import { settle } from '../../src/application/testing/fakes';
import { platformHarness } from '../../src/application/testing/platform-harness';

/**
 * What the SPA does with a failure a contract produced: a signed-in tab on `path` (the application layer with
 * in-memory fakes, as the unit tests build it) receives the failure the real transport reported, and the global error
 * catalogue (HandleRequestOutcome) carries it out. The test then reads the tab: its user, page, toasts, dialogs.
 */
export async function spaHandling(failure: RequestFailure | undefined, path = '/form/list') {
  if (!failure) throw new Error('The transport reported no failure.');
  const tab = platformHarness();
  tab.requestOutcome.start();
  await tab.signIn.run('member@demo.test', 'demo');
  tab.navigator.path = path;
  tab.events.failed(failure, path);
  tab.time.advance(10);
  await settle();
  return tab;
}

/** What the SPA does with a warning a contract produced (a 200 flagged IsWarning): the toast, after 10 ms. */
export async function spaWarned(message: string | undefined, path = '/project/list') {
  if (message === undefined) throw new Error('The transport reported no warning.');
  const tab = platformHarness();
  tab.requestOutcome.start();
  await tab.signIn.run('member@demo.test', 'demo');
  tab.navigator.path = path;
  tab.events.warned(message);
  tab.time.advance(10);
  await settle();
  return tab;
}
