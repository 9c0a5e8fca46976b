import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckOut } from '../../application/billing/check-out.use-case';
import { ManageSubscription } from '../../application/billing/manage-subscription.use-case';
import type { CardField, CardInput, CardProblems } from '../../domain/billing/card.rules';
import type { Order } from '../../domain/billing/order.entity';
import { planOf, type Plan } from '../../domain/billing/plan.entity';
import type { Subscription } from '../../domain/billing/subscription.entity';

const EMPTY_CARD: CardInput = { Number: '', Expiry: '', Cvc: '', Name: '' };

/**
 * The subscription page (/workspace/{id}/subscription) and its checkout dialog: one per open page. The card typed lives
 * only here, in memory, while the dialog is open: it is never written to a draft or to storage, and is dropped when
 * the dialog closes or the payment goes through.
 */
@injectable()
export class SubscriptionStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  subscription: Subscription | null = null;
  /** The plan being bought in the checkout dialog, or null while it is closed. */
  buying: Plan | null = null;
  card: CardInput = { ...EMPTY_CARD };
  problems: CardProblems = {};
  /** The provider's (or server's) refusal, shown above the card, word for word. */
  refusal: string | null = null;
  paying = false;
  changing = false;

  constructor(
    @inject(ManageSubscription) private readonly manage: ManageSubscription,
    @inject(CheckOut) private readonly checkOut: CheckOut,
  ) {
    makeAutoObservable<SubscriptionStore, 'manage' | 'checkOut'>(
      this,
      { manage: false, checkOut: false },
      { autoBind: true },
    );
  }

  get currentPlan(): Plan | null {
    return this.subscription ? planOf(this.subscription.PlanId) : null;
  }

  async opened(): Promise<void> {
    const subscription = await this.manage.load();
    runInAction(() => {
      this.subscription = subscription;
      this.status = subscription ? 'ready' : 'failed';
    });
  }

  /** A paid plan opens the checkout; a free one is taken at once (the server refuses it if the workspace does not fit). */
  async planChosen(plan: Plan): Promise<void> {
    if (plan.MonthlyPrice > 0) {
      this.buying = plan;
      this.card = { ...EMPTY_CARD };
      this.problems = {};
      this.refusal = null;
      return;
    }
    this.changing = true;
    const subscription = await this.manage.changeToFreePlan(plan.Id);
    runInAction(() => {
      this.changing = false;
      if (subscription) this.subscription = subscription;
    });
  }

  cardTyped(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
    this.problems = { ...this.problems, [field]: undefined };
  }

  checkoutClosed(): void {
    this.buying = null;
    this.card = { ...EMPTY_CARD };
    this.problems = {};
    this.refusal = null;
  }

  /** Pays; answers the order when it went through (the page then opens /success). */
  async payClicked(): Promise<Order | null> {
    const plan = this.buying;
    if (!plan || this.paying) return null;
    this.paying = true;
    this.refusal = null;
    const outcome = await this.checkOut.run(plan.Id, this.card);
    return runInAction(() => {
      this.paying = false;
      if (outcome.kind === 'invalid') this.problems = outcome.problems;
      else if (outcome.kind === 'refused') this.refusal = outcome.message;
      else {
        this.checkoutClosed();
        return outcome.order;
      }
      return null;
    });
  }
}
