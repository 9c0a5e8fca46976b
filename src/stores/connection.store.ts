import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { RealtimeHub, type HubState } from '../ports/realtime-hub.port';

/** Whether the real-time hub is connected, for the views. */
@injectable()
export class ConnectionStore {
  hubState: HubState;

  constructor(@inject(RealtimeHub) hub: RealtimeHub) {
    this.hubState = hub.state;
    makeAutoObservable(this, {}, { autoBind: true });
    hub.watchState(this.changed);
  }

  changed(state: HubState): void {
    this.hubState = state;
  }
}
