import type { AddressInfo } from 'node:net';
import { createMockServer, type MockServer, type MockServerOptions } from '../app';
import { scopeHeaders, type ScopeContext } from '../../src/domain/platform/request-conventions';
import { SESSION_COOKIE, XSRF_COOKIE, parseCookies } from '../cookies';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when not JSON). */
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the anti-forgery header on a non-GET call (default true, as the SPA does). */
  xsrf?: boolean;
  /** Send the scope headers of the session, as the SPA does (default true; `headers` still win). */
  scopeHeaders?: boolean;
}

/** The scope headers' context of a live session token, as the SPA would have it after loading the user. */
export type SessionScope = (token: string) => ScopeContext | undefined;

/** A browser-like caller: keeps the cookies the server sets and copies XSRF-TOKEN to X-XSRF-TOKEN. */
export class MockClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly sessionScope: SessionScope = () => undefined,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const scope = options.scopeHeaders === false ? undefined : this.sessionScope(this.session ?? '');
    const headers: Record<string, string> = { ...(scope ? scopeHeaders(scope) : {}), ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method !== 'GET' && options.xsrf !== false && this.cookies.has(XSRF_COOKIE))
      headers['x-xsrf-token'] = this.cookies.get(XSRF_COOKIE)!;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }

  post(path: string, body: unknown = {}, options?: CallOptions) {
    return this.call('POST', path, { ...options, body });
  }

  async login(email: string, password = 'demo'): Promise<Reply> {
    const reply = await this.post('/api/account/login', { Email: email, Password: password });
    if (reply.status !== 200) throw new Error(`login ${email} failed: ${reply.status} ${reply.text}`);
    return reply;
  }

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  private storeCookie(line: string): void {
    const [pair] = line.split(';');
    const [[name, value]] = [...parseCookies(pair)];
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export interface RunningMock {
  mock: MockServer;
  baseUrl: string;
  client(): MockClient;
  stop(): Promise<void>;
}

/** What the SPA sends for a session: its user, workspace and scope (DirectScopeId for a direct user in their primary scope). */
export function sessionScopeOf(mock: MockServer): SessionScope {
  return (token) => {
    const session = mock.sessions.get(token);
    const user = session && mock.store.userById(session.userId);
    if (!session || !user) return undefined;
    return {
      userId: user.id,
      workspaceId: user.workspaceId,
      scopeId: session.scopeId,
      primaryScopeId: user.primaryScopeId,
      isDirect: user.isDirect,
    };
  };
}

/** Starts a mock server on 127.0.0.1 with a random port (in memory unless `dataFile` is given). */
export async function startMock(options: MockServerOptions = {}): Promise<RunningMock> {
  const mock = createMockServer(options);
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  return {
    mock,
    baseUrl,
    client: () => new MockClient(baseUrl, sessionScopeOf(mock)),
    stop: () => mock.close(),
  };
}
