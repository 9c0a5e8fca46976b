import { describe, expect, it } from 'vitest';
import { readCookie } from '../adapters/http/http-config';
import { appStores, createContainer, featureLoader, type FeatureArea } from './container';

describe('composition root', () => {
  it('builds every store the views use, with all their dependencies', () => {
    const container = createContainer({ baseUrl: '', fetch: globalThis.fetch, antiForgeryToken: () => null });
    const stores = appStores(container);
    for (const [name, store] of Object.entries(stores)) expect(store, name).toBeTruthy();
    expect(stores.user.user).toBeNull();
    expect(stores.requests.freeOfRequests).toBe(true);
    expect(stores.connection.hubState).toBe('disconnected');
  });

  it('reads the anti-forgery cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('feature areas', () => {
  const config = { baseUrl: '', fetch: globalThis.fetch, antiForgeryToken: () => null };
  const noAreas = () => Promise.resolve([] as const);

  it('loads an area once however often it is asked, and tries again after a failed download', async () => {
    let downloads = 0;
    let fail = true;
    // Every area's download is this one.
    const download = () => {
      downloads++;
      return fail ? Promise.reject(new Error('offline')) : noAreas();
    };
    const features = new Proxy({} as Record<FeatureArea, typeof download>, { get: () => download });
    const load = featureLoader(createContainer(config), features);
    await expect(load('designer')).rejects.toThrow('offline');
    fail = false;
    await load('designer');
    await load('designer');
    expect(downloads).toBe(2);
  });
});
