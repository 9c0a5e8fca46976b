import type { FaultStore } from './faults';
import type { Hub } from './hub';
import type { MockClock } from './mock-clock';
import type { ReportsContext } from './routes/reports/reports-context';
import type { SessionStore } from './sessions';
import type { Store } from './store';

/** What route modules share. */
export interface MockContext {
  store: Store;
  sessions: SessionStore;
  hub: Hub;
  faults: FaultStore;
  /** The clock of areas whose time tests move (`POST /api/__mock/clock`): sharing. Absent in hand-built test contexts. */
  clock?: MockClock;
  /** The reports area (scheduled deliveries for the mock control route). Absent in hand-built test contexts. */
  reports?: ReportsContext;
  /** Restores the fixtures and clears pending faults (sessions stay). */
  reset(): void;
}
