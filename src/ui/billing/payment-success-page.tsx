import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../domain/billing/price.rules';
import { OrdersStore } from '../../stores/billing/orders.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { useWorkspaceAdministrator } from './admin-only';
import './billing.css';

/** /success (issue 35): where a paid checkout ends, with the order it made (`?order=`) and where to go next. */
export const PaymentSuccessPage = observer(function PaymentSuccessPage() {
  const store = useStore(OrdersStore);
  const [params] = useSearchParams();
  const { isAdministrator, workspaceId } = useWorkspaceAdministrator();
  useEffect(() => {
    if (isAdministrator) void store.opened();
  }, [store, isAdministrator]);
  const order = store.orderById(Number(params.get('order')));
  return (
    <section className="billing-page">
      <PageHeader title="Payment Successful" crumbs={[]} />
      <div className="success-panel">
        <p className="success-panel__tick" aria-hidden="true">
          ✓
        </p>
        {order ? (
          <>
            <p className="success-panel__headline">
              Thank you: the workspace is now on the <strong>{order.PlanName}</strong> plan.
            </p>
            <p>
              {formatMoney(order.Total, order.Currency)} was paid with {order.CardBrand} ending in{' '}
              {order.CardLast4} (invoice {order.InvoiceNumber}), for {order.PeriodStart} to {order.PeriodEnd}.
            </p>
          </>
        ) : (
          <p className="success-panel__headline">
            {store.status === 'loading' ? 'Loading your order…' : 'The payment went through.'}
          </p>
        )}
        {isAdministrator && (
          <p className="success-panel__links">
            <Link className="button" to="/order/list">
              View orders and invoices
            </Link>
            <Link className="button button--plain" to={`/workspace/${workspaceId}/subscription`}>
              Back to the subscription
            </Link>
          </p>
        )}
      </div>
    </section>
  );
});
