import type { DeletedUser } from '../domain/account/account-deletion.rules';
import type { WorkspaceUser } from '../domain/admin/workspace-user.entity';
import type { HttpResult } from './http-client.port';

/** Deleting workspace users and restoring them (docs/account.md "Deleted accounts"). Administrators only. */
export interface DeletedUsersGateway {
  delete(userId: number): Promise<HttpResult<DeletedUser>>;
  deleted(signal?: AbortSignal): Promise<HttpResult<DeletedUser[]>>;
  /** 402 past the plan's users (the quota dialog says it). */
  restore(userId: number): Promise<HttpResult<WorkspaceUser>>;
}
export const DeletedUsersGateway = Symbol('DeletedUsersGateway');
