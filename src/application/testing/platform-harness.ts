import { InMemoryKeyValueStore } from '../../adapters/storage/in-memory-key-value-store';
import { KeyValueDraftEraser } from '../../adapters/storage/key-value-draft-eraser';
import { HandleRealtimeEvent } from '../platform/handle-realtime-event.use-case';
import { HandleRequestOutcome } from '../platform/handle-request-outcome.use-case';
import { SessionTimeout } from '../session/session-timeout.use-case';
import { LoadCurrentUser } from '../session/load-current-user.use-case';
import { SignIn } from '../session/sign-in.use-case';
import { SignOut } from '../session/sign-out.use-case';
import { InMemoryRequestEvents } from '../../adapters/events/in-memory-request-events';
import type { UserContext } from '../../ports/user-context.port';
import {
  FakeAccountGateway,
  FakeDialogs,
  FakeHub,
  FakeNavigator,
  FakeNotificationCenter,
  FakeNotifier,
  FakeSessionGateway,
  FakeUserContext,
} from './fakes';
import { FakeTime } from './fake-time';

/** The platform use cases built with `new` over in-memory fakes, as one browser tab. */
export function platformHarness(
  store = new InMemoryKeyValueStore(),
  users: UserContext = new FakeUserContext(),
) {
  const time = new FakeTime();
  const navigator = new FakeNavigator();
  const notifier = new FakeNotifier();
  const dialogs = new FakeDialogs();
  const hub = new FakeHub();
  const sessionGateway = new FakeSessionGateway();
  const account = new FakeAccountGateway();
  const events = new InMemoryRequestEvents();
  const notifications = new FakeNotificationCenter();
  const session = new SessionTimeout(sessionGateway, store, time, time, dialogs, users, navigator);
  const drafts = new KeyValueDraftEraser(store);
  const signOut = new SignOut(account, users, session, hub, navigator, notifier, time, drafts);
  const signIn = new SignIn(account, users, session, hub);
  const requestOutcome = new HandleRequestOutcome(
    events,
    users,
    navigator,
    notifier,
    dialogs,
    time,
    session,
    hub,
    signOut,
    drafts,
    store,
  );
  const realtime = new HandleRealtimeEvent(
    hub,
    notifier,
    notifications,
    signOut,
    time,
    new LoadCurrentUser(account, users, session, hub),
  );
  return {
    time,
    users,
    navigator,
    notifier,
    dialogs,
    hub,
    sessionGateway,
    account,
    events,
    notifications,
    store,
    session,
    signIn,
    signOut,
    requestOutcome,
    realtime,
  };
}
