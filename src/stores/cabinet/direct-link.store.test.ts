import { describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from '../../application/cabinet/download-item.use-case';
import type { DownloadSharedFolder } from '../../application/cabinet/download-shared-folder.use-case';
import type { OpenDirectLink } from '../../application/cabinet/open-direct-link.use-case';
import { DirectLinkStore } from './direct-link.store';

describe('opening a direct link', () => {
  it('signs in once when the page opens it twice (strict mode), and again for another link', async () => {
    const open = vi.fn(async () => null);
    const store = new DirectLinkStore(
      { open } as unknown as OpenDirectLink,
      {} as DownloadItem,
      {} as DownloadSharedFolder,
    );
    await Promise.all([store.linkOpened('abc', 7), store.linkOpened('abc', 7)]);
    expect(open).toHaveBeenCalledTimes(1);
    await store.linkOpened('abc', 8);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('tells the page an address that is not valid, or a link that could not be reached', async () => {
    const open = vi.fn(async (hash: string) => (hash === 'cut' ? 'invalid' : 'failed'));
    const store = new DirectLinkStore(
      { open } as unknown as OpenDirectLink,
      {} as DownloadItem,
      {} as DownloadSharedFolder,
    );
    await store.linkOpened('cut', 7);
    expect(store).toMatchObject({ invalid: true, failed: false });
    await store.linkOpened('offline', 7);
    expect(store).toMatchObject({ invalid: false, failed: true });
  });
});
