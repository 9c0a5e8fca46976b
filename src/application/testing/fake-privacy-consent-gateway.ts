import type { SupportIdentity } from '../../domain/session/privacy-consent';
import type { PrivacyConsentGateway } from '../../ports/privacy-consent-gateway.port';
import { ok } from './fakes';

/** The privacy consent and support identity of one member, in memory (demo members have accepted). */
export class FakePrivacyConsentGateway implements PrivacyConsentGateway {
  accepted = true;
  calls: string[] = [];
  identity: SupportIdentity = {
    UserId: 1,
    Email: 'admin@demo.test',
    Name: 'Ada Admin',
    WorkspaceName: 'Demo Workspace',
  };

  async consent() {
    this.calls.push('consent');
    return ok({ Accepted: this.accepted });
  }

  async accept() {
    this.calls.push('accept');
    this.accepted = true;
    return ok({});
  }

  async supportIdentity() {
    this.calls.push('identity');
    return ok(this.identity);
  }
}
