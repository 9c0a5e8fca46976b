import { inject, injectable } from 'inversify';
import type { FileDownloader } from '../../ports/file-downloader.port';
import { HttpConfig } from '../http/http-config';

/** Fetches the file with the session's cookies (or takes a generated one) and hands it to the browser through a temporary link. */
@injectable()
export class AnchorFileDownloader implements FileDownloader {
  constructor(@inject(HttpConfig) private readonly config: HttpConfig) {}

  async save(request: {
    url: string;
    method: 'GET' | 'POST';
    body?: unknown;
    fileName: string;
  }): Promise<boolean> {
    const response = await this.config.fetch(this.absolute(request.url), {
      method: request.method,
      credentials: 'include',
      headers: request.method === 'POST' ? { 'Content-Type': 'application/json' } : undefined,
      body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
    });
    if (!response.ok) return false;
    this.saveBlob(await response.blob(), request.fileName);
    return true;
  }

  /** Hands the file to the browser through a temporary link; the object URL is released after a minute. */
  saveBlob(blob: Blob, fileName: string): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  }

  open(url: string): void {
    window.open(this.absolute(url), '_blank', 'noopener');
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.config.baseUrl}${url}` : url;
  }
}
