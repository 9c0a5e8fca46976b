/** Bodies of the billing calls (docs/api.md, "Billing"; limits in src/domain/billing/). */
import 'reflect-metadata';
import { BILLING_LIMITS as L } from '../../src/domain/billing/billing-details.entity';
import { CARD_LIMITS } from '../../src/domain/billing/card.rules';
import { MERCHANT_LIMITS } from '../../src/domain/billing/merchant.entity';
import { PLAN_IDS } from '../../src/domain/billing/plan.entity';
import { Nested, OneOf, Text } from './schema-rules';

const PLAN = { what: `a plan (${PLAN_IDS.join(', ')})` } as const;

export class CardBody {
  @Text({ max: CARD_LIMITS.numberMaxLength }) Number!: string;
  @Text({ max: CARD_LIMITS.expiryLength }) Expiry!: string;
  @Text({ max: 4 }) Cvc!: string;
  @Text({ max: CARD_LIMITS.nameMaxLength }) Name!: string;
}

export class CheckoutBody {
  @OneOf(PLAN_IDS, PLAN) PlanId!: string;
  @Nested(() => CardBody) Card!: CardBody;
}

export class PlanChangeBody {
  @OneOf(PLAN_IDS, PLAN) PlanId!: string;
}

export class BillingDetailsBody {
  @Text({ max: L.name }) ContactName!: string;
  @Text({ max: L.email }) Email!: string;
  @Text({ max: L.company, optional: true }) Company?: string | null;
  @Text({ max: L.addressLine, optional: true }) AddressLine1?: string | null;
  @Text({ max: L.addressLine, optional: true }) AddressLine2?: string | null;
  @Text({ max: L.city, optional: true }) City?: string | null;
  @Text({ max: L.postalCode, optional: true }) PostalCode?: string | null;
  @Text({ max: L.country, optional: true }) Country?: string | null;
  @Text({ max: L.taxId, optional: true }) TaxId?: string | null;
}

export class MerchantBody {
  @Text({ max: MERCHANT_LIMITS.keyMaxLength }) PublishableKey!: string;
  /** Absent, null or empty: the secret key stays as it is (it is never sent back to be re-sent). */
  @Text({ max: MERCHANT_LIMITS.keyMaxLength, optional: true }) SecretKey?: string | null;
}

export class MockPlanBody {
  @Text({ max: 254 }) email!: string;
  @OneOf(PLAN_IDS, PLAN) planId!: string;
}
