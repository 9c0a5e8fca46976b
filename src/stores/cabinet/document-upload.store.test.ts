import { describe, expect, it, vi } from 'vitest';
import type { FollowUpload } from '../../application/cabinet/follow-upload.use-case';
import { DocumentUploadStore } from './document-upload.store';

function followUpload() {
  const stops: Array<ReturnType<typeof vi.fn>> = [];
  const use = {
    returnPath: () => '/cabinet/1/folder/1-2',
    watch: vi.fn(() => {
      const stop = vi.fn();
      stops.push(stop);
      return stop;
    }),
    status: vi.fn(async () => null),
  };
  return { use, stops, store: new DocumentUploadStore(use as unknown as FollowUpload) };
}

describe('following a background upload', () => {
  it('asks once and watches once when opened twice for the same upload (strict mode), and follows another one', async () => {
    const { use, stops, store } = followUpload();
    await Promise.all([store.opened('u1', 'zip', '1-2-3'), store.opened('u1', 'zip', '1-2-3')]);
    expect(use.status).toHaveBeenCalledTimes(1);
    expect(use.watch).toHaveBeenCalledTimes(1);
    expect(store.missing).toBe(true);
    await store.opened('u2', 'zip', '1-2-3');
    expect(use.status).toHaveBeenCalledTimes(2);
    expect(stops[0]).toHaveBeenCalledTimes(1);
    store.dispose();
    expect(stops[1]).toHaveBeenCalledTimes(1);
  });
});
