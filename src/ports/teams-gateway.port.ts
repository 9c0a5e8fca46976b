import type { Team } from '../domain/admin/team.rules';
import type { HttpResult } from './http-client.port';

/** Teams of the workspace and their members (docs/api.md "Administration"). Administrators only. */
export interface TeamsGateway {
  list(signal?: AbortSignal): Promise<HttpResult<Team[]>>;
  create(name: string, memberIds: number[]): Promise<HttpResult<Team>>;
  update(scopeId: number, name: string, memberIds: number[]): Promise<HttpResult<Team>>;
  remove(scopeId: number): Promise<HttpResult<unknown>>;
}
export const TeamsGateway = Symbol('TeamsGateway');
