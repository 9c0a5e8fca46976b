import type { RoleDetails, RoleDraft } from '../domain/admin/role.rules';
import type { HttpResult } from './http-client.port';

/** The Roles screen's calls (docs/api.md "Administration"). Administrators only. */
export interface RolesGateway {
  list(signal?: AbortSignal): Promise<HttpResult<RoleDetails[]>>;
  get(roleId: number, signal?: AbortSignal): Promise<HttpResult<RoleDetails>>;
  create(draft: RoleDraft): Promise<HttpResult<RoleDetails>>;
  update(roleId: number, draft: RoleDraft): Promise<HttpResult<RoleDetails>>;
  /** `moveTo`: the role its users get instead (needed when it is in use). */
  remove(roleId: number, moveTo: number | null): Promise<HttpResult<unknown>>;
}
export const RolesGateway = Symbol('RolesGateway');
