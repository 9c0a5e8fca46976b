import { describe, expect, it } from 'vitest';
import type { ErrorPayload } from '../../domain/platform/error-catalogue';
import { LINK_VISIT_KEY } from '../../domain/quizzes/link-session';
import { signedOutDestination } from '../../domain/routing/route-guard';
import { settle } from '../testing/fakes';
import { platformHarness } from '../testing/platform-harness';

async function tabOn(path: string) {
  const tab = platformHarness();
  tab.requestOutcome.start();
  await tab.signIn.run('member@demo.test', 'demo');
  tab.navigator.path = path;
  return tab;
}
const fail = (status: number, payload: ErrorPayload = {}) => ({ kind: 'status' as const, status, payload });

describe('error catalogue carried out (platform spec §8)', () => {
  it('401 resets the user, stops the timer and goes to /login, keeping the wanted page', async () => {
    const tab = await tabOn('/report/list');
    tab.events.failed(fail(401), 'report');
    expect(tab.users.user).toBeNull();
    expect(tab.navigator.path).toBe('/login?returnUrl=%2Freport%2Flist');
    expect(tab.hub.state).toBe('disconnected');
  });

  it("401 on a link visitor's quiz page goes back to the link's sign-in page, saying the session ended", () => {
    const tab = platformHarness();
    tab.requestOutcome.start();
    tab.store.write(LINK_VISIT_KEY, JSON.stringify({ module: 'quiz', id: 1100, hash: 'h4sh_-' }));
    tab.navigator.path = '/modules/quiz/getExam/1100';
    tab.events.failed(fail(401), 'quizexam/open');
    expect(tab.navigator.path).toBe('/modules/quiz/login/1100?h=h4sh_-&expired=1');
  });

  it("401 on a member's quiz page is handled as any member's, whatever link this browser proved", async () => {
    const tab = await tabOn('/modules/quiz/getExam/1100');
    tab.store.write(LINK_VISIT_KEY, JSON.stringify({ module: 'quiz', id: 1100, hash: 'h4sh_-' }));
    tab.events.failed(fail(401), 'quizexam/open');
    expect(tab.users.user).toBeNull();
    expect(tab.navigator.path).toBe(signedOutDestination('/modules/quiz/getExam/1100'));
  });

  it('401 on an external site goes to the site login', async () => {
    const tab = await tabOn('/site/project/list');
    tab.events.failed(fail(401), 'x');
    expect(tab.navigator.path).toBe('/site/user/login?returnUrl=%2Fsite%2Fproject%2Flist');
  });

  it('402 opens the quota dialog with the server message', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(402, { Message: 'Quota reached' }), 'form');
    expect(tab.dialogs.quota).toEqual(['Quota reached']);
  });

  it('403 deleted shows the exact text after 10 ms', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(403, { IsDeleted: true, ScopeId: 3 }), 'form');
    expect(tab.notifier.shown).toEqual([]);
    tab.time.advance(10);
    expect(tab.notifier.shown).toEqual([
      { kind: 'error', message: "The user or the resource that you're trying to reach is unavailable!" },
    ]);
  });

  it('403 locked opens the unlock dialog with the admin flag', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(
      fail(403, { IsLocked: true, WorkspaceId: 1, WorkspaceName: 'Demo', IsAdmin: false }),
      'x',
    );
    expect(tab.dialogs.unlocks).toEqual([{ workspaceId: 1, workspaceName: 'Demo', isAdmin: false }]);
  });

  it('other 403 goes to /403, but not from a workspace page', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(403), 'x');
    expect(tab.navigator.path).toBe('/403');
    const workspace = await tabOn('/workspace/1/users');
    workspace.events.failed(fail(403), 'x');
    expect(workspace.navigator.path).toBe('/workspace/1/users');
    workspace.time.advance(10);
    expect(workspace.notifier.shown).toEqual([{ kind: 'error', message: 'Unexpected error' }]);
  });

  it('406 shows the error, signs out and goes to /start', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(406, { Message: 'Session not acceptable' }), 'x');
    await settle();
    expect(tab.navigator.path).toBe('/start');
    expect(tab.users.user).toBeNull();
    expect(tab.account.signedOut).toBe(1);
    tab.time.advance(10);
    expect(tab.notifier.shown).toContainEqual({ kind: 'error', message: 'Session not acceptable' });
  });

  it('409 and aborted calls show nothing', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(409, { Message: 'conflict' }), 'x');
    tab.events.failed({ kind: 'aborted' }, 'x');
    tab.time.advance(100);
    expect(tab.notifier.shown).toEqual([]);
    expect(tab.navigator.path).toBe('/form/list');
  });

  it('500 shows the server message; a warning on a 200 shows as a warning', async () => {
    const tab = await tabOn('/form/list');
    tab.events.failed(fail(500, { Message: 'Database down' }), 'x');
    tab.events.warned('Careful now');
    tab.time.advance(10);
    expect(tab.notifier.shown).toEqual([
      { kind: 'error', message: 'Database down' },
      { kind: 'warning', message: 'Careful now' },
    ]);
  });
});
