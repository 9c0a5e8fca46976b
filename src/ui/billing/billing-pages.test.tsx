import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBillingGateway } from '../../application/billing/billing.fakes';
import { ListOrders } from '../../application/billing/list-orders.use-case';
import { ManageBillingDetails } from '../../application/billing/manage-billing-details.use-case';
import { ManageMerchantSettings } from '../../application/billing/manage-merchant-settings.use-case';
import { FakeFiles } from '../../application/cabinet/cabinet.fakes';
import { DownloadFile } from '../../application/platform/download-file.use-case';
import { FakeNotifier, member } from '../../application/testing/fakes';
import type { CurrentUser } from '../../domain/session/current-user';
import { BillingText } from '../../domain/billing/billing-details.entity';
import { BillingDetailsStore } from '../../stores/billing/billing-details.store';
import { MerchantSettingsStore } from '../../stores/billing/merchant-settings.store';
import { OrdersStore } from '../../stores/billing/orders.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { BillingPage } from './billing-page';
import { MerchantPage } from './merchant-page';
import { OrdersPage } from './orders-page';

afterEach(cleanup);

const admin: CurrentUser = { ...member, isAdmin: true, accountType: 1, workspaceId: 1 };
const device = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => 't' };

function renderPage(path: string, element: ReactNode, stores: object[], user = admin) {
  const { stores: app } = testStores();
  app.user.setUser(user);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  const resolve = (type: new (...args: never[]) => unknown) => stores.find((store) => store instanceof type);
  render(
    <StoresProvider stores={app} resolve={resolve as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
}
const match = (id: string, path: string) =>
  ({ route: { id }, params: { id: '1' }, path, query: {} }) as never;

describe('/order/list', () => {
  it('lists the orders with their invoices for an administrator, and downloads one', async () => {
    const gateway = new FakeBillingGateway();
    const files = new FakeFiles();
    const orders = new OrdersStore(new ListOrders(gateway, new DownloadFile(files, device)));
    renderPage('/order/list', <OrdersPage />, [orders]);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('2026-10-01');
    expect(row.textContent).toContain('GW-2026-0001');
    expect(row.textContent).toContain('Team');
    expect(row.textContent).toContain('€58.80');
    expect(row.textContent).toContain('Paid');
    await userEvent.click(within(row).getByRole('button', { name: 'Download invoice GW-2026-0001' }));
    expect(files.saved).toEqual([
      { url: '/api/order/invoice?orderId=1&xsrf=t', fileName: 'Invoice GW-2026-0001.pdf' },
    ]);
  });

  it('tells anyone else that orders are for administrators, without asking the server', async () => {
    const gateway = new FakeBillingGateway();
    const orders = new OrdersStore(new ListOrders(gateway, new DownloadFile(new FakeFiles(), device)));
    renderPage('/order/list', <OrdersPage />, [orders], member);
    expect(
      await screen.findByText(/Only workspace administrators see the workspace's orders and invoices/),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(gateway.ordersAsked).toBe(0);
  });
});

describe('/workspace/{id}/merchant', () => {
  it('shows the secret key masked, and keeps it when no new one is typed', async () => {
    const gateway = new FakeBillingGateway();
    const notifier = new FakeNotifier();
    const store = new MerchantSettingsStore(new ManageMerchantSettings(gateway), notifier);
    renderPage(
      '/workspace/1/merchant',
      <MerchantPage match={match('workspace.merchant', '/workspace/1/merchant')} />,
      [store],
    );
    expect((await screen.findByTestId('secret-key-masked')).textContent).toBe('sk_test_…Wk42');
    const publishable = screen.getByLabelText('Publishable key');
    await userEvent.clear(publishable);
    await userEvent.type(publishable, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/A publishable key looks like pk_test_/)).toBeTruthy();
    expect(gateway.merchantChanges).toEqual([]);
    await userEvent.clear(publishable);
    await userEvent.type(publishable, 'pk_live_Changed0000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.merchantChanges).toEqual([
        { PublishableKey: 'pk_live_Changed0000000001', SecretKey: '' },
      ]),
    );
    await userEvent.type(screen.getByLabelText('New secret key'), 'sk_live_BrandNew00009876');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('secret-key-masked').textContent).toBe('sk_live_…9876'));
    expect(screen.getByLabelText<HTMLInputElement>('New secret key').value).toBe('');
  });
});

describe('/workspace/{id}/billing', () => {
  it('saves the billing details, refusing a bad invoice address first, and lists the invoices', async () => {
    const gateway = new FakeBillingGateway();
    const notifier = new FakeNotifier();
    const details = new BillingDetailsStore(new ManageBillingDetails(gateway), notifier);
    const orders = new OrdersStore(new ListOrders(gateway, new DownloadFile(new FakeFiles(), device)));
    renderPage(
      '/workspace/1/billing',
      <BillingPage match={match('workspace.billing', '/workspace/1/billing')} />,
      [details, orders],
    );
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeTruthy();
    const email = await screen.findByLabelText('Invoice e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BillingText.emailInvalid)).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'invoices@demo.test');
    await userEvent.type(screen.getByLabelText('Tax ID (VAT number)'), 'GB123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifier.shown).toEqual([{ kind: 'success', message: BillingText.saved }]));
    expect(gateway.detailsAnswer).toMatchObject({ Email: 'invoices@demo.test', TaxId: 'GB123' });
  });
});
