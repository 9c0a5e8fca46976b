import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createRouteMatcher, isSamePage, matchRoute, splitPath } from './route-matcher';
import { ROUTE_EXPECTATIONS } from './route-expectations.fixture';
import { route, loggedOnly } from './route-preset';
import { compileRoute } from './route-pattern';
import { ROUTES } from './route-table';

const idOf = (path: string) => matchRoute(path)?.route.id ?? null;

describe('matchRoute', () => {
  it.each(ROUTE_EXPECTATIONS.map(([id, path]) => [path, id]))('%s -> %s', (path, id) => {
    expect(idOf(path)).toBe(id);
  });

  it.each([
    ['/report-filters/15-2', 'report.filters', { reportId: '15', reportType: '2' }],
    ['/report/fiter/details/8', 'report.filter.details', { filterId: '8' }],
    [
      '/cabinet/10/folder/new/11-20',
      'cabinet.folder.new',
      { rootContextFolderId: '10', contextFolderId: '11', parentFolderId: '20' },
    ],
    [
      '/cabinet/10/item/2/copy/11-33/group/6',
      'cabinet.item.copy.group',
      { rootContextFolderId: '10', itemType: '2', contextFolderId: '11', itemId: '33', groupId: '6' },
    ],
    [
      '/site/project/details/7/cabinet/10/folder/11-20',
      'site.project.folder',
      { projectId: '7', rootContextFolderId: '10', contextFolderId: '11', folderId: '20' },
    ],
    ['/direct/AbC/5', 'direct.item', { hash: 'AbC', id: '5' }],
    ['/direct/AbC/5/9', 'direct.item', { hash: 'AbC', id: '5', scopeId: '9' }],
    ['/direct-form/AbC', 'direct.form', { hash: 'AbC' }],
    ['/direct-form/AbC/9', 'direct.form', { hash: 'AbC', scopeId: '9' }],
    ['/setup/projecttag/list', 'setup.project-tag.list', {}],
    ['/setup/projecttag/list/4', 'setup.project-tag.list', { id: '4' }],
    ['/modules/quiz/exam/report', 'quiz.exam.report', {}],
    ['/modules/quiz/exam/report/12', 'quiz.exam.report', { quizId: '12' }],
    ['/modules/quiz/exam/report/preview', 'quiz.exam.report.preview', {}],
    ['/modules/quiz/exam/report/preview/12', 'quiz.exam.report.preview', { quizId: '12' }],
    ['/modules/survey/login/7', 'modules.login', { module: 'survey', id: '7' }],
    [
      '/register/invitation/HaSh/1/jane%40example.com/True',
      'auth.register.invitation',
      { hash: 'HaSh', recordId: '1', email: 'jane@example.com', isSilent: 'True' },
    ],
    ['/search/quarterly%20report', 'search', { searchPhrase: 'quarterly report' }],
    ['/search/100%', 'search', { searchPhrase: '100%' }],
    ['/how-it-works/teams', 'public.how-it-works', { rest: '/teams' }],
    ['/error/500', 'core.error', { code: '500' }],
  ])('%s -> %s with params %j', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it('matches literals case-insensitively but keeps the case of parameters', () => {
    const match = matchRoute('/DIRECT-FORM/AbCdEf/12');
    expect(match?.route.id).toBe('direct.form');
    expect(match?.params).toEqual({ hash: 'AbCdEf', scopeId: '12' });
    expect(match?.path).toBe('/DIRECT-FORM/AbCdEf/12');
  });

  it('prefers literal segments over parameters', () => {
    expect(idOf('/setup/doctype/list')).toBe('setup.doctype.list');
    expect(idOf('/setup/doctype/LIST')).toBe('setup.doctype.list');
    expect(idOf('/setup/doctype/9')).toBe('setup.doctype.details');
    expect(idOf('/modules/403')).toBe('modules.forbidden');
    expect(idOf('/direct/403')).toBe('direct.forbidden');
    expect(idOf('/modules/quiz/results/edit/3')).toBe('quiz.results.edit');
  });

  it('tolerates a query string, a hash, trailing slashes and a missing leading slash', () => {
    const match = matchRoute('form/details/17/?tab=fields&tab=data&x=%2Fy#top');
    expect(match?.route.id).toBe('form.details');
    expect(match?.path).toBe('/form/details/17');
    expect(match?.search).toBe('tab=fields&tab=data&x=%2Fy');
    expect(match?.query).toEqual({ tab: 'data', x: '/y' });
    expect(idOf('/form/list///')).toBe('form.list');
    expect(idOf('')).toBe('public.home');
    expect(idOf('?returnUrl=x')).toBe('public.home');
  });

  it('takes the how-it-works pages by prefix', () => {
    expect(idOf('/how-it-works')).toBe('public.how-it-works');
    expect(idOf('/How-It-Works-For-Teams')).toBe('public.how-it-works');
    expect(idOf('/how-it-work')).toBeNull();
  });

  it.each([
    '/nope',
    '/report/details/15',
    '/report/details/15-2-3',
    '/report/details/-2',
    '/form//list',
    '//form/list',
    '/cabinet/10/folder/10',
    '/direct/abc',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('createRouteMatcher', () => {
  it('compiles any table, root route and all', () => {
    const match = createRouteMatcher([
      route('a', '/', 'A', 'x', loggedOnly('user')),
      route('b', '/b/:id', 'B', 'x', loggedOnly('user')),
    ]);
    expect(match('/')?.route.id).toBe('a');
    expect(match('/B/7')?.params).toEqual({ id: '7' });
    expect(match('/c')).toBeNull();
  });

  it('does not depend on table order: literals win even when listed after a parameter', () => {
    const match = createRouteMatcher([
      route('d', '/x/:id', 'D', 'x', loggedOnly('user')),
      route('l', '/x/list', 'L', 'x', loggedOnly('user')),
    ]);
    expect(match('/x/LIST')?.route.id).toBe('l');
    const reversed = createRouteMatcher([...ROUTES].reverse());
    for (const [id, path] of ROUTE_EXPECTATIONS) expect(reversed(path)?.route.id).toBe(id);
  });
});

describe('splitPath', () => {
  it.each([
    ['', '/', ''],
    ['/', '/', ''],
    ['/a/b/', '/a/b', ''],
    ['a?x=1#h', '/a', 'x=1'],
    ['/a#h?x=1', '/a', ''],
  ])('%j -> %j, %j', (raw, path, search) => {
    expect(splitPath(raw)).toEqual({ path, search });
  });
});

describe('isSamePage', () => {
  it.each([
    ['/direct/share-files-folders', '/Direct/Share-Files-Folders/', true],
    ['/form/list', '/form/list?x=1#top', true],
    ['/direct/AbC/5', '/direct/AbC/5', true],
    ['/direct/AbC/5', '/direct/abc/5', false],
    ['/direct/AbC/5', '/direct/AbC/5/9', false],
    ['/form/list', '/project/list', false],
    ['/form/list', '/no/such/page', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(isSamePage(a, b)).toBe(same);
    expect(isSamePage(b, a)).toBe(same);
  });
});

describe('the slash count test before each expression', () => {
  const compiled = ROUTES.map(compileRoute);
  const slashes = (path: string) => path.split('/').length - 1;
  const segment = fc.oneof(
    fc.constantFrom('cabinet', 'item', 'move', 'setup', 'list', '10-20', 'how-it-works', 'x', ''),
    fc.string({ maxLength: 5 }),
  );
  const paths = fc
    .array(segment, { maxLength: 9 })
    .map((segments) => splitPath('/' + segments.join('/')).path);

  it('never rules out a route whose expression matches the path', () => {
    fc.assert(
      fc.property(paths, (path) => {
        for (const { regex, slashes: range } of compiled) {
          if (regex.test(path))
            expect(slashes(path) >= range.min && slashes(path) <= range.max, `${path} against ${regex}`).toBe(
              true,
            );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('every pattern of the table, filled in, is in its own range', () => {
    for (const { route, slashes: range } of compiled) {
      const path = route.pattern
        .replace(/:[^/-]+\?/g, 'opt')
        .replace(/:[^/-]+/g, 'p')
        .replace(/\*$/, '/more/deep');
      expect(slashes(path === '' ? '/' : path)).toBeGreaterThanOrEqual(range.min);
      expect(slashes(path === '' ? '/' : path)).toBeLessThanOrEqual(range.max);
    }
  });
});
