import type { HttpResult } from './http-client.port';

export interface ScopeUser {
  UserId: number;
  Email: string;
  FirstName: string;
  LastName: string;
}

export interface Role {
  roleId: number;
  roleName: string;
  roleTypeId: number;
}

/** People and roles of the current scope, used by restrictions and sharing. */
export interface DirectoryGateway {
  scopeUsers(): Promise<HttpResult<ScopeUser[]>>;
  roles(): Promise<HttpResult<Role[]>>;
}
export const DirectoryGateway = Symbol('DirectoryGateway');
