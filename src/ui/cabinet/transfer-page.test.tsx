import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { AccessVerb } from '../../domain/access/access-verb';
import { TransferStore } from '../../stores/cabinet/transfer.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { CABINET_PAGES } from './cabinet-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const { Read, Create, Update } = AccessVerb;

/** The move page of file 20 in folder 2 of cabinet 1, for a user whose roles hold `accessVerbs`. */
function openMove(accessVerbs: number) {
  const { stores } = testStores();
  stores.user.setUser({ ...member, accountType: 2, isAdmin: false, accessVerbs });
  const opened: number[] = [];
  // No call may leave the page for a refused move: the use case is a stub that records the item it is asked about.
  const transferItem = {
    choices: (_root: number, _context: number, itemId: number) => {
      opened.push(itemId);
      return new Promise(() => undefined); // still loading
    },
  };
  const store = new TransferStore(transferItem as never);
  const Page = CABINET_PAGES['cabinet.item.move']!;
  const path = '/cabinet/1/item/0/move/1-20';
  const match = {
    route: { id: 'cabinet.item.move' },
    params: { rootContextFolderId: '1', itemType: '0', contextFolderId: '1', itemId: '20' },
    path,
  };
  const router = createMemoryRouter([{ path: '*', element: <Page match={match as never} /> }], {
    initialEntries: [path],
  });
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { opened };
}

describe('the move page', () => {
  it('tells a member whose roles hold no Move why, before any folder is chosen, and asks the server nothing', async () => {
    const { opened } = openMove(Read | Create | Update);
    expect(await screen.findByText('Your roles do not allow you to move files and folders.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move here/ })).toBeNull();
    expect(opened).toEqual([]);
  });

  it('opens the choice of folders for a user who may move', async () => {
    const { opened } = openMove(Read | Create | Update | AccessVerb.Delete);
    await screen.findByText('Loading…');
    expect(opened).toEqual([20]);
  });
});
