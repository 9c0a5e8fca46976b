import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RealtimeHub, type HubState } from '../../ports/realtime-hub.port';

/** Whether the real-time hub is connected, for the views. */
@injectable()
export class ConnectionStore {
  hubState: HubState;
  private readonly unwatch: () => void;

  constructor(@inject(RealtimeHub) hub: RealtimeHub) {
    this.hubState = hub.state;
    makeAutoObservable<ConnectionStore, 'unwatch'>(this, { unwatch: false }, { autoBind: true });
    this.unwatch = hub.watchState(this.changed);
  }

  dispose(): void {
    this.unwatch();
  }

  changed(state: HubState): void {
    this.hubState = state;
  }
}
