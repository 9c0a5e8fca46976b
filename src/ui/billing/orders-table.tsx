import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../domain/billing/price.rules';
import type { OrdersStore } from '../../stores/billing/orders.store';
import { TableScroll } from '../components/table-scroll';

/** The workspace's orders with their invoices (the orders page and the billing page's "Invoices"). */
export const OrdersTable = observer(function OrdersTable({
  store,
  label,
}: {
  store: OrdersStore;
  label: string;
}) {
  if (store.status === 'loading' || store.status === 'idle') return <p className="loading">Loading…</p>;
  if (store.status === 'failed') return <p role="alert">The orders cannot be shown.</p>;
  if (store.orders.length === 0) return <p className="admin-page__muted">No orders yet.</p>;
  return (
    <TableScroll label={label}>
      <table className="admin-table billing-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Invoice</th>
            <th scope="col">Plan</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Invoice PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {store.orders.map((order) => (
            <tr key={order.OrderId}>
              <td data-label="Date">{order.PlacedOn.slice(0, 10)}</td>
              <td data-label="Invoice">{order.InvoiceNumber}</td>
              <td data-label="Plan">
                {order.PlanName}
                <span className="billing-table__period">
                  {order.PeriodStart} to {order.PeriodEnd}
                </span>
              </td>
              <td data-label="Amount">{formatMoney(order.Total, order.Currency)}</td>
              <td data-label="Status">
                <span className="status-chip status-chip--paid">{order.Status}</span>
              </td>
              <td className="billing-table__action">
                <button
                  type="button"
                  className="button button--plain"
                  aria-label={`Download invoice ${order.InvoiceNumber}`}
                  onClick={() => store.downloadClicked(order)}
                >
                  Download invoice
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
});
