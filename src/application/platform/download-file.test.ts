import { describe, expect, it } from 'vitest';
import type { Device } from '../../ports/device.port';
import type { FileDownloader } from '../../ports/file-downloader.port';
import { DownloadFile } from './download-file.use-case';

function setup(mobile: boolean) {
  const saved: Array<Parameters<FileDownloader['save']>[0]> = [];
  const opened: string[] = [];
  const files: FileDownloader = {
    save: async (request) => {
      saved.push(request);
      return true;
    },
    open: (url) => opened.push(url),
    saveBlob: () => undefined,
  };
  const device: Device = { isMobile: () => mobile, userAgent: () => '', antiForgeryToken: () => 'tok' };
  return { download: new DownloadFile(files, device), saved, opened };
}

describe('file download (platform spec §7)', () => {
  it('appends the anti-forgery token and saves the file on a desktop', async () => {
    const { download, saved, opened } = setup(false);
    await download.run({ url: '/api/forminstance/FormToExcel?id=3', fileName: 'Form.xlsx' });
    expect(saved).toEqual([
      {
        url: '/api/forminstance/FormToExcel?id=3&xsrf=tok',
        method: 'GET',
        body: undefined,
        fileName: 'Form.xlsx',
      },
    ]);
    expect(opened).toEqual([]);
  });

  it('opens the URL directly on mobile', async () => {
    const { download, saved, opened } = setup(true);
    await download.run({ url: '/api/forminstance/FormToCSV?id=3', fileName: 'Form.csv' });
    expect(opened).toEqual(['/api/forminstance/FormToCSV?id=3&xsrf=tok']);
    expect(saved).toEqual([]);
  });

  it('leaves cloud object storage URLs without the token', async () => {
    const { download, saved } = setup(false);
    await download.run({ url: 'https://files.s3.amazonaws.com/a.pdf', fileName: 'a.pdf' });
    expect(saved[0].url).toBe('https://files.s3.amazonaws.com/a.pdf');
  });

  it('posts a body when the export needs one, on mobile too', async () => {
    const { download, saved } = setup(true);
    await download.run({
      url: '/api/forminstance/FormToPDF',
      method: 'POST',
      body: { InstanceId: 3 },
      fileName: 'F.pdf',
    });
    expect(saved[0]).toMatchObject({ method: 'POST', body: { InstanceId: 3 } });
  });
});
