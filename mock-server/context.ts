import type { FaultStore } from './faults';
import type { Hub } from './hub';
import type { SessionStore } from './sessions';
import type { Store } from './store';

/** What route modules share. */
export interface MockContext {
  store: Store;
  sessions: SessionStore;
  hub: Hub;
  faults: FaultStore;
  /** Restores the fixtures and clears pending faults (sessions stay). */
  reset(): void;
}
