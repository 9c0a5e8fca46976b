import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BILLING_LIMITS, type BillingDetails } from '../../domain/billing/billing-details.entity';
import { BillingDetailsStore } from '../../stores/billing/billing-details.store';
import { OrdersStore } from '../../stores/billing/orders.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import { OwnWorkspace } from '../admin/workspace-page-check';
import type { PageProps } from '../pages/page-props';
import { OrdersTable } from './orders-table';
import './billing.css';

const FIELDS: {
  key: keyof BillingDetails;
  label: string;
  max: number;
  autoComplete: string;
  wide?: boolean;
}[] = [
  { key: 'ContactName', label: 'Billing contact', max: BILLING_LIMITS.name, autoComplete: 'name' },
  { key: 'Email', label: 'Invoice e-mail', max: BILLING_LIMITS.email, autoComplete: 'email' },
  { key: 'Company', label: 'Company', max: BILLING_LIMITS.company, autoComplete: 'organization', wide: true },
  {
    key: 'AddressLine1',
    label: 'Address',
    max: BILLING_LIMITS.addressLine,
    autoComplete: 'address-line1',
    wide: true,
  },
  {
    key: 'AddressLine2',
    label: 'Address (second line)',
    max: BILLING_LIMITS.addressLine,
    autoComplete: 'address-line2',
    wide: true,
  },
  { key: 'PostalCode', label: 'Postal code', max: BILLING_LIMITS.postalCode, autoComplete: 'postal-code' },
  { key: 'City', label: 'City', max: BILLING_LIMITS.city, autoComplete: 'address-level2' },
  { key: 'Country', label: 'Country', max: BILLING_LIMITS.country, autoComplete: 'country-name' },
  { key: 'TaxId', label: 'Tax ID (VAT number)', max: BILLING_LIMITS.taxId, autoComplete: 'off' },
];

/**
 * /workspace/{id}/billing (issue 35): the billing contact, address and tax ID that invoices carry, and the invoices.
 * Administrators only (the route's guard).
 */
export const BillingPage = observer(function BillingPage(props: PageProps) {
  const store = useStore(BillingDetailsStore);
  const orders = useStore(OrdersStore);
  useEffect(() => {
    void store.opened();
    void orders.opened();
  }, [store, orders]);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.saveClicked();
  };
  return (
    <OwnWorkspace {...props}>
      <section className="billing-page">
        <PageHeader title="Billing" crumbs={[{ label: 'Workspaces', to: '/workspaces' }]} />
        <p className="billing-page__lead">
          What the workspace's invoices say about the buyer, and where they are sent. A new invoice carries
          the details of the day it is made. The plan itself is on the{' '}
          <Link to={`/workspace/${props.match.params.id ?? ''}/subscription`}>Subscription</Link> page.
        </p>
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The billing details cannot be shown.</p>}
        {store.status === 'ready' && (
          <form className="form billing-form" onSubmit={submitted} noValidate aria-label="Billing details">
            {FIELDS.map((field) => (
              <FormField
                key={field.key}
                id={`billing-${field.key}`}
                label={field.label}
                error={store.errors[field.key]}
                className={field.wide ? 'billing-form__wide' : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    value={store.details[field.key]}
                    maxLength={field.max}
                    autoComplete={field.autoComplete}
                    type={field.key === 'Email' ? 'email' : 'text'}
                    onChange={(event) => store.typed(field.key, event.target.value)}
                  />
                )}
              </FormField>
            ))}
            <div className="billing-form__wide">
              <button type="submit" className="button" disabled={store.saving || !store.dirty}>
                {store.saving ? 'Saving…' : 'Save'}
              </button>
            </div>
          </form>
        )}
        <section className="admin-page__section" aria-labelledby="invoices-title">
          <h2 id="invoices-title">Invoices</h2>
          <OrdersTable store={orders} label="Invoices" />
        </section>
      </section>
    </OwnWorkspace>
  );
});
