import { describe, expect, it } from 'vitest';
import { DuplicateRowColumnStore } from './duplicate-row-column.store';
import { RemoveRowColumnStore } from './remove-row-column.store';

describe('DuplicateRowColumnStore', () => {
  it('shows messages only for touched fields and runs only when valid', async () => {
    const store = new DuplicateRowColumnStore(3, 2);
    expect(store.valid).toBe(false);
    expect(store.errorsOf('SourceIndex')).toBeUndefined();
    let ran = false;
    expect(
      await store.duplicate(async () => {
        ran = true;
        return [];
      }),
    ).toBe(false);
    expect(ran).toBe(false);
    expect(store.errorsOf('TargetIndex')).toEqual(['This field is required.']);
    store.sourceIndexChanged('3');
    store.targetIndexChanged('0');
    expect(await store.duplicate(async () => [])).toBe(true);
    expect(store.status).toBe('Row 3 was duplicated before row 1.');
  });

  it('follows new counts and keeps the errors the operation returned', async () => {
    const store = new DuplicateRowColumnStore(3, 2);
    store.sourceTypeChanged(1);
    store.sourceIndexChanged('3');
    expect(store.errorsOf('SourceIndex')).toEqual(['Source column index is out of allowed range [1-2].']);
    store.countsChanged(3, 3);
    store.targetIndexChanged('3');
    expect(await store.duplicate(async () => ['Column 3 holds a linked field.'])).toBe(false);
    expect(store.operationErrors).toEqual(['Column 3 holds a linked field.']);
    expect(
      await store.duplicate(async () => {
        throw new Error('network');
      }),
    ).toBe(false);
    expect(store.operationErrors).toEqual(['Unexpected error']);
  });
});

describe('RemoveRowColumnStore', () => {
  it('sends the parsed indices and clears the input after a clean removal', async () => {
    const store = new RemoveRowColumnStore(6, 2);
    store.indicesChanged('5-6, 1, 5-3');
    let sent: unknown = null;
    expect(
      await store.remove(async (request) => {
        sent = request;
        return [];
      }),
    ).toBe(true);
    expect(sent).toEqual({ SourceType: 0, SourceIndices: [1, 5, 6] });
    expect(store.status).toBe('Rows 1, 5, 6 removed.');
    expect(store.indices).toBe('');
    expect(store.visibleErrors).toEqual([]);
  });
});
