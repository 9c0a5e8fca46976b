import { inject, injectable } from 'inversify';
import { thumbnailPath } from '../../domain/platform/request-conventions';
import type { StoredPicture, StoredPictures } from '../../ports/stored-pictures.port';
import { HttpConfig } from './http-config';

/**
 * The thumbnail of a stored picture, fetched as the `<img>` of an image field loads it (static-content.tsx): a
 * GET with the session cookie and no other header (the request conventions exempt it, docs/api.md). The PDF
 * export prints it; a thumbnail is small, and the PDF builder checks its bytes and size before printing it.
 */
@injectable()
export class HttpStoredPicturesGateway implements StoredPictures {
  constructor(@inject(HttpConfig) private readonly config: HttpConfig) {}

  async thumbnail(documentId: number): Promise<StoredPicture | null> {
    const response = await this.config.fetch(`${this.config.baseUrl}${thumbnailPath(documentId)}`, {
      method: 'GET',
      credentials: 'include',
      headers: { ...this.config.extraHeaders?.() },
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/^image\//i.test(type)) return null;
    return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
  }
}
