/**
 * Saves a large store to the data file named by argv[2] in an endless loop, printing "ready" after the first save:
 * persistence.test.ts reads the file while this runs and kills it (SIGKILL) at whatever moment it is in.
 */
import { seed } from '../../fixtures/seed';
import { Store, openDb } from '../store';

const dataFile = process.argv[2];
const store = new Store(openDb(dataFile, seed()), dataFile);
// About 3 MB, so that one write lasts long enough to be caught midway.
store.data.activity = Array.from({ length: 12_000 }, (_, i) => ({
  ActivityId: i + 1,
  OccurredOn: new Date(0).toISOString(),
  UserId: 1,
  UserName: 'Avery Admin',
  Area: 'account' as const,
  Action: 'x'.repeat(100),
  workspaceId: 1,
}));
for (let n = 0; ; n++) {
  store.data.workspaces[0].name = `Save ${n}`;
  store.save();
  if (n === 0) process.stdout.write('ready\n');
}
