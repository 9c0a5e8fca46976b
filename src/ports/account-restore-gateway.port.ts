import type { DeletedMembership, RestoreLink } from '../domain/account/account-deletion.rules';
import type { HttpResult } from './http-client.port';

/** The restore link's page (docs/account.md "Deleted accounts"): what the link opens, and restoring into a workspace. */
export interface AccountRestoreGateway {
  check(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<RestoreLink>>;
  restore(hash: string, recordId: number, workspaceId: number): Promise<HttpResult<DeletedMembership>>;
}
export const AccountRestoreGateway = Symbol('AccountRestoreGateway');
