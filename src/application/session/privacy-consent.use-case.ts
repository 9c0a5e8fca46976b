import { inject, injectable } from 'inversify';
import type { SupportIdentity } from '../../domain/session/privacy-consent';
import { PrivacyConsentGateway } from '../../ports/privacy-consent-gateway.port';

/**
 * After sign-in (docs/use-cases/privacy-consent.md): whether to ask the user to accept the privacy terms, recording the
 * answer, and the support chat's identity of the user (`GET intercom/get`). A check that fails asks nothing: the
 * next sign-in asks again.
 */
@injectable()
export class PrivacyConsentCheck {
  constructor(@inject(PrivacyConsentGateway) private readonly gateway: PrivacyConsentGateway) {}

  async needsConsent(): Promise<boolean> {
    const result = await this.gateway.consent();
    return result.ok && !result.data.Accepted;
  }

  async accept(): Promise<boolean> {
    return (await this.gateway.accept()).ok;
  }

  async supportIdentity(): Promise<SupportIdentity | null> {
    const result = await this.gateway.supportIdentity();
    return result.ok ? result.data : null;
  }
}
