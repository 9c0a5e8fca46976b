import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBillingGateway } from '../../application/billing/billing.fakes';
import { CheckOut } from '../../application/billing/check-out.use-case';
import { ManageSubscription } from '../../application/billing/manage-subscription.use-case';
import { failure, member } from '../../application/testing/fakes';
import { CardText } from '../../domain/billing/card.rules';
import { SubscriptionStore } from '../../stores/billing/subscription.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SubscriptionPage } from './subscription-page';

afterEach(cleanup);

/** 15 November 2026: cards expiring 10/26 have expired. */
const clock = { now: () => Date.UTC(2026, 10, 15) };

function renderSubscription(gateway: FakeBillingGateway) {
  const { stores } = testStores();
  stores.user.setUser({ ...member, isAdmin: true, accountType: 1, workspaceId: 1 });
  const store = new SubscriptionStore(new ManageSubscription(gateway), new CheckOut(gateway, clock));
  const path = '/workspace/1/subscription';
  const match = { route: { id: 'workspace.subscription' }, params: { id: '1' }, path, query: {} };
  const router = createMemoryRouter(
    [
      { path, element: <SubscriptionPage match={match as never} /> },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { router };
}

async function typeCard(number: string, expiry = '1240') {
  const dialog = screen.getByRole('dialog', { name: 'Checkout: Team plan' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), expiry);
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.type(within(dialog).getByLabelText('Name on the card'), 'Ada Admin');
  await user.click(within(dialog).getByRole('button', { name: 'Pay €58.80' }));
  return dialog;
}

describe('/workspace/{id}/subscription', () => {
  it('shows every plan with its limits, the current one with its usage', async () => {
    renderSubscription(new FakeBillingGateway());
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(starter.textContent).toContain('Current plan');
    expect(starter.textContent).toContain('5 of 5 users');
    expect(within(starter).getAllByRole('meter')).toHaveLength(4);
    const team = screen.getByRole('article', { name: 'Team' });
    expect(team.textContent).toContain('€49.00 a month');
    expect(within(team).getByRole('button', { name: 'Choose Team' })).toBeTruthy();
  });

  it('does not offer a plan the workspace does not fit', async () => {
    const gateway = new FakeBillingGateway();
    gateway.subscriptionAnswer = {
      ...gateway.subscriptionAnswer,
      PlanId: 'team',
      Usage: { users: 7, storage: 0, forms: 3, sites: 0 },
    };
    renderSubscription(gateway);
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).queryByRole('button')).toBeNull();
    expect(starter.textContent).toContain('This workspace holds more than Starter allows');
  });

  it('checks the card before sending it: a number failing Luhn and an expired card are shown under their fields', async () => {
    const gateway = new FakeBillingGateway();
    renderSubscription(gateway);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Team' }));
    const dialog = await typeCard('4242424242424241', '1026');
    expect(within(dialog).getByText(CardText.numberInvalid)).toBeTruthy();
    expect(within(dialog).getByText(CardText.expiryPast)).toBeTruthy();
    expect(gateway.checkouts).toEqual([]);
  });

  it("shows the provider's refusal and keeps what was typed", async () => {
    const gateway = new FakeBillingGateway();
    gateway.checkoutAnswers.push(failure(402, { Message: CardText.declined, Declined: true }));
    renderSubscription(gateway);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Team' }));
    const dialog = await typeCard('4000000000000002');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CardText.declined);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name on the card').value).toBe('Ada Admin');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Expiry (MM/YY)').value).toBe('12/40');
    expect(gateway.checkouts).toEqual([
      {
        PlanId: 'team',
        Card: { Number: '4000 0000 0000 0002', Expiry: '12/40', Cvc: '123', Name: 'Ada Admin' },
      },
    ]);
  });

  it('opens /success with the order once the card pays', async () => {
    const gateway = new FakeBillingGateway();
    const { router } = renderSubscription(gateway);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Team' }));
    await typeCard('4242424242424242');
    await screen.findByText('Opened page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/success?order=2');
  });
});
