import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageBillingDetails } from '../../application/billing/manage-billing-details.use-case';
import {
  BillingText,
  EMPTY_BILLING_DETAILS,
  type BillingDetails,
} from '../../domain/billing/billing-details.entity';
import { Notifier } from '../../ports/notifier.port';

/** The billing page's details form (/workspace/{id}/billing): one per open page. */
@injectable()
export class BillingDetailsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  saved: BillingDetails | null = null;
  details: BillingDetails = { ...EMPTY_BILLING_DETAILS };
  errors: Partial<Record<keyof BillingDetails, string>> = {};
  saving = false;

  constructor(
    @inject(ManageBillingDetails) private readonly manage: ManageBillingDetails,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<BillingDetailsStore, 'manage' | 'notifier'>(
      this,
      { manage: false, notifier: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    const details = await this.manage.load();
    runInAction(() => {
      if (details) {
        this.saved = details;
        this.details = { ...details };
      }
      this.status = details ? 'ready' : 'failed';
    });
  }

  get dirty(): boolean {
    const saved = this.saved;
    return (
      saved !== null &&
      (Object.keys(saved) as (keyof BillingDetails)[]).some((k) => saved[k] !== this.details[k])
    );
  }

  typed(field: keyof BillingDetails, value: string): void {
    this.details = { ...this.details, [field]: value };
    this.errors = { ...this.errors, [field]: undefined };
  }

  async saveClicked(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    const outcome = await this.manage.save({ ...this.details });
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'invalid') this.errors = outcome.problems;
      if (outcome.kind === 'saved') {
        this.saved = outcome.details;
        this.details = { ...outcome.details };
        this.notifier.show('success', BillingText.saved);
      }
    });
  }
}
