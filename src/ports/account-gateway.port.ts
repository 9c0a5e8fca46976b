import type { CurrentUser } from '../domain/session/current-user';
import type { HttpResult } from './http-client.port';

export interface Scope {
  ScopeId: number;
  Name: string;
}

/** Signing in and out, the current user, and the scopes (workspace and teams) the user works in. */
export interface AccountGateway {
  signIn(email: string, password: string): Promise<HttpResult<CurrentUser>>;
  signOut(): Promise<HttpResult<unknown>>;
  currentUser(): Promise<HttpResult<CurrentUser>>;
  scopes(): Promise<HttpResult<Scope[]>>;
  switchScope(scopeId: number): Promise<HttpResult<CurrentUser>>;
}
export const AccountGateway = Symbol('AccountGateway');
