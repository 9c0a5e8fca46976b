import { inject, injectable } from 'inversify';
import { downloadUrl } from '../../domain/platform/request-conventions';
import { Device } from '../../ports/device.port';
import { FileDownloader } from '../../ports/file-downloader.port';

export interface DownloadRequest {
  /** The file's URL: an /api/ path of ours, or cloud object storage. */
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  fileName: string;
}

/**
 * A user downloads a file (platform spec §7): the anti-forgery token is appended to the URL unless it
 * points to cloud object storage; on mobile the URL is opened directly.
 */
@injectable()
export class DownloadFile {
  constructor(
    @inject(FileDownloader) private readonly files: FileDownloader,
    @inject(Device) private readonly device: Device,
  ) {}

  async run(request: DownloadRequest): Promise<boolean> {
    const url = downloadUrl(request.url, this.device.antiForgeryToken());
    const method = request.method ?? 'GET';
    if (this.device.isMobile() && method === 'GET') {
      this.files.open(url);
      return true;
    }
    return this.files.save({ url, method, body: request.body, fileName: request.fileName });
  }
}
