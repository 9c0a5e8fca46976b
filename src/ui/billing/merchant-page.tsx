import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { MERCHANT_LIMITS } from '../../domain/billing/merchant.entity';
import { MerchantSettingsStore } from '../../stores/billing/merchant-settings.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { OwnWorkspace } from '../admin/workspace-page-check';
import type { PageProps } from '../pages/page-props';
import './billing.css';

/**
 * /workspace/{id}/merchant (issue 35): the workspace's payment-provider keys. The publishable key is shown; the secret
 * key is write-only: the page shows it masked as the server answers it, and a new one is typed to replace it.
 */
export const MerchantPage = observer(function MerchantPage(props: PageProps) {
  const store = useStore(MerchantSettingsStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.saveClicked();
  };
  const settings = store.settings;
  return (
    <OwnWorkspace {...props}>
      <section className="billing-page">
        <PageHeader title="Merchant Settings" crumbs={[{ label: 'Workspaces', to: '/workspaces' }]} />
        <p className="billing-page__lead">
          The keys of the workspace's account with the payment provider, for the payments the workspace takes.
          Keys starting with pk_test_ and sk_test_ take test payments only.
        </p>
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The merchant settings cannot be shown.</p>}
        {settings && (
          <form className="form billing-form" onSubmit={submitted} noValidate aria-label="Merchant settings">
            <p className="billing-form__wide">
              Provider: <strong>{settings.Provider}</strong>
              {settings.UpdatedOn ? ` · keys changed on ${settings.UpdatedOn.slice(0, 10)}` : ''}
            </p>
            <FormField
              id="merchant-publishable"
              label="Publishable key"
              error={store.errors.PublishableKey}
              className="billing-form__wide"
            >
              {(control) => (
                <input
                  {...control}
                  value={store.publishableKey}
                  maxLength={MERCHANT_LIMITS.keyMaxLength}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => store.publishableKeyTyped(event.target.value)}
                />
              )}
            </FormField>
            <p className="billing-form__wide merchant-secret">
              Secret key:{' '}
              <code data-testid="secret-key-masked">{settings.SecretKeyMasked || 'none set'}</code>
            </p>
            <FormField
              id="merchant-secret"
              label="New secret key"
              hint="Leave empty to keep the current key. A secret key is never shown again once saved."
              error={store.errors.SecretKey}
              className="billing-form__wide"
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  value={store.secretKey}
                  maxLength={MERCHANT_LIMITS.keyMaxLength}
                  autoComplete="new-password"
                  spellCheck={false}
                  onChange={(event) => store.secretKeyTyped(event.target.value)}
                />
              )}
            </FormField>
            <div className="billing-form__wide">
              <button type="submit" className="button" disabled={store.saving || !store.dirty}>
                {store.saving ? 'Saving…' : 'Save'}
              </button>
            </div>
          </form>
        )}
      </section>
    </OwnWorkspace>
  );
});
