// Prints the gzip size of the JavaScript two first pages load, from the build's manifest (dist/.vite/manifest.json):
// - the sign-in page: the entry script and its static imports (what dist/index.html loads);
// - a signed-in member's first page (their default page, the form list): that, plus the chunks the page's
//   lazy code pulls in (the area's modules and the page, each with its static imports).
// Both have a 200 KB target. Other lazy chunks (the designer, exports) are summed apart.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 200;
const dist = process.argv[2] ?? 'dist';
/** What the member's default page (/form/list) loads lazily: src/ui/designer/designer-pages.ts, 'form.list'. */
const SIGNED_IN_LAZY = ['src/composition/form-library.area.ts', 'src/ui/designer/library/form-list-page.tsx'];
/** The other pages the chunk plan groups (vite.config.ts, HOT_PAGES; ADR 0010): what each loads after the first script. */
const HOT_PAGES_LAZY = {
  'the form instance page': ['src/composition/form-instance.area.ts', 'src/ui/form-instance/form-instance-page.tsx'],
  'the designer': ['src/composition/designer.area.ts', 'src/ui/designer/designer-page.tsx'],
};

const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** A chunk's file and those of its static imports, transitively. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: update SIGNED_IN_LAZY in scripts/report-bundle-size.mjs`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

function report(title, files) {
  const rows = [...files].filter((f) => f.endsWith('.js')).map((file) => [file, gzipKb(file)]);
  const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
  console.log(`\n${title} (gzip):`);
  for (const [file, kb] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`  ${total.toFixed(1).padStart(7)} KB  total (target: under ${TARGET_KB} KB) ${total < TARGET_KB ? 'OK' : 'OVER TARGET'}`);
}

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.endsWith('index.html'));
const signIn = closure(entry);
const signedIn = closure(SIGNED_IN_LAZY, new Set(signIn));
report('JavaScript loaded by the sign-in page', signIn);
report("JavaScript loaded by a signed-in member's first page (/form/list)", signedIn);

// No target for these: the chunk plan's effect, in files and bytes, for every build to show.
for (const [page, keys] of Object.entries(HOT_PAGES_LAZY)) {
  const files = [...closure(keys, new Set(signIn))].filter((file) => file.endsWith('.js') && !signIn.has(file));
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`Loaded after the first script by ${page}: ${files.length} chunk(s), ${total.toFixed(1)} KB gzip`);
}

const lazy = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js') && !signedIn.has(`assets/${name}`));
if (lazy.length > 0) {
  const lazyTotal = lazy.reduce((sum, name) => sum + gzipKb(`assets/${name}`), 0);
  console.log(`Loaded on demand by other pages: ${lazy.length} chunk(s), ${lazyTotal.toFixed(1)} KB gzip`);
}
