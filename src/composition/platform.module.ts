import { ContainerModule } from 'inversify';
import { InMemoryRequestEvents } from '../adapters/events/in-memory-request-events';
import { BeforeUnloadPageUnload } from '../adapters/browser/before-unload-page-unload';
import { RouterNavigator } from '../adapters/browser/router-navigator';
import { SystemClock } from '../adapters/browser/system-clock';
import { TimerScheduler } from '../adapters/browser/timer-scheduler';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';
import { HttpConfig } from '../adapters/http/http-config';
import { SignalRRealtimeHub } from '../adapters/signalr/signalr-realtime-hub';
import { LocalStorageKeyValueStore } from '../adapters/storage/local-storage-key-value-store';
import { HandleRealtimeEvent } from '../application/platform/handle-realtime-event.use-case';
import { HandleRequestOutcome } from '../application/platform/handle-request-outcome.use-case';
import { StartPlatform } from '../application/platform/start-platform.use-case';
import { UnsavedChanges } from '../application/platform/track-unsaved-changes.use-case';
import { Clock } from '../ports/clock.port';
import { Dialogs } from '../ports/dialogs.port';
import { HttpClient } from '../ports/http-client.port';
import { KeyValueStore } from '../ports/key-value-store.port';
import { Navigator } from '../ports/navigator.port';
import { Notifier } from '../ports/notifier.port';
import { PageUnload } from '../ports/page-unload.port';
import { RealtimeHub } from '../ports/realtime-hub.port';
import { RequestContext } from '../ports/request-context.port';
import { RequestEvents } from '../ports/request-events.port';
import { Scheduler } from '../ports/scheduler.port';
import { UserContext } from '../ports/user-context.port';
import { ConnectionStore } from '../stores/connection.store';
import { DialogStore } from '../stores/dialog.store';
import { LayoutStore } from '../stores/layout.store';
import { RequestActivityStore } from '../stores/request-activity.store';
import { ToastStore } from '../stores/toast.store';
import { UserStore } from '../stores/user.store';

/** Transport, browser services, the real-time hub and the platform's standing reactions. */
export function platformModule(config: HttpConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HttpConfig).toConstantValue(config);
    bind(InMemoryRequestEvents).toSelf().inSingletonScope();
    bind(RequestEvents).toService(InMemoryRequestEvents);
    bind(FetchHttpClient).toSelf().inSingletonScope();
    bind(HttpClient).toService(FetchHttpClient);
    bind(LocalStorageKeyValueStore).toSelf().inSingletonScope();
    bind(KeyValueStore).toService(LocalStorageKeyValueStore);
    bind(SystemClock).toSelf().inSingletonScope();
    bind(Clock).toService(SystemClock);
    bind(TimerScheduler).toSelf().inSingletonScope();
    bind(Scheduler).toService(TimerScheduler);
    bind(RouterNavigator).toSelf().inSingletonScope();
    bind(Navigator).toService(RouterNavigator);
    bind(BeforeUnloadPageUnload).toSelf().inSingletonScope();
    bind(PageUnload).toService(BeforeUnloadPageUnload);
    bind(SignalRRealtimeHub).toSelf().inSingletonScope();
    bind(RealtimeHub).toService(SignalRRealtimeHub);

    bind(UserStore).toSelf().inSingletonScope();
    bind(UserContext).toService(UserStore);
    bind(RequestContext).toService(UserStore);
    bind(ToastStore).toSelf().inSingletonScope();
    bind(Notifier).toService(ToastStore);
    bind(DialogStore).toSelf().inSingletonScope();
    bind(Dialogs).toService(DialogStore);
    bind(RequestActivityStore).toSelf().inSingletonScope();
    bind(LayoutStore).toSelf().inSingletonScope();
    bind(ConnectionStore).toSelf().inSingletonScope();

    bind(HandleRequestOutcome).toSelf().inSingletonScope();
    bind(HandleRealtimeEvent).toSelf().inSingletonScope();
    bind(UnsavedChanges).toSelf().inSingletonScope();
    bind(StartPlatform).toSelf().inSingletonScope();
  });
}
