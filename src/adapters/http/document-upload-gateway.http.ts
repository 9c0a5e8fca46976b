import { inject, injectable } from 'inversify';
import type { RequestFailure } from '../../domain/platform/error-catalogue';
import { scopeHeaders } from '../../domain/platform/request-conventions';
import type {
  DocumentUploads,
  SiteUploadTarget,
  UploadOutcome,
  UploadSource,
} from '../../ports/document-upload.port';
import { RequestContext } from '../../ports/request-context.port';
import { RequestEvents } from '../../ports/request-events.port';
import { parseFolderItem, parseZipAccepted } from './cabinet-parsers';
import { HttpConfig } from './http-config';
import { UploadTransport } from './upload-transport';

/**
 * Uploads over HTTP (docs/cabinet.md, "Uploads"): `POST /api/document/upload?folderId&name[&unpack=true]` (a site
 * account's: `POST /api/sitecontent/upload?projectId&folderId&name`, docs/sites.md "Upload"), the bytes as
 * application/octet-stream, with the conventions' scope and anti-forgery headers. Only a 401 reaches the global error
 * catalogue (the session is over); any other refusal is the file's own, shown in the upload panel.
 */
@injectable()
export class HttpDocumentUploadGateway implements DocumentUploads {
  constructor(
    @inject(HttpConfig) private readonly config: HttpConfig,
    @inject(RequestContext) private readonly context: RequestContext,
    @inject(RequestEvents) private readonly events: RequestEvents,
    @inject(UploadTransport) private readonly transport: UploadTransport,
  ) {}

  async upload(
    request: { folderId: number; file: UploadSource; unpack: boolean; site?: SiteUploadTarget },
    onProgress: (sent: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<UploadOutcome> {
    const { site } = request;
    const query = new URLSearchParams({
      ...(site?.projectId ? { projectId: String(site.projectId) } : {}),
      folderId: String(request.folderId),
      name: request.file.name,
    });
    if (request.unpack && !site) query.set('unpack', 'true');
    const path = site ? 'sitecontent/upload' : 'document/upload';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/octet-stream',
      ...scopeHeaders(this.context.scope()),
      ...this.config.extraHeaders?.(),
    };
    const token = this.config.antiForgeryToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
    let response: { status: number; text: string };
    try {
      response = await this.transport.send(
        { url: `${this.config.baseUrl}/api/${path}?${query}`, headers, body: request.file.body, signal },
        onProgress,
      );
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      return {
        ok: false,
        failure: aborted ? { kind: 'aborted' } : { kind: 'network', detail: String(error) },
      };
    }
    const body = readJson(response.text);
    if (response.status >= 400) {
      const failure: RequestFailure = {
        kind: 'status',
        status: response.status,
        payload: typeof body === 'object' && body !== null ? body : {},
      };
      if (response.status === 401) this.events.failed(failure, path);
      return { ok: false, failure };
    }
    if (response.status === 202) {
      const accepted = parseZipAccepted(body);
      if (accepted) return { ok: true, kind: 'zip', uploadId: accepted.UploadId };
    } else {
      const item = parseFolderItem(body);
      if (item) return { ok: true, kind: 'file', item };
    }
    return {
      ok: false,
      failure: {
        kind: 'invalid-response',
        status: response.status,
        detail: `Unexpected response shape from ${path}`,
      },
    };
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text === '' ? null : { Message: text.slice(0, 500) };
  }
}
