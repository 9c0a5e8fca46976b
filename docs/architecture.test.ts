import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps "One name per area" true (docs/architecture.md, "Folder map"): the map names only folders that exist, every
 * area folder of the layers is on the map, and no layer grows flat files beside its area folders again.
 */
const ROOT = process.cwd();
const LAYERS = [
  'src/domain',
  'src/application',
  'src/stores',
  'src/ui',
  'mock-server/routes',
  'contracts/consumer',
] as const;
/** Files a layer may hold beside its area folders: its own index, or shared support, each named here with why. */
const SHARED_FILES: Record<(typeof LAYERS)[number], readonly string[]> = {
  'src/domain': [],
  'src/application': [],
  'src/stores': ['app-stores.ts'], // the list of stores the views reach
  'src/ui': ['main.tsx'], // the composition root of the browser
  'mock-server/routes': ['mock-control.ts'], // the mock's own control calls, not the product's API
  'contracts/consumer': ['demo-ids.ts', 'pact-support.ts', 'settled-pact.ts', 'spa-handling.ts'], // Pact support
};
/** Folders that are not an area of the product but a layer's own support, listed under the map's table. */
const SUPPORT_FOLDERS = new Set([
  'testing',
  'access',
  'styles',
  'fields',
  'components',
  'app',
  'layouts',
  'pages',
]);

function mapCells(): string[][] {
  const text = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## Folder map'), text.indexOf('## Composition'));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Area'));
  return rows.map((row) =>
    row
      .split('|')
      .slice(2, 2 + LAYERS.length)
      .map((cell) => cell.trim()),
  );
}

const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\/$/, ''));

describe('the folder map of docs/architecture.md', () => {
  const cells = mapCells();

  it('has a row per area', () => {
    expect(cells.length).toBeGreaterThan(10);
  });

  it('names only folders and files that exist', () => {
    const missing = cells.flatMap((row) =>
      row.flatMap((cell, column) =>
        named(cell)
          .map((name) => `${LAYERS[column]}/${name}`)
          .filter((path) => !existsSync(join(ROOT, path))),
      ),
    );
    expect(missing).toEqual([]);
  });

  it.each(LAYERS)('lists every area folder of %s', (layer) => {
    const column = LAYERS.indexOf(layer);
    const onMap = new Set(cells.flatMap((row) => named(row[column] ?? '').map((name) => name.split('/')[0])));
    const folders = readdirSync(join(ROOT, layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SUPPORT_FOLDERS.has(entry.name))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !onMap.has(folder))).toEqual([]);
  });

  it.each(LAYERS)('keeps %s to area folders (no flat files beside them)', (layer) => {
    const flat = readdirSync(join(ROOT, layer), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !SHARED_FILES[layer].includes(entry.name))
      .map((entry) => entry.name);
    expect(flat).toEqual([]);
  });
});
