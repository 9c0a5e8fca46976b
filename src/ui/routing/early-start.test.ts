import { describe, expect, it } from 'vitest';
import type { AppStores } from '../../stores/app-stores';
import { startEarly } from './early-start';

function stores(signedIn: boolean) {
  const early: string[] = [];
  const fake = {
    session: { likelySignedIn: () => signedIn },
    navigation: { prefetchEarly: (path: string) => early.push(path) },
  } as unknown as Pick<AppStores, 'session' | 'navigation'>;
  return { fake, early };
}

describe('startEarly (a page load, before the server says who is signed in)', () => {
  it("starts a signed-in page's first call when the browser very likely has a session", () => {
    const { fake, early } = stores(true);
    startEarly(fake, '/notifications');
    expect(early).toEqual(['/notifications']);
  });

  it('starts nothing without a live session record, nor for a page of the public site', () => {
    const signedOut = stores(false);
    startEarly(signedOut.fake, '/forminstance/302');
    expect(signedOut.early).toEqual([]);
    const visitor = stores(true);
    startEarly(visitor.fake, '/login');
    expect(visitor.early).toEqual([]);
  });
});
