/**
 * Search benchmark (issue 35): the mock backend's full-text index (mock-server/routes/search/search-index.ts,
 * MiniSearch) at 10,000 and 100,000 indexed items. Items are generated: a title of 3-6 words and a text of 10-40
 * words drawn from 5,000 made-up words (a few common, most rare, as real text is), spread over the nine kinds and
 * two workspaces. Printed per size: the build time, the median and p95 of 50 queries (one word, two words, the start
 * of a word, a word with a typo), and the time a write costs the next search (the diff of every document's signature
 * and one replaced document). Target (issue 35): a query under 50 ms at 100,000 items.
 * The machine's load average is printed with the figures: on a shared machine they grow with it.
 * Run: `npm run bench -- search` or `node --import tsx bench/search.bench.ts`.
 */
import { cpus, loadavg } from 'node:os';
import { SearchIndex, type SearchDocument } from '../mock-server/routes/search/search-index';

/** `SEARCH_PREFIX_DOCUMENTS=Infinity` lets the start of a word expand to every word (the A/B of the cap). */
const PREFIX_DOCUMENTS = process.env.SEARCH_PREFIX_DOCUMENTS
  ? Number(process.env.SEARCH_PREFIX_DOCUMENTS)
  : undefined;
import { SEARCH_KINDS } from '../src/domain/search/search-hit.entity';

/** A fixed pseudo-random sequence (mulberry32), so every run indexes the same text. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(35);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ze',
  'po',
  'gra',
  'stel',
  'mon',
  'dri',
  'fen',
];
const VOCABULARY = Array.from({ length: 5000 }, () =>
  Array.from(
    { length: 2 + Math.floor(next() * 3) },
    () => SYLLABLES[Math.floor(next() * SYLLABLES.length)],
  ).join(''),
);
/** Zipf-like: low indexes are drawn far more often. */
const word = () => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 3)]!;
const words = (min: number, max: number) =>
  Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, word).join(' ');

function documents(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = SEARCH_KINDS[i % SEARCH_KINDS.length]!;
    return {
      id: `${kind}:${i}`,
      kind,
      ref: i,
      field: null,
      workspaceId: 1 + (i % 2),
      title: words(3, 6),
      text: words(10, 40),
    };
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const SHAPES = ['one word', 'two words', 'a word start', 'a typo', 'a word and a word start'];

function queries(): string[] {
  const list: string[] = [];
  for (let i = 0; i < 50; i++) {
    const a = VOCABULARY[Math.floor(next() * 400)]!;
    const b = VOCABULARY[Math.floor(next() * 400)]!;
    const kind = i % SHAPES.length;
    if (kind === 0) list.push(a);
    else if (kind === 1) list.push(`${a} ${b}`);
    else if (kind === 2) list.push(a.slice(0, 3));
    else if (kind === 3) list.push(a.length >= 5 ? `${a.slice(0, -2)}x${a.slice(-1)}` : a);
    else list.push(`${a} ${b.slice(0, 3)}`);
  }
  return list;
}

const time = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

console.log(
  `Search index (MiniSearch): generated items, 50 queries each size, the start of a word in at most ${PREFIX_DOCUMENTS ?? 'the default'} documents, one workspace of two (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
);
for (const count of [10_000, 100_000]) {
  const docs = documents(count);
  const index = new SearchIndex(PREFIX_DOCUMENTS);
  const build = time(() => index.sync(docs));
  const list = queries();
  for (const q of list.slice(0, 5)) index.search(q, 1); // warm-up
  const samples: number[] = [];
  const byShape: number[][] = SHAPES.map(() => []);
  let found = 0;
  list.forEach((q, i) => {
    const ms = time(() => (found += index.search(q, 1).length));
    samples.push(ms);
    byShape[i % SHAPES.length]!.push(ms);
  });
  const median = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const changed = docs.map((d, i) => (i === 7 ? { ...d, title: `${d.title} renamed` } : d));
  const write = time(() => index.sync(changed));
  const verdict = count === 100_000 ? (p95 < 50 ? 'OK (under 50 ms)' : 'OVER 50 ms') : '';
  console.log(
    `  ${String(count).padStart(7)} items: build ${(build / 1000).toFixed(2)} s, query median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
      `${Math.round(found / list.length)} matches a query on average; a write costs the next search ${write.toFixed(0)} ms ${verdict}`,
  );
  console.log(
    `           median (slowest) by query: ${SHAPES.map((name, i) => `${name} ${percentile(byShape[i]!, 50).toFixed(1)} (${percentile(byShape[i]!, 100).toFixed(1)}) ms`).join(', ')}`,
  );
}
