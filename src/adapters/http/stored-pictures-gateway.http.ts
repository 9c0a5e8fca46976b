import { inject, injectable } from 'inversify';
import { IMAGE_LIMITS } from '../../domain/forms/images/image-data-url';
import { thumbnailPath } from '../../domain/platform/request-conventions';
import type { StoredPicture, StoredPictures } from '../../ports/stored-pictures.port';
import { HttpConfig } from './http-config';

/**
 * The thumbnail of a stored picture, fetched as the `<img>` of an image field loads it (static-content.tsx): a
 * GET with the session cookie and no other header (the request conventions exempt it, docs/api.md). The PDF
 * export prints it; a thumbnail is small, and the PDF builder checks its bytes and size before printing it. An answer
 * larger than a picture may be (IMAGE_LIMITS.maxBytes) is dropped as it arrives, never held whole in memory.
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
    const bytes = await readAtMost(response, IMAGE_LIMITS.maxBytes);
    return bytes ? { type, bytes } : null;
  }
}

/** The body's bytes, or null as soon as it is longer than `limit` (by its Content-Length or as it streams in). */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
