import { describe, expect, it } from 'vitest';
import type { NavigationUser } from '../../domain/routing/route-guard';
import type { RouteMatch } from '../../domain/routing/route-matcher';
import type { AppStores } from '../../stores/app-stores';
import type { StoreResolver } from '../app/stores-context';
import { startEarly } from './early-start';

const noUser = { user: null } as unknown as AppStores['user'];

function run(signedIn: boolean, path: string): string[] {
  const preloaded: string[] = [];
  const session = { likelySignedIn: () => signedIn } as unknown as AppStores['session'];
  startEarly({ session, user: noUser }, path, (id) => {
    preloaded.push(id);
    return undefined;
  });
  return preloaded;
}

describe('startEarly (a page load, before the server says who is signed in)', () => {
  it("starts loading a signed-in page's code when the browser very likely has a session", () => {
    expect(run(true, '/forminstance/302')).toHaveLength(1);
  });

  it('loads nothing without a live session record, nor for a page of the public site', () => {
    expect(run(false, '/forminstance/302')).toEqual([]);
    expect(run(true, '/login')).toEqual([]);
  });

  it("answers the page's loading, which the first render may wait for", async () => {
    const session = { likelySignedIn: () => true } as unknown as AppStores['session'];
    let loaded = false;
    const loading = startEarly({ session, user: noUser }, '/forminstance/302', () =>
      Promise.resolve().then(() => void (loaded = true)),
    );
    await loading;
    expect(loaded).toBe(true);
    expect(startEarly({ session, user: noUser }, '/login', () => Promise.resolve())).toBeUndefined();
  });
});

const member: NavigationUser = { logged: true, accountType: 1, teamScopeId: 0, isSite: false };
const directUser: NavigationUser = { logged: true, accountType: 4, teamScopeId: 0, isSite: false };

/**
 * A page load of `path` with the opening: the session answers with `user` when `answer` is called; records in order
 * what happened (code in, page opened with its parameters) and whether the early start's answer has settled.
 */
function pageLoad(path: string, user: NavigationUser | null) {
  const events: string[] = [];
  const page = { rendered: false };
  const session = { likelySignedIn: () => true } as unknown as AppStores['session'];
  const users = { user: null as NavigationUser | null };
  let answer = () => undefined as void;
  const booted = new Promise<void>((resolve) => {
    answer = () => {
      users.user = user;
      events.push('session answered');
      resolve();
    };
  });
  const resolve = (() => undefined) as unknown as StoreResolver;
  const settled = startEarly(
    { session, user: users as unknown as AppStores['user'] },
    path,
    () => Promise.resolve().then(() => void events.push('code in')),
    {
      booted,
      resolve,
      beforeRender: () => !page.rendered,
      preparer: () =>
        Promise.resolve((match: RouteMatch, given: StoreResolver) => {
          events.push(
            `opened ${match.route.id} ${JSON.stringify(match.params)}${given === resolve ? '' : ' elsewhere'}`,
          );
          return Promise.resolve().then(() => void events.push('data in'));
        }),
    },
  )?.then(() => void events.push('settled'));
  return { events, answer, settled, page };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startEarly opens the page on its data before the first render (issue 36)', () => {
  it('opens the page once its code is in and the session has answered, and settles only when its data is in', async () => {
    const load = pageLoad('/forminstance/302', member);
    await flush();
    expect(load.events).toEqual(['code in']);
    load.answer();
    await load.settled;
    expect(load.events).toEqual([
      'code in',
      'session answered',
      'opened form-instance.details {"instanceId":"302"}',
      'data in',
      'settled',
    ]);
  });

  it('does not open a page the guards will not show: nobody signed in after all, or a user without the forms menu', async () => {
    for (const user of [null, directUser]) {
      const load = pageLoad('/forminstance/302', user);
      await flush();
      load.answer();
      await load.settled;
      expect(load.events).toEqual(['code in', 'session answered', 'settled']);
    }
  });

  it('does not open it once React has rendered (its wait ran out): the page on screen opened its own store', async () => {
    const load = pageLoad('/forminstance/302', member);
    await flush();
    load.page.rendered = true;
    load.answer();
    await load.settled;
    expect(load.events).toEqual(['code in', 'session answered', 'settled']);
  });
});
