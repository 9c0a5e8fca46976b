import { describe, expect, it } from 'vitest';
import { readCookie } from '../adapters/http/http-config';
import { appStores, createContainer } from './container';

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
