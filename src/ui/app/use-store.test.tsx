import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testStores } from '../testing/render-with-stores';
import { StoresProvider, useStore } from './stores-context';

afterEach(cleanup);

class PageStore {
  static made = 0;
  disposed = 0;
  constructor() {
    PageStore.made += 1;
  }
  dispose(): void {
    this.disposed += 1;
  }
}

const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('useStore', () => {
  it('keeps one store for the life of a view, even under StrictMode, and disposes it once when the view closes', async () => {
    const { stores } = testStores();
    let seen: PageStore | null = null;
    function Page() {
      seen = useStore(PageStore);
      return null;
    }
    const view = render(
      <StrictMode>
        <StoresProvider stores={stores} resolve={(store) => new store()}>
          <Page />
        </StoresProvider>
      </StrictMode>,
    );
    await wait();
    const store = seen as unknown as PageStore;
    expect(store.disposed).toBe(0);
    view.unmount();
    await wait();
    expect(store.disposed).toBe(1);
  });
});
