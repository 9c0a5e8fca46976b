import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeUploads, photos } from '../../application/cabinet/cabinet.fakes';
import { UploadFiles } from '../../application/cabinet/upload-files.use-case';
import { FakeHub } from '../../application/testing/fakes';
import { UploadStore } from './upload.store';

const file = (name: string, size = 10) => ({ name, size, body: new Uint8Array(size) });

describe('the upload panel', () => {
  it('sends files one after another, each with its state; a file too large fails alone', async () => {
    const uploads = new FakeUploads();
    const store = new UploadStore(new UploadFiles(uploads, new FakeHub()));
    let stored = 0;
    store.filesChosen(
      photos,
      [file('a.txt'), file('big.bin', 60 * 1024 * 1024), file('b.txt')],
      () => stored++,
    );
    await expect.poll(() => store.entries.map((e) => e.state)).toEqual(['uploaded', 'failed', 'uploaded']);
    expect(uploads.sent.map((s) => s.name)).toEqual(['a.txt', 'b.txt']);
    expect(stored).toBe(2);
    expect(store.active).toBe(false);
  });

  it('marks a zip unpacked even when zipUploadDone came before the answer naming its upload', async () => {
    const hub = new FakeHub();
    const uploads = new FakeUploads();
    uploads.upload = async () => {
      hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 2, UploadId: 'u-9' } });
      return { ok: true, kind: 'zip', uploadId: 'u-9' };
    };
    const store = new UploadStore(new UploadFiles(uploads, hub));
    store.filesChosen(photos, [file('Site.zip')], () => undefined);
    await expect.poll(() => store.entries[0]?.state).toBe('unpacked');
  });
});
