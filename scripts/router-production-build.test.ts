import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config.ts';

type Alias = { find: RegExp; replacement: string };
const aliasesFor = (command: 'build' | 'serve') => {
  const config = (
    viteConfig as (env: { command: string; mode: string }) => {
      resolve: { alias: Alias[] };
    }
  )({ command, mode: command === 'build' ? 'production' : 'development' });
  return config.resolve.alias;
};

/** The file a bare import resolves to under the config's aliases, or undefined when no alias applies. */
const aliased = (aliases: Alias[], specifier: string) =>
  aliases.find((a) => a.find.test(specifier))?.replacement;

describe('React Router in the build (issue 36 #3)', () => {
  it('builds with the production files, whose dev warnings are switched off', () => {
    const aliases = aliasesFor('build');
    const index = aliased(aliases, 'react-router');
    const dom = aliased(aliases, 'react-router/dom');
    expect(index).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(dom).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
    // The production entry re-exports a chunk that carries the flag; follow its imports to find it.
    const chunks = [...readFileSync(index!, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) =>
      readFileSync(index!.replace('index.mjs', m[1]), 'utf8'),
    );
    expect(chunks.some((c) => c.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    expect(chunks.some((c) => c.includes('ENABLE_DEV_WARNINGS = true'))).toBe(false);
  });

  it('leaves other imports and the dev server alone', () => {
    expect(aliased(aliasesFor('build'), 'react-router-dom')).toBeUndefined();
    expect(aliasesFor('serve')).toEqual([]);
  });
});
