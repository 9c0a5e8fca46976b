// Prints the gzip size of the JavaScript two first pages load, from the build's manifest (dist/.vite/manifest.json):
// - the sign-in page: the entry script and its static imports (what dist/index.html loads);
// - a signed-in member's first page (their default page, the form list): that, plus the chunks the page's
//   lazy code pulls in (the area's modules and the page, each with its static imports).
// Both have a 200 KB target. Then what the other hot pages (the instance page, the designer) load after the first
// script, and the other lazy chunks summed apart.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 200;
const dist = process.argv[2] ?? 'dist';
/**
 * The pages the chunk plan groups (scripts/hot-pages.json, read by vite.config.ts too; ADR 0010), with what each
 * loads lazily: its area's modules and its own code. The first is the member's default page (/form/list).
 */
const [firstPage, ...otherHotPages] = JSON.parse(
  readFileSync(new URL('./hot-pages.json', import.meta.url), 'utf8'),
);

const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile))
  throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** A chunk's file and those of its static imports, transitively. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: update scripts/hot-pages.json`);
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
  for (const [file, kb] of rows.sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `  ${total.toFixed(1).padStart(7)} KB  total (target: under ${TARGET_KB} KB) ${total < TARGET_KB ? 'OK' : 'OVER TARGET'}`,
  );
}

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.endsWith('index.html'));
const signIn = closure(entry);
const signedIn = closure(firstPage.roots, new Set(signIn));
report('JavaScript loaded by the sign-in page', signIn);
report(`JavaScript loaded by ${firstPage.page}`, signedIn);

// No target for these: the chunk plan's effect, in files and bytes, for every build to show.
/**
 * The chunks of the form libraries (ADR 0011) a page loads with `import()`: its area loads them all (`libraries`), or
 * the instance page those its form needs (`librariesByNeed`). Found by package in the manifest.
 */
function libraryFiles(packages = []) {
  const files = new Set();
  for (const pkg of packages) {
    const found = Object.entries(manifest).filter(
      ([key, chunk]) => key.includes(`node_modules/${pkg}/`) || chunk.file.startsWith(`assets/${pkg}-`),
    );
    if (found.length === 0) throw new Error(`no chunk of ${pkg} in the build: update scripts/hot-pages.json`);
    for (const [key] of found) closure([key], files);
  }
  return [...files].filter((file) => file.endsWith('.js') && !signIn.has(file));
}
const sumKb = (files) => files.reduce((sum, file) => sum + gzipKb(file), 0);
for (const { page, roots, libraries, librariesByNeed } of otherHotPages) {
  const files = [...closure(roots, new Set(signIn))].filter(
    (file) => file.endsWith('.js') && !signIn.has(file),
  );
  const always = libraryFiles(libraries).filter((file) => !files.includes(file));
  const byNeed = libraryFiles(librariesByNeed).filter((file) => !files.includes(file));
  const all = [...files, ...always];
  const extra =
    byNeed.length > 0
      ? `; up to ${byNeed.length} more, ${sumKb(byNeed).toFixed(1)} KB, for a form with dates, masks or rich text`
      : '';
  const withLibraries =
    always.length > 0 ? ` (${always.length} of them the form libraries its area loads)` : '';
  console.log(
    `Loaded after the first script by ${page}: ${all.length} chunk(s), ${sumKb(all).toFixed(1)} KB gzip${withLibraries}${extra}`,
  );
}

const lazy = readdirSync(join(dist, 'assets')).filter(
  (name) => name.endsWith('.js') && !signedIn.has(`assets/${name}`),
);
if (lazy.length > 0) {
  const lazyTotal = lazy.reduce((sum, name) => sum + gzipKb(`assets/${name}`), 0);
  console.log(`Loaded on demand by other pages: ${lazy.length} chunk(s), ${lazyTotal.toFixed(1)} KB gzip`);
}
