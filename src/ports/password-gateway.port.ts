import type { HttpResult } from './http-client.port';

export type ResetLinkStatus = 'Valid' | 'Expired' | 'Used' | 'Invalid';

/** Passwords (docs/api.md "Accounts"): change one's own, ask for a reset link, choose a new password from it. */
export interface PasswordGateway {
  change(currentPassword: string, newPassword: string): Promise<HttpResult<unknown>>;
  requestReset(email: string): Promise<HttpResult<unknown>>;
  checkReset(
    hash: string,
    recordId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<{ Status: ResetLinkStatus; Email: string }>>;
  completeReset(hash: string, recordId: number, newPassword: string): Promise<HttpResult<unknown>>;
}
export const PasswordGateway = Symbol('PasswordGateway');

/** The reset's calls alone: the members' (PasswordGateway) or a site account's (docs/sites.md "Password reset"). */
export type PasswordResetGateway = Pick<PasswordGateway, 'requestReset' | 'checkReset' | 'completeReset'>;
/** A site account's reset calls (`siteaccount/reset-password…`). */
export const SitePasswordResetGateway = Symbol('SitePasswordResetGateway');
