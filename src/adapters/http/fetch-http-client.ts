import { inject, injectable, optional } from 'inversify';
import { warningOf, type ErrorPayload, type RequestFailure } from '../../domain/platform/error-catalogue';
import { scopeHeaders, type HttpVerb } from '../../domain/platform/request-conventions';
import type {
  CallOptions,
  HttpClient,
  HttpResult,
  Query,
  ResponseParser,
} from '../../ports/http-client.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { RequestContext } from '../../ports/request-context.port';
import { RequestEvents } from '../../ports/request-events.port';
import type { RequestPrefetch } from '../../ports/request-prefetch.port';
import { takeBootAnswer } from './boot-fetch';
import { HttpConfig } from './http-config';
import {
  buildRequest,
  fetchAnswer,
  LAST_SCOPE_KEY,
  PREFETCH_FRESH_MS,
  readRememberedScope,
  SCOPE_HEADER_NAMES,
  type Answer,
} from './http-request';

export { LAST_SCOPE_KEY, PREFETCH_FRESH_MS } from './http-request';

interface EarlyAnswer {
  startedAt: number;
  answer: Promise<Answer>;
}

/** At most this many early answers wait at once (each one is a page's first call). */
const MAX_EARLY_ANSWERS = 4;

/** The HTTP transport over fetch, applying the platform request conventions. */
@injectable()
export class FetchHttpClient implements HttpClient, RequestPrefetch {
  private pending = 0;
  /** Prefetched GETs by URL and scope headers, each taken once by the get that asks for it. */
  private readonly early = new Map<string, EarlyAnswer>();
  /** GETs on their way, by key: a prefetch of one of them would only ask twice. */
  private readonly inFlight = new Map<string, number>();

  /** What LAST_SCOPE_KEY holds, as last written by this tab (saves rewriting it after every call). */
  private rememberedScope: string | null = null;

  constructor(
    @inject(HttpConfig) private readonly config: HttpConfig,
    @inject(RequestContext) private readonly context: RequestContext,
    @inject(RequestEvents) private readonly events: RequestEvents,
    @inject(KeyValueStore) @optional() private readonly storage?: KeyValueStore,
  ) {}

  get<T>(
    path: string,
    parse: ResponseParser<T>,
    query?: Query,
    options?: CallOptions,
  ): Promise<HttpResult<T>> {
    return this.send('GET', path, undefined, parse, options, query);
  }

  command<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>> {
    return this.send('RPC', path, body, parse, options);
  }

  create<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>> {
    return this.send('POST', path, body, parse, options);
  }

  update<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>> {
    return this.send('PUT', path, body, parse, options);
  }

  remove<T>(
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options?: CallOptions,
  ): Promise<HttpResult<T>> {
    return this.send('DELETE', path, body, parse, options);
  }

  prefetch(path: string, query?: Query): void {
    // Before the current user is known, the call goes with the scope of the last signed-in call, if there was one.
    const scope =
      this.context.scope().userId === null
        ? readRememberedScope(this.storage?.read(LAST_SCOPE_KEY) ?? null)
        : undefined;
    if (scope === null) return;
    const request = this.request('GET', path, undefined, query, undefined, scope);
    this.dropStaleEarlyAnswers();
    // The page's own call may already be out (an in-app visit whose code is in: the page asks before the route's
    // prefetch runs); a second request would only leave an unused answer waiting.
    if (this.inFlight.has(request.key) || this.early.has(request.key) || this.early.size >= MAX_EARLY_ANSWERS)
      return;
    this.changePending(+1);
    // The call may already be out: the page load started it before the app's code ran (boot-fetch.ts).
    const answer = (
      takeBootAnswer(request.key, Date.now()) ?? this.answer(request.url, request.init)
    ).finally(() => this.changePending(-1));
    this.early.set(request.key, { startedAt: Date.now(), answer });
  }

  private request(
    verb: HttpVerb,
    path: string,
    body: unknown,
    query?: Query,
    signal?: AbortSignal,
    scope?: Record<string, string>,
  ) {
    return buildRequest(
      this.config,
      verb,
      path,
      body,
      query,
      signal,
      scope ?? scopeHeaders(this.context.scope()),
    );
  }

  private answer(url: string, init: RequestInit): Promise<Answer> {
    return fetchAnswer(this.config, url, init);
  }

  /** The early answer for this request, taken out so no later call sees it. */
  private takeEarlyAnswer(key: string): Promise<Answer> | null {
    this.dropStaleEarlyAnswers();
    const early = this.early.get(key);
    this.early.delete(key);
    return early?.answer ?? takeBootAnswer(key, Date.now());
  }

  private dropStaleEarlyAnswers(): void {
    const now = Date.now();
    for (const [key, early] of this.early)
      if (now - early.startedAt > PREFETCH_FRESH_MS) this.early.delete(key);
  }

  private async send<T>(
    verb: HttpVerb,
    path: string,
    body: unknown,
    parse: ResponseParser<T>,
    options: CallOptions = {},
    query?: Query,
  ): Promise<HttpResult<T>> {
    const { plan, url, init, key, headers } = this.request(verb, path, body, query, options.signal);
    // A change may make any waiting early answer out of date.
    if (plan.method !== 'GET') this.early.clear();
    const early = plan.method === 'GET' ? this.takeEarlyAnswer(key) : null;

    this.changePending(+1);
    if (plan.method === 'GET') this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    try {
      const answer = early ? await untilAborted(early, options.signal) : await this.answer(url, init);
      if ('thrown' in answer) {
        const aborted = answer.thrown instanceof DOMException && answer.thrown.name === 'AbortError';
        const failure: RequestFailure = aborted
          ? { kind: 'aborted' }
          : { kind: 'network', detail: String(answer.thrown) };
        return this.fail(failure, plan.path, options);
      }
      const { status, payload } = answer;
      if (!answer.ok)
        return this.fail({ kind: 'status', status, payload: errorPayload(payload) }, plan.path, options);
      const warning = warningOf(payload);
      if (warning !== null) this.events.warned(warning);
      const data = parse(payload);
      if (data === null) {
        const detail = `Unexpected response shape from ${plan.path}`;
        return this.fail({ kind: 'invalid-response', status, detail }, plan.path, options);
      }
      this.events.succeeded(plan.path);
      this.rememberScope(headers);
      return { ok: true, status, data };
    } finally {
      this.changePending(-1);
      if (plan.method === 'GET') {
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
    }
  }

  private fail<T>(failure: RequestFailure, path: string, options: CallOptions): HttpResult<T> {
    if (!options.skipErrorHandling) this.events.failed(failure, path);
    return { ok: false, failure };
  }

  /** Keeps the scope headers of a signed-in call that succeeded (not an administrator's impersonation). */
  private rememberScope(headers: Record<string, string>): void {
    if (!this.storage || headers.Uid === undefined || headers.ImpersonateScopeId !== undefined) return;
    const scope = JSON.stringify(
      Object.fromEntries(Object.entries(headers).filter(([name]) => SCOPE_HEADER_NAMES.has(name))),
    );
    if (scope === this.rememberedScope) return;
    this.rememberedScope = scope;
    this.storage.write(LAST_SCOPE_KEY, scope);
  }

  private changePending(delta: number): void {
    this.pending = Math.max(0, this.pending + delta);
    this.events.pendingChanged(this.pending);
  }
}

/** Waits for an early answer, unless the caller gives up first (the early fetch then finishes unattended). */
function untilAborted(answer: Promise<Answer>, signal: AbortSignal | undefined): Promise<Answer> {
  if (!signal) return answer;
  const abortedAnswer = (): Answer => ({ thrown: new DOMException('The call was cancelled.', 'AbortError') });
  if (signal.aborted) return Promise.resolve(abortedAnswer());
  return new Promise((resolve) => {
    const aborted = () => resolve(abortedAnswer());
    signal.addEventListener('abort', aborted, { once: true });
    void answer.then((value) => {
      signal.removeEventListener('abort', aborted);
      resolve(value);
    });
  });
}

function errorPayload(body: unknown): ErrorPayload {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as ErrorPayload;
  return typeof body === 'string' && body !== '' && body.length < 500 ? { Message: body } : {};
}
