import { inject, injectable } from 'inversify';
import { warningOf, type ErrorPayload, type RequestFailure } from '../../domain/platform/error-catalogue';
import { planRequest, scopeHeaders, type HttpVerb } from '../../domain/platform/request-conventions';
import type { CallOptions, HttpClient, HttpResult, Query, ResponseParser } from '../../ports/http-client.port';
import { RequestContext } from '../../ports/request-context.port';
import { RequestEvents } from '../../ports/request-events.port';
import { HttpConfig } from './http-config';

/** The HTTP transport over fetch, applying the platform request conventions. */
@injectable()
export class FetchHttpClient implements HttpClient {
  private pending = 0;

  constructor(
    @inject(HttpConfig) private readonly config: HttpConfig,
    @inject(RequestContext) private readonly context: RequestContext,
    @inject(RequestEvents) private readonly events: RequestEvents,
  ) {}

  get<T>(path: string, parse: ResponseParser<T>, query?: Query, options?: CallOptions): Promise<HttpResult<T>> {
    return this.send('GET', path, undefined, parse, options, query);
  }

  command<T>(path: string, body: unknown, parse: ResponseParser<T>, options?: CallOptions): Promise<HttpResult<T>> {
    return this.send('RPC', path, body, parse, options);
  }

  create<T>(path: string, body: unknown, parse: ResponseParser<T>, options?: CallOptions): Promise<HttpResult<T>> {
    return this.send('POST', path, body, parse, options);
  }

  update<T>(path: string, body: unknown, parse: ResponseParser<T>, options?: CallOptions): Promise<HttpResult<T>> {
    return this.send('PUT', path, body, parse, options);
  }

  remove<T>(path: string, body: unknown, parse: ResponseParser<T>, options?: CallOptions): Promise<HttpResult<T>> {
    return this.send('DELETE', path, body, parse, options);
  }

  private async send<T>(
    verb: HttpVerb,
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options: CallOptions = {},
    query?: Query,
  ): Promise<HttpResult<T>> {
    const plan = planRequest(verb, path);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...scopeHeaders(this.context.scope()),
      ...this.config.extraHeaders?.(),
    };
    if (plan.method === 'POST') {
      headers['Content-Type'] = 'application/json';
      const token = this.config.antiForgeryToken();
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    if (plan.methodOverride) headers['X-HTTP-Method'] = plan.methodOverride;
    const url = `${this.config.baseUrl}/api/${plan.path}${queryString(query, plan.path.includes('?'))}`;

    this.changePending(+1);
    try {
      const response = await this.config.fetch(url, {
        method: plan.method,
        headers,
        body: plan.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        credentials: 'include',
        signal: options.signal,
      });
      const payload = await readBody(response);
      if (!response.ok) {
        return this.fail({ kind: 'status', status: response.status, payload: errorPayload(payload) }, plan.path, options);
      }
      const warning = warningOf(payload);
      if (warning !== null) this.events.warned(warning);
      const data = parse(payload);
      if (data === null) {
        const detail = `Unexpected response shape from ${plan.path}`;
        return this.fail({ kind: 'invalid-response', status: response.status, detail }, plan.path, options);
      }
      this.events.succeeded(plan.path);
      return { ok: true, status: response.status, data };
    } catch (error) {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      const failure: RequestFailure = aborted ? { kind: 'aborted' } : { kind: 'network', detail: String(error) };
      return this.fail(failure, plan.path, options);
    } finally {
      this.changePending(-1);
    }
  }

  private fail<T>(failure: RequestFailure, path: string, options: CallOptions): HttpResult<T> {
    if (!options.skipErrorHandling) this.events.failed(failure, path);
    return { ok: false, failure };
  }

  private changePending(delta: number): void {
    this.pending = Math.max(0, this.pending + delta);
    this.events.pendingChanged(this.pending);
  }
}

/** `?a=1&b=2`, or `&a=1&b=2` after a path that already has a query. */
function queryString(query: Query | undefined, pathHasQuery: boolean): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${pathHasQuery ? '&' : '?'}${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorPayload(body: unknown): ErrorPayload {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as ErrorPayload;
  return typeof body === 'string' && body !== '' && body.length < 500 ? { Message: body } : {};
}
