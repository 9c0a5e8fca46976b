import { inject, injectable } from 'inversify';
import {
  publishableKeyProblem,
  secretKeyProblem,
  type MerchantSettings,
} from '../../domain/billing/merchant.entity';
import { BillingGateway, type MerchantChange } from '../../ports/billing-gateway.port';

export type SaveMerchantOutcome =
  | { kind: 'saved'; settings: MerchantSettings }
  | { kind: 'invalid'; problems: Partial<Record<keyof MerchantChange, string>> }
  | { kind: 'failed' };

/**
 * An administrator reads and changes the workspace's payment-provider keys (docs/use-cases/manage-merchant-settings.md):
 * the secret key is write-only, left empty it stays as it is.
 */
@injectable()
export class ManageMerchantSettings {
  constructor(@inject(BillingGateway) private readonly gateway: BillingGateway) {}

  async load(): Promise<MerchantSettings | null> {
    const result = await this.gateway.merchant();
    return result.ok ? result.data : null;
  }

  async save(change: MerchantChange): Promise<SaveMerchantOutcome> {
    const sent = { PublishableKey: change.PublishableKey.trim(), SecretKey: change.SecretKey.trim() };
    const problems: Partial<Record<keyof MerchantChange, string>> = {};
    const publishable = publishableKeyProblem(sent.PublishableKey);
    if (publishable) problems.PublishableKey = publishable;
    const secret = sent.SecretKey === '' ? null : secretKeyProblem(sent.SecretKey);
    if (secret) problems.SecretKey = secret;
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
    const result = await this.gateway.saveMerchant(sent);
    return result.ok ? { kind: 'saved', settings: result.data } : { kind: 'failed' };
  }
}
