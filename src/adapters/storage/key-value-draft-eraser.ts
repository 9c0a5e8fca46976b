import { inject, injectable } from 'inversify';
import type { DraftEraser } from '../../ports/draft-eraser.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { isDraftKeyOf } from './draft-keys';

/** Removes drafts from the KeyValueStore by their keys (see draft-keys.ts), without reading them. */
@injectable()
export class KeyValueDraftEraser implements DraftEraser {
  constructor(@inject(KeyValueStore) private readonly store: KeyValueStore) {}

  eraseDrafts(userId: number | null): void {
    for (const key of this.store.keys('')) {
      if (isDraftKeyOf(key, userId)) this.store.remove(key);
    }
  }
}
