import { inject, injectable } from 'inversify';
import type { PrivacyConsent, SupportIdentity } from '../../domain/session/privacy-consent';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { PrivacyConsentGateway } from '../../ports/privacy-consent-gateway.port';
import { PrivacyConsentDto, SupportIdentityDto } from './account.dto';
import { ignoreBody, parseDto } from './parse-response';

/** Privacy consent and the support chat identity over HTTP (docs/api.md "Accounts"). */
@injectable()
export class HttpPrivacyConsentGateway implements PrivacyConsentGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  consent(): Promise<HttpResult<PrivacyConsent>> {
    return this.http.get('account/privacyconsent', parseDto(PrivacyConsentDto));
  }

  accept(): Promise<HttpResult<unknown>> {
    return this.http.command('account/privacyconsent/accept', {}, ignoreBody);
  }

  supportIdentity(): Promise<HttpResult<SupportIdentity>> {
    return this.http.get('intercom/get', parseDto(SupportIdentityDto));
  }
}
