import { describe, expect, it } from 'vitest';
import { chunkNamer, planChunks, type ModuleGraph } from './chunk-plan';

/** A module graph from `id: static imports` lines; importers are derived, dynamic imports leave no trace. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  const importers = new Map<string, string[]>();
  for (const [id, deps] of Object.entries(imports))
    for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), id]);
  return {
    getModuleInfo: (id) =>
      id in imports ? { importedIds: imports[id], importers: importers.get(id) ?? [] } : null,
  };
}

// main imports the shell; the list page (a dynamic entry) and the instance page (another) share `grid`.
const app = graphOf({
  main: ['shell', 'react'],
  shell: ['react'],
  react: [],
  'list.area': ['list.store', 'react'],
  'list.page': ['list.store', 'grid'],
  'list.store': [],
  grid: ['decimal'],
  decimal: [],
  'instance.area': ['instance.store', 'shell'],
  'instance.page': ['instance.store', 'grid', 'mask'],
  'instance.store': [],
  mask: [],
  'reports.page': ['grid', 'chart'],
  chart: [],
});
const hot = [
  { name: 'list', roots: ['list.area', 'list.page'] },
  { name: 'instance', roots: ['instance.area', 'instance.page'] },
];

describe('planChunks', () => {
  const plan = planChunks(app, 'main', hot);

  it('puts what the entry imports in the platform chunk and leaves the entry its own', () => {
    expect(plan.get('shell')).toBe('platform');
    expect(plan.get('react')).toBe('platform');
    expect(plan.has('main')).toBe(false);
  });

  it('puts each other module of the hot pages in the chunk of the hot pages that need it', () => {
    expect(plan.get('list.store')).toBe('list');
    expect(plan.get('grid')).toBe('list~instance');
    expect(plan.get('decimal')).toBe('list~instance');
    expect(plan.get('instance.store')).toBe('instance');
    expect(plan.get('mask')).toBe('instance');
    expect(plan.get('react')).toBe('platform');
  });

  it('leaves a module only loaded with import() a chunk of its own', () => {
    for (const root of ['list.area', 'list.page', 'instance.area', 'instance.page'])
      expect(plan.has(root)).toBe(false);
  });

  it('leaves the other pages to the bundler', () => {
    expect(plan.has('reports.page')).toBe(false);
    expect(plan.has('chart')).toBe(false);
  });

  it('makes a chunk import only from the platform and from chunks of the same or more hot pages (no cycles)', () => {
    const pagesOf = (name: string) => new Set(name.split('~'));
    for (const [id, name] of plan) {
      for (const dep of app.getModuleInfo(id)?.importedIds ?? []) {
        const depName = plan.get(dep) as string;
        if (depName === 'platform') continue;
        expect(name, `${id} → ${dep}`).not.toBe('platform');
        for (const page of pagesOf(name))
          expect(pagesOf(depName).has(page), `${id} (${name}) → ${dep} (${depName})`).toBe(true);
      }
    }
  });

  it('plans nothing for a build without the entry (the benchmark baselines)', () => {
    expect(planChunks(graphOf({ bare: ['grid'], grid: [] }), 'main', hot).size).toBe(0);
  });

  it('refuses a hot page whose module is not in the build', () => {
    expect(() => planChunks(app, 'main', [{ name: 'gone', roots: ['gone.page'] }])).toThrow(
      /gone.page \(gone\) is not a module/,
    );
  });
});

describe('chunkNamer', () => {
  it('plans once per module graph and names by it', () => {
    let reads = 0;
    const counted: ModuleGraph = { getModuleInfo: (id) => (reads++, app.getModuleInfo(id)) };
    const name = chunkNamer('main', hot);
    expect(name('grid', counted)).toBe('list~instance');
    const afterFirst = reads;
    expect(name('mask', counted)).toBe('instance');
    expect(name('chart', counted)).toBeNull();
    expect(reads).toBe(afterFirst);
  });
});
