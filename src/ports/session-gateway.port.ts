import type { HttpResult } from './http-client.port';

export interface SessionTimeoutInfo {
  SessionId: string;
  Minutes: number;
}

/** The server's session time-out: read it, and extend the session. */
export interface SessionGateway {
  timeout(): Promise<HttpResult<SessionTimeoutInfo>>;
  extend(): Promise<HttpResult<SessionTimeoutInfo>>;
}
export const SessionGateway = Symbol('SessionGateway');
