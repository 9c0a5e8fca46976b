import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { matchRoute } from './route-matcher';
import { decideNavigation, type NavigationUser } from './route-guard';
import { ROUTES } from './route-table';
import { ROUTE_EXPECTATIONS } from './route-expectations.fixture';
import { COLUMNS } from './route-test-users.fixture';

const WORDS = [
  'form',
  'search',
  'forminstance',
  'list',
  'setup',
  'site',
  'direct',
  'modules',
  'quiz',
  'exam',
  'report',
  '403',
  'login',
  'switch',
  'cabinet',
  'folder',
  '10-20',
  'how-it-works',
  '%',
  '%E0%A4%A',
  '..',
  '',
];
const LONE_SURROGATES = ['\uD800', '\uDFFF', '\uDBFF\uDBFF'];

/** Strings shaped like paths: words of the table mixed with noise, random case, query and hash. */
const pathLike = fc
  .tuple(
    fc.array(
      fc.oneof(fc.constantFrom(...WORDS, ...LONE_SURROGATES), fc.string({ unit: 'binary', maxLength: 6 })),
      { maxLength: 8 },
    ),
    fc.option(fc.string({ maxLength: 20 })),
    fc.boolean(),
  )
  .map(([segments, query, upper]) => {
    const path = '/' + segments.join('/');
    return (upper ? path.toUpperCase() : path) + (query === null ? '' : `?returnUrl=${query}&back=${query}`);
  });

const anyPath = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  pathLike,
  fc.constantFrom(...ROUTE_EXPECTATIONS.map(([, p]) => p)),
);

const anyUser: fc.Arbitrary<NavigationUser | null> = fc.option(
  fc.record({
    logged: fc.boolean(),
    accountType: fc.integer({ min: -2, max: 7 }) as fc.Arbitrary<NavigationUser['accountType']>,
    teamScopeId: fc.oneof(fc.integer(), fc.constant(0), fc.constant(Number.NaN)),
    isSite: fc.boolean(),
  }),
);

const realUser = fc.constantFrom(...COLUMNS.map((c) => c.user));

describe('properties', () => {
  it('matchRoute never throws, and a match always has a path starting with /', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const match = matchRoute(path);
        if (match) expect(match.path.startsWith('/')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('decideNavigation never throws and always renders or redirects to an in-app path', () => {
    fc.assert(
      fc.property(anyPath, anyUser, (path, user) => {
        const decision = decideNavigation({ path, user });
        if (decision.kind === 'redirect') expect(decision.to).toMatch(/^\/[^/\\]|^\/$/);
        else expect(decision.kind).toBe('render');
      }),
      { numRuns: 3000 },
    );
  });

  it('following redirects always ends on a rendered page within three steps (no loops)', () => {
    fc.assert(
      fc.property(anyPath, realUser, (start, user) => {
        let path = start;
        for (let step = 0; step < 3; step += 1) {
          const decision = decideNavigation({ path, user });
          if (decision.kind === 'render') return;
          path = decision.to;
        }
        expect(decideNavigation({ path, user }).kind).toBe('render');
      }),
      { numRuns: 3000 },
    );
  });

  it('matching ignores the case of literal segments', () => {
    const samples = ROUTE_EXPECTATIONS.map(([id, path]) => ({ id, path }));
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        ({ id, path }, flips) => {
          const varied = [...path].map((ch, i) => (flips[i] ? ch.toUpperCase() : ch.toLowerCase())).join('');
          expect(matchRoute(varied)?.route.id).toBe(id);
        },
      ),
    );
  });

  it('every route gives back the parameters put into it, URI-decoded', () => {
    const value = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.string({ maxLength: 6 }))
      .map(([n, s]) => `${n}${s.replace(/-/g, '')}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.array(value, { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        (route, values, withOptional) => {
          const expected: Record<string, string> = {};
          let next = 0;
          const path = route.pattern
            .split('/')
            .map((segment) => {
              if (segment.endsWith('*')) return segment.slice(0, -1);
              if (!segment.startsWith(':')) return segment;
              if (segment.endsWith('?') && !withOptional) return null;
              return segment
                .replace(/\?$/, '')
                .split('-')
                .map((param) => {
                  expected[param.slice(1)] = values[next];
                  return encodeURIComponent(values[next++]);
                })
                .join('-');
            })
            .filter((s) => s !== null)
            .join('/');
          const match = matchRoute(path);
          expect(match?.route.id).toBe(route.id);
          expect(match?.params).toEqual(route.pattern.endsWith('*') ? { rest: '' } : expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('matches fast: 20,000 lookups well under a second', () => {
    const paths = ROUTE_EXPECTATIONS.map(([, p]) => p);
    const started = performance.now();
    for (let i = 0; i < 20000; i += 1) matchRoute(paths[i % paths.length]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
