import { inject, injectable } from 'inversify';
import { cardProblems, type CardInput, type CardProblems } from '../../domain/billing/card.rules';
import type { Order } from '../../domain/billing/order.entity';
import type { PlanId } from '../../domain/billing/plan.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { BillingGateway } from '../../ports/billing-gateway.port';
import { Clock } from '../../ports/clock.port';
import { validateInput } from '../platform/validate-input';
import { CardInputModel } from './card.input';

/** What a checkout came to. The card typed stays in the dialog on every refusal. */
export type CheckoutOutcome =
  | { kind: 'paid'; order: Order }
  /** The card fails the provider's rules here: nothing was sent. */
  | { kind: 'invalid'; problems: CardProblems }
  /** The provider (or the server) refused: its message, word for word. */
  | { kind: 'refused'; message: string };

/**
 * An administrator pays a month of a plan with the mock provider (docs/use-cases/check-out.md): the card is checked with
 * the provider's rules first (Luhn, expiry from this month, CVC), then sent once; the server keeps only its brand and
 * last four digits.
 */
@injectable()
export class CheckOut {
  constructor(
    @inject(BillingGateway) private readonly gateway: BillingGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async run(planId: PlanId, card: CardInput): Promise<CheckoutOutcome> {
    const input = CardInputModel.of(card);
    const today = new Date(this.clock.now());
    // class-validator's message first (format and length), then the rules that need the brand and the clock.
    const problems: CardProblems = {
      ...cardProblems(input, { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 }),
      ...validateInput(input),
    };
    if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
    const result = await this.gateway.checkout({ PlanId: planId, Card: { ...input } });
    if (result.ok) return { kind: 'paid', order: result.data };
    const failure = result.failure;
    return { kind: 'refused', message: messageOf(failure.kind === 'status' ? failure.payload : undefined) };
  }
}
