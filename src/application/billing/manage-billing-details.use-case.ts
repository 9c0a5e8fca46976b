import { inject, injectable } from 'inversify';
import { billingDetailsProblems, type BillingDetails } from '../../domain/billing/billing-details.entity';
import { BillingGateway } from '../../ports/billing-gateway.port';

export type SaveDetailsOutcome =
  | { kind: 'saved'; details: BillingDetails }
  | { kind: 'invalid'; problems: Partial<Record<keyof BillingDetails, string>> }
  | { kind: 'failed' };

/** An administrator reads and changes the billing contact, address and tax ID (docs/use-cases/manage-billing-details.md). */
@injectable()
export class ManageBillingDetails {
  constructor(@inject(BillingGateway) private readonly gateway: BillingGateway) {}

  async load(): Promise<BillingDetails | null> {
    const result = await this.gateway.details();
    return result.ok ? result.data : null;
  }

  async save(details: BillingDetails): Promise<SaveDetailsOutcome> {
    const problems = billingDetailsProblems(details);
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
    const result = await this.gateway.saveDetails(details);
    return result.ok ? { kind: 'saved', details: result.data } : { kind: 'failed' };
  }
}
