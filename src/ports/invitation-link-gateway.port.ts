import type { InvitationDetails, RegistrationDraft } from '../domain/account/invitation-answer.entity';
import type { CurrentUser } from '../domain/session/current-user';
import type { HttpResult } from './http-client.port';

/** The invitee's side of an invitation (docs/api.md "Accounts"): what the link says, register, or accept with an account. */
export interface InvitationLinkGateway {
  details(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<InvitationDetails>>;
  /** Creates the account and signs it in. */
  register(hash: string, recordId: number, draft: RegistrationDraft): Promise<HttpResult<CurrentUser>>;
  /** Signs the existing account in and gives it the invitation's access. */
  accept(hash: string, recordId: number, email: string, password: string): Promise<HttpResult<CurrentUser>>;
}
export const InvitationLinkGateway = Symbol('InvitationLinkGateway');
