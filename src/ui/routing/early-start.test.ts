import { describe, expect, it } from 'vitest';
import type { AppStores } from '../../stores/app-stores';
import { startEarly } from './early-start';

function run(signedIn: boolean, path: string): string[] {
  const preloaded: string[] = [];
  const session = { likelySignedIn: () => signedIn } as unknown as AppStores['session'];
  startEarly({ session }, path, (id) => {
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
    const loading = startEarly({ session }, '/forminstance/302', () =>
      Promise.resolve().then(() => void (loaded = true)),
    );
    await loading;
    expect(loaded).toBe(true);
    expect(startEarly({ session }, '/login', () => Promise.resolve())).toBeUndefined();
  });
});
