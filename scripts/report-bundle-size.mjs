// Prints the gzip size of the JavaScript the first page loads: the entry script and what it preloads
// (dist/index.html). Lazy chunks (exports, designer) are listed apart: the first page does not pay for them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 200;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
);
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

const rows = [...firstLoad].map((file) => [file, gzipKb(file)]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
console.log('\nJavaScript loaded by the first page (gzip):');
for (const [file, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB  total (target: under ${TARGET_KB} KB) ${total < TARGET_KB ? 'OK' : 'OVER TARGET'}`);

const lazy = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js') && !firstLoad.has(`assets/${name}`));
if (lazy.length > 0) {
  const lazyTotal = lazy.reduce((sum, name) => sum + gzipKb(`assets/${name}`), 0);
  console.log(`Loaded on demand: ${lazy.length} chunk(s), ${lazyTotal.toFixed(1)} KB gzip`);
}
