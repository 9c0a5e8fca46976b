import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FakeCabinetGateway,
  FakeDocumentTypes,
  FakeFiles,
  FakeDirectShares,
  FakeUploads,
  item,
} from '../../application/cabinet/cabinet.fakes';
import { DeleteItem } from '../../application/cabinet/delete-item.use-case';
import { DownloadItem } from '../../application/cabinet/download-item.use-case';
import { OpenFolder } from '../../application/cabinet/open-folder.use-case';
import { PreviewFile } from '../../application/cabinet/preview-file.use-case';
import { RenameItem } from '../../application/cabinet/rename-item.use-case';
import { SetDocumentType } from '../../application/cabinet/set-document-type.use-case';
import { UploadFiles } from '../../application/cabinet/upload-files.use-case';
import { DownloadFile } from '../../application/platform/download-file.use-case';
import { FakeDialogs, FakeHub, FakeNavigator, FakeNotifier, member } from '../../application/testing/fakes';
import { AccessVerb } from '../../domain/access/access-verb';
import { FilePreviewStore } from '../../stores/cabinet/file-preview.store';
import { FolderStore } from '../../stores/cabinet/folder.store';
import { UploadStore } from '../../stores/cabinet/upload.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { CABINET_PAGES } from './cabinet-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

// jsdom lays nothing out: the virtualised list reads its box from clientWidth/clientHeight, so give it one.
const box = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', box.clientHeight!);
  Object.defineProperty(Element.prototype, 'clientWidth', box.clientWidth!);
});

const { Read, Create, Update } = AccessVerb;

function openFolder(user: { isAdmin: boolean; accountType: 1 | 2; accessVerbs: number }, files = 0) {
  const gateway = new FakeCabinetGateway();
  for (let i = 1; i <= files; i++)
    gateway.items.push(item({ ItemId: 1000 + i, Name: `Scan ${i}.pdf`, Size: 100 * i, ParentFolderId: 2 }));
  gateway.items.push(
    item({ ItemId: 20, Name: 'Plan 10.pdf', Size: 4000, ParentFolderId: 2 }),
    item({ ItemId: 21, Name: 'Plan 2.pdf', Size: 9000, ParentFolderId: 2, DocumentTypeId: 1001 }),
    item({ ItemId: 22, Name: 'Roof.png', IsImage: true, ParentFolderId: 2 }),
    item({ ItemId: 23, Name: 'Archive', ItemType: 1, ParentFolderId: 2 }),
  );
  const { stores } = testStores();
  stores.user.setUser({ ...member, ...user });
  const hub = new FakeHub();
  const navigator = new FakeNavigator();
  navigator.path = '/cabinet/1/folder/1-2';
  const device = { isMobile: () => false, userAgent: () => 'Desktop', antiForgeryToken: () => 't' };
  const store = new FolderStore(
    new OpenFolder(gateway, new FakeDocumentTypes(), navigator, hub),
    new RenameItem(gateway),
    new SetDocumentType(gateway),
    new DeleteItem(gateway, new FakeDialogs(), new FakeNotifier()),
    new DownloadItem(gateway, new DownloadFile(new FakeFiles(), device), hub),
    stores.user,
    new UploadStore(new UploadFiles(new FakeUploads(), hub)),
  );
  const downloads = new DownloadItem(gateway, new DownloadFile(new FakeFiles(), device), hub);
  const preview = new FilePreviewStore(new PreviewFile(gateway, new FakeDirectShares(), device), downloads);
  const resolve = ((type: unknown) => (type === FilePreviewStore ? preview : store)) as never;
  const Page = CABINET_PAGES['cabinet.folder']!;
  const match = {
    route: { id: 'cabinet.folder' },
    params: { rootContextFolderId: '1', contextFolderId: '1', folderId: '2' },
    path: '/cabinet/1/folder/1-2',
  };
  const router = createMemoryRouter([{ path: '*', element: <Page match={match as never} /> }], {
    initialEntries: ['/cabinet/1/folder/1-2'],
  });
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway };
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.item-row__title')?.textContent);

describe('the folder page', () => {
  it('shows folders first, A to Z, with icons, thumbnails, sizes, and type 1001 styled apart', async () => {
    openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read | Create | Update });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    expect(rowNames(list)).toEqual(['Archive', 'Visits', 'Plan 2.pdf', 'Plan 10.pdf', 'Roof.png']);
    expect(within(list).getByRole('img', { name: 'Thumbnail of Roof.png' }).getAttribute('src')).toBe(
      '/api/documentthumbnail?id=22&w=200&h=100',
    );
    expect(within(list).getAllByRole('img', { name: 'PDF' })).toHaveLength(2);
    const styled = within(list)
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes('Plan 2.pdf'))!;
    expect(styled.querySelector('.item-row')?.classList.contains('item-row--styled')).toBe(true);
    expect(within(styled).getByText('Signed contract')).toBeTruthy();
    expect(within(styled).getByText('8.8 KB')).toBeTruthy();
  });

  it('sorts by the chosen pair, folders still first', async () => {
    openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Largest to Smallest');
    expect(rowNames(list)).toEqual(['Archive', 'Visits', 'Plan 2.pdf', 'Plan 10.pdf', 'Roof.png']);
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Z to A');
    expect(rowNames(list)).toEqual(['Visits', 'Archive', 'Roof.png', 'Plan 10.pdf', 'Plan 2.pdf']);
  });

  it('shows a member only the actions their verbs allow: no Delete, Move or Share without them', async () => {
    openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read | Create | Update });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    expect(within(list).getAllByRole('button', { name: /^Rename / }).length).toBeGreaterThan(0);
    expect(within(list).queryAllByRole('button', { name: /^Delete / })).toEqual([]);
    expect(within(list).queryAllByRole('link', { name: /^(Move|Share) / })).toEqual([]);
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeTruthy();
  });

  it('gives a reader nothing to change', async () => {
    openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    expect(within(list).queryAllByRole('button', { name: /^(Rename|Delete|Document type) / })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New folder' })).toBeNull();
  });

  it('gives an administrator every action', async () => {
    openFolder({ isAdmin: true, accountType: 1, accessVerbs: 0 });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    const row = within(list)
      .getAllByRole('listitem')
      .find((r) => r.textContent?.includes('Plan 10.pdf'))!;
    for (const name of [
      'Download Plan 10.pdf',
      'Rename Plan 10.pdf',
      'Document type Plan 10.pdf',
      'Delete Plan 10.pdf',
    ])
      expect(within(row).getByRole('button', { name })).toBeTruthy();
    for (const name of ['Move Plan 10.pdf', 'Copy Plan 10.pdf', 'Share Plan 10.pdf'])
      expect(within(row).getByRole('link', { name })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Move Plan 10.pdf' }).getAttribute('href')).toBe(
      '/cabinet/1/item/2/move/2-20',
    );
  });

  it('opens a file’s preview from its name; Escape closes it and the focus goes back to the name (issue 32 #17)', async () => {
    openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read });
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    const name = within(list).getByRole('button', { name: 'Plan 10.pdf' });
    await userEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Plan 10.pdf' });
    const frame = await within(dialog).findByTitle('PDF preview of Plan 10.pdf');
    expect(frame.getAttribute('src')).toBe('/api/document/preview?id=20&xsrf=t');
    expect(within(dialog).getByText('3.9 KB')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('shows a long folder a page at a time in the chosen order: Show more brings the next (issue 36)', async () => {
    const { gateway } = openFolder({ isAdmin: false, accountType: 2, accessVerbs: Read }, 450);
    const list = await screen.findByRole('list', { name: 'Contents of Photos' });
    expect(screen.getByText('Showing 200 of 455 items.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('455');
    expect(rowNames(list).slice(0, 3)).toEqual(['Archive', 'Visits', 'Plan 2.pdf']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 400 of 455 items.')).toBeTruthy();
    // A new order of a folder not all loaded is the server's: its first page again, sorted so.
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Largest to Smallest');
    await screen.findByText('Showing 200 of 455 items.');
    expect(rowNames(list).slice(0, 4)).toEqual(['Archive', 'Visits', 'Scan 450.pdf', 'Scan 449.pdf']);
    expect(gateway.calls.filter((c) => c.startsWith('folderPage'))).toEqual([
      'folderPage 2 0 200 name-asc',
      'folderPage 2 1 200 name-asc',
      'folderPage 2 0 200 size-desc',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('455 items')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
