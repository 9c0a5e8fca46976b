import type { Invitation, InvitationDraft } from '../domain/admin/invitation.entity';
import type { UserChange, WorkspaceUser } from '../domain/admin/workspace-user.entity';
import type { HttpResult } from './http-client.port';

/** The Users screen's calls (docs/api.md "Administration"): users and invitations. Administrators only. */
export interface WorkspaceUsersGateway {
  users(signal?: AbortSignal): Promise<HttpResult<WorkspaceUser[]>>;
  update(change: UserChange): Promise<HttpResult<WorkspaceUser>>;
  deactivate(userId: number): Promise<HttpResult<WorkspaceUser>>;
  reactivate(userId: number): Promise<HttpResult<WorkspaceUser>>;
  invitations(signal?: AbortSignal): Promise<HttpResult<Invitation[]>>;
  invite(draft: InvitationDraft): Promise<HttpResult<Invitation>>;
  resend(invitationId: number): Promise<HttpResult<Invitation>>;
  revoke(invitationId: number): Promise<HttpResult<unknown>>;
}
export const WorkspaceUsersGateway = Symbol('WorkspaceUsersGateway');
