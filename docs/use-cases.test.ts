import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/use-cases/ in step with src/application/: every use case has a page with the agreed sections,
 * the page names its own file, and no page (nor the architecture docs) names a file that does not exist.
 */
const ROOT = process.cwd();
const PAGES_DIR = join(ROOT, 'docs', 'use-cases');
const HEADINGS = ['## Actor', '## Trigger', '## Steps', '## Rules', '## Errors', '## Where it lives'];
/** Top-level folders of the repository: a backticked `folder/...` is read as a file path. */
const ROOTS = new Set(['src', 'docs', 'mock-server', 'contracts', 'e2e', 'fixtures', 'scripts', 'bench']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const toRepoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

const useCases = filesUnder(join(ROOT, 'src', 'application'), (name) => name.endsWith('.use-case.ts'))
  .map(toRepoPath)
  .sort();

const pageName = (useCasePath: string) => `${basename(useCasePath, '.use-case.ts')}.md`;

/** The text of a `## ` section, up to the next `## ` heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return '';
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * File paths named in backticks: no leading slash (that is a route or an API path), no spaces or globs,
 * at least one slash, and either under a top-level folder of the repository or ending in a file extension.
 */
function namedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const [, token] of text.matchAll(/`([^`\n]+)`/g)) {
    if (!/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\/?$/.test(token) || !token.includes('/')) continue;
    const first = token.split('/')[0];
    const last = token.replace(/\/$/, '').split('/').pop() ?? '';
    if (ROOTS.has(first) || /\.[a-z]{1,5}$/.test(last)) paths.add(token);
  }
  return [...paths];
}

describe('use-case pages (docs/use-cases/)', () => {
  it('finds the use cases', () => {
    expect(useCases.length).toBeGreaterThan(0);
  });

  describe.each(useCases)('%s', (useCase) => {
    const page = join(PAGES_DIR, pageName(useCase));

    it(`has docs/use-cases/${pageName(useCase)}`, () => {
      expect(existsSync(page), `write docs/use-cases/${pageName(useCase)} for ${useCase}`).toBe(true);
    });

    it('has a title and the six sections, in order', () => {
      const text = existsSync(page) ? readFileSync(page, 'utf8') : '';
      expect(text, 'the page starts with a "# " title').toMatch(/^# \S/);
      const positions = HEADINGS.map((heading) => text.indexOf(`\n${heading}\n`));
      HEADINGS.forEach((heading, i) => expect(positions[i], `missing "${heading}"`).toBeGreaterThan(0));
      expect(
        [...positions].sort((a, b) => a - b),
        'sections out of order',
      ).toEqual(positions);
    });

    it('names its own file under "## Where it lives"', () => {
      const text = existsSync(page) ? readFileSync(page, 'utf8') : '';
      expect(section(text, '## Where it lives')).toContain(`\`${useCase}\``);
    });
  });

  it('has no page without a use case, and the index lists every page', () => {
    const expected = useCases.map(pageName).sort();
    const pages = filesUnder(PAGES_DIR, (name) => name.endsWith('.md'))
      .map((path) => basename(path))
      .filter((name) => name !== 'README.md')
      .sort();
    expect(pages).toEqual(expected);
    const index = readFileSync(join(PAGES_DIR, 'README.md'), 'utf8');
    for (const name of expected) expect(index, `README.md links ${name}`).toContain(`(${name})`);
  });
});

/** Relative Markdown link targets (`[text](../adr/x.md#part)`), resolved from the document's folder. */
function linkedPaths(doc: string, text: string): string[] {
  const targets: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    targets.push(toRepoPath(join(ROOT, dirname(doc), target.split('#')[0])));
  }
  return targets;
}

describe('file paths named in the docs exist', () => {
  const docs = [
    ...filesUnder(PAGES_DIR, (name) => name.endsWith('.md')),
    ...filesUnder(join(ROOT, 'docs', 'adr'), (name) => name.endsWith('.md')),
    join(ROOT, 'docs', 'architecture.md'),
    join(ROOT, 'docs', 'realtime.md'),
  ].map(toRepoPath);

  it('reads the expected documents', () => {
    for (const doc of docs) expect(existsSync(join(ROOT, doc)), doc).toBe(true);
  });

  it.each(docs)('%s', (doc) => {
    const path = join(ROOT, doc);
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const named = [...namedPaths(text), ...linkedPaths(doc, text)];
    const missing = named.filter((file) => !existsSync(join(ROOT, file)));
    expect(missing, `${doc} names files that do not exist`).toEqual([]);
  });

  it('tells file paths from routes and packages', () => {
    expect(
      namedPaths(
        '`src/a.ts` `/api/x/y` `@microsoft/signalr` `docs/adr/` `a/b.md` `GET /x` `ui/**` `import/no-x`',
      ),
    ).toEqual(['src/a.ts', 'docs/adr/', 'a/b.md']);
  });
});
