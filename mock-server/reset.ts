import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSeed } from '../fixtures/demo-dates';
import { writeDataFile } from './store';

/**
 * `npm run mock:reset [-- file]`: rewrites mock-server/data/db.json (or `file`) from the fixtures, their dates moved to
 * today (fixtures/demo-dates.ts), and removes the uploaded cabinet files beside it.
 * A running server keeps its copy in memory: restart it, or call `POST /api/__mock/reset` instead.
 */
const dataFile = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('./data/db.json', import.meta.url));
writeDataFile(dataFile, demoSeed(Date.now()));
// The uploaded cabinet files belong to the records just replaced (docs/cabinet.md, "Storage").
rmSync(join(dirname(dataFile), 'cabinet-files'), { recursive: true, force: true });
console.log(`Reset ${dataFile} from the fixtures.`);
