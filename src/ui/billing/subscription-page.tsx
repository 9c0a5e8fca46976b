import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { QUOTA_KINDS } from '../../domain/billing/plan.entity';
import { SubscriptionStore } from '../../stores/billing/subscription.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { OwnWorkspace } from '../admin/workspace-page-check';
import type { PageProps } from '../pages/page-props';
import { CheckoutDialog } from './checkout-dialog';
import { PlanCard } from './plan-card';
import './billing.css';

/**
 * /workspace/{id}/subscription (issue 35): the workspace's plan and every plan with its limits, the usage of each, and
 * changing plan (a paid plan through the mock checkout, ending on /success). Administrators only (the route's guard).
 */
export const SubscriptionPage = observer(function SubscriptionPage(props: PageProps) {
  const store = useStore(SubscriptionStore);
  const navigate = useNavigate();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const subscription = store.subscription;
  const current = store.currentPlan;
  const workspaceId = props.match.params.id ?? '';
  const paid = async () => {
    const order = await store.payClicked();
    if (order) navigate(`/success?order=${order.OrderId}`);
  };
  return (
    <OwnWorkspace {...props}>
      <section className="billing-page">
        <PageHeader title="Subscription" crumbs={[{ label: 'Workspaces', to: '/workspaces' }]} />
        {store.status === 'loading' && <p className="loading">Loading…</p>}
        {store.status === 'failed' && <p role="alert">The subscription cannot be shown.</p>}
        {subscription && current && (
          <>
            <p className="billing-page__lead">
              This workspace is on the <strong>{current.Name}</strong> plan
              {subscription.PaidUntil ? `, paid until ${subscription.PaidUntil}` : ''}. A write that would go
              past a limit is refused with a message that says which. See{' '}
              <Link to="/order/list">orders and invoices</Link> or the{' '}
              <Link to={`/workspace/${workspaceId}/billing`}>billing details</Link>.
            </p>
            <div className="plan-grid">
              {subscription.Plans.map((plan) => {
                const isCurrent = plan.Id === current.Id;
                const fits = QUOTA_KINDS.every(
                  (kind) => plan.Limits[kind] === null || subscription.Usage[kind] <= plan.Limits[kind]!,
                );
                return (
                  <PlanCard
                    key={plan.Id}
                    plan={plan}
                    current={isCurrent}
                    usage={subscription.Usage}
                    action={
                      isCurrent ? (
                        <p className="plan-card__note">Your current plan</p>
                      ) : fits ? (
                        <button
                          type="button"
                          className="button"
                          disabled={store.changing}
                          onClick={() => void store.planChosen(plan)}
                        >
                          {plan.MonthlyPrice === 0 ? `Move to ${plan.Name}` : `Choose ${plan.Name}`}
                        </button>
                      ) : (
                        <p className="plan-card__note">
                          This workspace holds more than {plan.Name} allows: remove what it does not need
                          first.
                        </p>
                      )
                    }
                  />
                );
              })}
            </div>
          </>
        )}
        {store.buying && (
          <CheckoutDialog key={store.buying.Id} store={store} plan={store.buying} onPay={() => void paid()} />
        )}
      </section>
    </OwnWorkspace>
  );
});
