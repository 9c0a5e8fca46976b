import type { CurrentUser } from '../domain/session/current-user';

/** The cached current user (platform spec §3, §4), held where the views can observe it. */
export interface UserContext {
  readonly user: CurrentUser | null;
  /** True once the user has been loaded on start (or found signed out). */
  readonly loaded: boolean;
  setUser(user: CurrentUser | null): void;
}
export const UserContext = Symbol('UserContext');
