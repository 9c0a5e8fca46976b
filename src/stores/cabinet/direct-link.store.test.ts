import { describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from '../../application/cabinet/download-item.use-case';
import type { OpenDirectLink } from '../../application/cabinet/open-direct-link.use-case';
import { DirectLinkStore } from './direct-link.store';

describe('opening a direct link', () => {
  it('signs in once when the page opens it twice (strict mode), and again for another link', async () => {
    const open = vi.fn(async () => undefined);
    const store = new DirectLinkStore({ open } as unknown as OpenDirectLink, {} as DownloadItem);
    await Promise.all([store.linkOpened('abc', 7), store.linkOpened('abc', 7)]);
    expect(open).toHaveBeenCalledTimes(1);
    await store.linkOpened('abc', 8);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
