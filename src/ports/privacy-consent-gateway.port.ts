import type { PrivacyConsent, SupportIdentity } from '../domain/session/privacy-consent';
import type { HttpResult } from './http-client.port';

/** The signed-in user's privacy consent and support chat identity (docs/api.md "Accounts"; docs/account.md). */
export interface PrivacyConsentGateway {
  consent(): Promise<HttpResult<PrivacyConsent>>;
  accept(): Promise<HttpResult<unknown>>;
  /** `GET intercom/get`: who the support chat introduces the user as. */
  supportIdentity(): Promise<HttpResult<SupportIdentity>>;
}
export const PrivacyConsentGateway = Symbol('PrivacyConsentGateway');
