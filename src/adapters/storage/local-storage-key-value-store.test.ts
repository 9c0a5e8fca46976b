// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store';

afterEach(() => window.localStorage.clear());

it('lists the keys of the browser storage by prefix, and removes them from it', () => {
  window.localStorage.setItem('gridwork.form-draft.1.300', '{}');
  window.localStorage.setItem('other-app', 'x');
  const store = new LocalStorageKeyValueStore();
  store.write('gridwork.form-draft.1.301', '{}');
  expect(store.keys('gridwork.form-draft.').sort()).toEqual([
    'gridwork.form-draft.1.300',
    'gridwork.form-draft.1.301',
  ]);
  store.remove('gridwork.form-draft.1.300');
  expect(window.localStorage.getItem('gridwork.form-draft.1.300')).toBeNull();
  expect(store.keys('')).toContain('other-app');
});
