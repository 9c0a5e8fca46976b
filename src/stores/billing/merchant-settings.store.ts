import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageMerchantSettings } from '../../application/billing/manage-merchant-settings.use-case';
import { MerchantText, type MerchantSettings } from '../../domain/billing/merchant.entity';
import type { MerchantChange } from '../../ports/billing-gateway.port';
import { Notifier } from '../../ports/notifier.port';

/**
 * The merchant settings page (/workspace/{id}/merchant): one per open page. The secret key typed is sent once and
 * cleared: the page only ever shows the masked one the server answers.
 */
@injectable()
export class MerchantSettingsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  settings: MerchantSettings | null = null;
  publishableKey = '';
  secretKey = '';
  errors: Partial<Record<keyof MerchantChange, string>> = {};
  saving = false;

  constructor(
    @inject(ManageMerchantSettings) private readonly manage: ManageMerchantSettings,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<MerchantSettingsStore, 'manage' | 'notifier'>(
      this,
      { manage: false, notifier: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    const settings = await this.manage.load();
    runInAction(() => {
      if (settings) {
        this.settings = settings;
        this.publishableKey = settings.PublishableKey;
      }
      this.status = settings ? 'ready' : 'failed';
    });
  }

  get dirty(): boolean {
    return (
      this.settings !== null &&
      (this.publishableKey !== this.settings.PublishableKey || this.secretKey !== '')
    );
  }

  publishableKeyTyped(value: string): void {
    this.publishableKey = value;
    this.errors = { ...this.errors, PublishableKey: undefined };
  }

  secretKeyTyped(value: string): void {
    this.secretKey = value;
    this.errors = { ...this.errors, SecretKey: undefined };
  }

  async saveClicked(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    const outcome = await this.manage.save({
      PublishableKey: this.publishableKey,
      SecretKey: this.secretKey,
    });
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'invalid') this.errors = outcome.problems;
      if (outcome.kind === 'saved') {
        this.settings = outcome.settings;
        this.publishableKey = outcome.settings.PublishableKey;
        this.secretKey = '';
        this.notifier.show('success', MerchantText.saved);
      }
    });
  }
}
