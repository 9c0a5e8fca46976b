import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { OrdersStore } from '../../stores/billing/orders.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { useWorkspaceAdministrator } from './admin-only';
import { OrdersTable } from './orders-table';
import './billing.css';

/**
 * /order/list (issue 35): the workspace's orders, each with its date, plan, amount, status and invoice PDF. The route
 * is open to every signed-in user (spec route table); the orders are the administrators' to see.
 */
export const OrdersPage = observer(function OrdersPage() {
  const store = useStore(OrdersStore);
  const { isAdministrator, workspaceId } = useWorkspaceAdministrator();
  useEffect(() => {
    if (isAdministrator) void store.opened();
  }, [store, isAdministrator]);
  return (
    <section className="billing-page">
      <PageHeader title="Orders" crumbs={[]} />
      {isAdministrator ? (
        <>
          <p className="billing-page__lead">
            Every purchase of a plan, with its invoice. Change the plan on the{' '}
            <Link to={`/workspace/${workspaceId}/subscription`}>Subscription</Link> page.
          </p>
          <OrdersTable store={store} label="Orders" />
        </>
      ) : (
        <p className="admin-page__muted">
          Only workspace administrators see the workspace's orders and invoices. Ask one of them for an
          invoice.
        </p>
      )}
    </section>
  );
});
