import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCabinetGateway } from '../../application/cabinet/cabinet.fakes';
import { DeleteItem } from '../../application/cabinet/delete-item.use-case';
import { ListCabinets } from '../../application/cabinet/list-cabinets.use-case';
import { FakeDialogs, FakeNotifier, member } from '../../application/testing/fakes';
import { AccessVerb } from '../../domain/access/access-verb';
import { CabinetListStore } from '../../stores/cabinet/cabinet-list.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { CABINET_PAGES } from './cabinet-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const { Read, Create, Update, Delete } = AccessVerb;

function openList(user: { isAdmin: boolean; accountType: 1 | 2; accessVerbs: number }) {
  const gateway = new FakeCabinetGateway();
  const dialogs = new FakeDialogs();
  const { stores } = testStores();
  stores.user.setUser({ ...member, ...user });
  const store = new CabinetListStore(
    new ListCabinets(gateway),
    stores.user,
    new DeleteItem(gateway, dialogs, new FakeNotifier()),
  );
  const Page = CABINET_PAGES['cabinet.list']!;
  const router = createMemoryRouter(
    [{ path: '*', element: <Page match={{ params: {}, path: '/cabinet/list' } as never} /> }],
    { initialEntries: ['/cabinet/list'] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, dialogs };
}

describe('/cabinet/list: deleting a cabinet (issue 31)', () => {
  it('offers no Delete on a cabinet to a member, even one whose roles hold Delete', async () => {
    openList({ isAdmin: false, accountType: 2, accessVerbs: Read | Create | Update | Delete });
    const list = await screen.findByRole('list', { name: 'Cabinets' });
    expect(within(list).getByRole('link', { name: 'Cabinet' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('lets an administrator delete a cabinet after saying what goes with it', async () => {
    const { gateway, dialogs } = openList({ isAdmin: true, accountType: 1, accessVerbs: 0 });
    const list = await screen.findByRole('list', { name: 'Cabinets' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Cabinet' }));
    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(dialogs.confirms[0]).toMatchObject({
      title: 'Delete cabinet',
      message:
        'Delete the cabinet "Cabinet" and everything in it, for everyone? Its direct links stop working. This cannot be undone.',
    });
    dialogs.confirms[0]!.answer(true);
    await waitFor(() => expect(gateway.calls).toContain('remove 1'));
  });
});
