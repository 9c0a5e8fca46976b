import { describe, it, expect } from 'vitest';
import { ROUTES, routeById } from './route-table';
import { AUTH_STATES, MENU_TYPES, PAGE_STATES } from './route-types';

/** Every path of spec section 2, written in the table's pattern syntax. */
const SPEC_PATTERNS = `
/start /error/:code /403 /404 /loading /logout /switch/:scopeId
/search/:searchPhrase /project /project/list /project/details/:projectId
/form/list /forminstance/:instanceId /forms/group/details/:id /form/details/:formId /setup/form/manage/:formId
/setup/form/preview/:formId /share-form/:formId
/report/list /report-filters/:reportId-:reportType /report/group/details/:id /report/details/:reportId-:reportType
/report/preview/:reportId-:reportType /report/fiter/details/:filterId
/task/list /activitylog/list /dashboard /order/list /success /documentupload/:uploadId/:action/:returnParam
/cabinet/list /cabinet/new /cabinet/:rootContextFolderId/folder/new/:contextFolderId-:parentFolderId
/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId
/cabinet/:rootContextFolderId/share/:itemType/manage/:contextFolderId-:itemId
/cabinet/:rootContextFolderId/item/:itemType/move/:contextFolderId-:itemId
/cabinet/:rootContextFolderId/item/:itemType/move/:contextFolderId-:itemId/group/:groupId
/cabinet/:rootContextFolderId/item/:itemType/copy/:contextFolderId-:itemId
/cabinet/:rootContextFolderId/item/:itemType/copy/:contextFolderId-:itemId/group/:groupId
/setup/general /setup/users/list /setup/role/list /setup/role/new /setup/role/details/:id /setup/workflow/list
/setup/workflow/new /setup/workflow/details/:workflowId /setup/projecttag/list/:id? /setup/site/new /setup/site/list
/setup/site/details/:siteId /setup/site/:siteId/manage/list /setup/admin /setup/notecategory/list
/setup/notecategory/details/:categoryId /setup/tasks /setup/tasks/category/:categoryId /setup/projectsummary/list
/setup/projectsummary/new /setup/projectsummary/details/:projectSummaryId /setup/doctype/list /setup/doctype/:id
/setup/changepassword
/workspaces /notifications /profile /invitation/:hash/:recordId
/workspace/:id/teams /workspace/:id/edit /workspace/:id/billing /workspace/:id/subscription /workspace/:id/users
/workspace/:id/merchant /workspace/:id/activity
/site/project/list /site/project/details/:projectId
/site/project/details/:projectId/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId
/site/link/:hash/:recordId /site/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId /site/logout
/site/invitation/:hash/:recordId /site/register/invitation/:hash/:recordId/:email/:isSilent
/site/login/invitation/:hash/:recordId/:email/:isSilent /site/reset-password /site/changepassword/:hash/:recordId
/site/password/login /site/user/login /site/account-not-active
/direct/:hash/:id/:scopeId? /link/:hash/:recordId /direct/share-files-folders
/direct/cabinet/:rootContextFolderId/folder/:contextFolderId-:folderId /direct/403 /direct-form/:hash/:scopeId?
/login /login/invitation/:hash/:recordId/:email/:isSilent /register/invitation/:hash/:recordId/:email/:isSilent
/changepassword/:hash/:recordId /reset-password /restore/account/:hash/:recordId/:email/:isSilent
/restore/choice/:hash/:recordId/:email/:isSilent
/modules/quiz/list /modules/quiz/details/:quizId /modules/quiz/question/:questionId /modules/quiz/settings/:quizId
/modules/quiz/exam/pre/preview /modules/quiz/exam/preview /modules/quiz/exam/report/preview/:quizId?
/modules/quiz/exam/pre /modules/quiz/exam /modules/quiz/share/:quizId /modules/quiz/getexam/:quizId
/modules/quiz/exam/report/:quizId? /modules/quiz/users /modules/quiz/results/:quizId
/modules/quiz/results/edit/:quizExamId /modules/quiz/resultsquestions/:quizId
/modules/survey/list /modules/survey/details/:surveyId /modules/survey/question/:questionId
/modules/survey/settings/:surveyId /modules/survey/exam/pre/preview /modules/survey/exam/preview
/modules/survey/exam/report/:surveyExamId /modules/survey/exam/pre /modules/survey/exam /modules/survey/share/:surveyId
/modules/survey/getexam/:surveyId /modules/survey/exam/completed /modules/survey/exam/completed/preview
/modules/survey/users /modules/survey/results/:surveyId /modules/survey/resultsquestions/:surveyId
/modules/:module/login/:id /modules/403
/ /features /how-it-works* /solutions /privacy /about /terms /signup
`
  .trim()
  .split(/\s+/);

const lower = (s: string) => s.toLowerCase();

describe('ROUTES', () => {
  it('holds every route of spec section 2 and nothing else', () => {
    expect(ROUTES.map((r) => lower(r.pattern)).sort()).toEqual(SPEC_PATTERNS.map(lower).sort());
  });

  it('has unique ids', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it.each(ROUTES)('$id has known attributes, a title and an area', (r) => {
    expect(PAGE_STATES).toContain(r.pageState);
    expect(AUTH_STATES).toContain(r.authState);
    expect(MENU_TYPES).toContain(r.menuType);
    expect(r.title).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(r.area).toMatch(/^[a-z-]+$/);
    // Only pages that need a session refuse anonymous visitors.
    expect(r.allowAnonymous).toBe(r.authState !== 'Logged');
    expect(Object.isFrozen(r)).toBe(true);
  });

  it.each([
    'core.start',
    'core.error',
    'core.forbidden',
    'core.not-found',
    'public.home',
    'direct.item',
    'direct.link',
    'direct.share-files-folders',
    'direct.cabinet.folder',
    'direct.forbidden',
    'direct.form',
    'landing.invitation',
    'site.invitation',
    'quiz.exam.pre',
    'quiz.exam',
    'quiz.exam.report',
    'quiz.share',
    'quiz.get-exam',
    'survey.exam.pre',
    'survey.exam',
    'survey.exam.report',
    'survey.exam.completed',
    'survey.share',
    'survey.get-exam',
  ])('%s allows anonymous access (spec section 6)', (id) => {
    expect(routeById(id)?.allowAnonymous).toBe(true);
  });

  it('keeps management pages from anonymous visitors (spec section 6)', () => {
    const management = ROUTES.filter((r) => r.menuType === 'manageWorkspace');
    expect(management.map((r) => r.id)).toHaveLength(7);
    for (const r of management) expect(r).toMatchObject({ allowAnonymous: false, authState: 'Logged' });
  });

  it.each([
    ['auth.login', { authState: 'Anonymous', pageState: 'AuthPage' }],
    ['auth.restore.choice', { authState: 'Anonymous', pageState: 'AuthPage' }],
    ['modules.login', { authState: 'Anonymous' }],
    ['direct.form', { authState: 'Both', menuType: 'direct' }],
    ['setup.change-password', { authState: 'Logged' }],
    ['landing.profile', { menuType: 'landing', authState: 'Logged' }],
    ['site.password.login', { menuType: 'singlepassword' }],
    ['site.project.list', { menuType: 'site', pageState: 'ExternalSitePage' }],
    ['quiz.exam', { pageState: 'QuizExamPage' }],
    ['survey.exam.completed', { pageState: 'SurveyExamPage' }],
    ['core.not-found', { pageState: 'ErrorPage' }],
    ['core.start', { pageState: 'StartPage' }],
    ['public.home', { pageState: 'HomePage', menuType: 'home' }],
    ['form.manage', { title: 'Manage Form', pattern: '/setup/form/manage/:formId', area: 'forms' }],
  ])('%s carries %j', (id, attributes) => {
    expect(routeById(id)).toMatchObject(attributes);
  });

  it('finds nothing for an unknown id', () => {
    expect(routeById('nope')).toBeUndefined();
  });
});
