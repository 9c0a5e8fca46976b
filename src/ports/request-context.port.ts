import type { ScopeContext } from '../domain/platform/request-conventions';

/** Supplies the scope headers' values for every request (platform spec §6, §7). */
export interface RequestContext {
  scope(): ScopeContext;
}
export const RequestContext = Symbol('RequestContext');
