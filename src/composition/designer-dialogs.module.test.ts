import { describe, expect, it } from 'vitest';
import { DESIGNER_DIALOG_USE_CASES } from '../application/designer-dialogs/designer-dialog-use-cases';
import { DESIGNER_DIALOG_STORES } from '../stores/designer-dialogs/designer-dialog-stores';
import { createFullContainer } from './container';

describe('designer dialogs module', () => {
  it('builds every designer-dialog store and use case from the real container', async () => {
    const container = await createFullContainer({
      baseUrl: '',
      fetch: globalThis.fetch,
      antiForgeryToken: () => null,
    });
    for (const useCase of DESIGNER_DIALOG_USE_CASES)
      expect(container.get(useCase), useCase.name).toBeTruthy();
    for (const store of DESIGNER_DIALOG_STORES) {
      const first = container.get(store);
      expect(first, store.name).toBeTruthy();
      expect(container.get(store), `${store.name} is one per dialog`).not.toBe(first);
    }
  });
});
