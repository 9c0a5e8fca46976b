/**
 * How an upload's bytes travel. In the browser, XMLHttpRequest: the one API that reports upload progress (a fetch
 * with a streamed body needs HTTP/2, which the dev server and the mock do not speak). In Node (contract tests) a
 * plain fetch, whose progress is the whole file at the end.
 */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  text: string;
}

export interface UploadTransport {
  send(request: UploadRequest, onProgress: (sent: number, total: number) => void): Promise<UploadResponse>;
}
export const UploadTransport = Symbol('UploadTransport');

export class XhrUploadTransport implements UploadTransport {
  send(request: UploadRequest, onProgress: (sent: number, total: number) => void): Promise<UploadResponse> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', request.url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : event.loaded);
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new Error('The upload could not reach the server.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(request.body as Blob);
    });
  }
}

export class FetchUploadTransport implements UploadTransport {
  constructor(private readonly fetchFn: typeof fetch) {}

  async send(
    request: UploadRequest,
    onProgress: (sent: number, total: number) => void,
  ): Promise<UploadResponse> {
    const body = request.body as BodyInit;
    const response = await this.fetchFn(request.url, {
      method: 'POST',
      headers: request.headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
    const text = await response.text();
    const size = body instanceof Blob ? body.size : body instanceof Uint8Array ? body.byteLength : 0;
    onProgress(size, size);
    return { status: response.status, text };
  }
}
