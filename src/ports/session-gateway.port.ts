import type { HttpResult } from './http-client.port';

export interface SessionTimeout {
  SessionId: string;
  Minutes: number;
}

/** The server's session time-out: read it, and extend the session. */
export interface SessionGateway {
  timeout(): Promise<HttpResult<SessionTimeout>>;
  extend(): Promise<HttpResult<SessionTimeout>>;
}
export const SessionGateway = Symbol('SessionGateway');
