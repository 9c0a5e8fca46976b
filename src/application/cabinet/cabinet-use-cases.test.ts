import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LimitMessage, MAX_UPLOAD_BYTES } from '../../domain/cabinet/cabinet-limits';
import { NameMessage } from '../../domain/cabinet/cabinet-names';
import { TransferMessage } from '../../domain/cabinet/move-rules';
import { UPLOAD_SUCCEEDED } from '../../domain/platform/realtime-events';
import type { Device } from '../../ports/device.port';
import { FakeDialogs, FakeHub, FakeNavigator, FakeNotifier } from '../testing/fakes';
import { DownloadFile } from '../platform/download-file.use-case';
import {
  FakeCabinetGateway,
  FakeDirectShares,
  FakeDocumentTypes,
  FakeFiles,
  FakeUploads,
  item,
  failedUpload,
  notes,
  photos,
  refused,
  visits,
} from './cabinet.fakes';
import { CreateFolder } from './create-folder.use-case';
import { DeleteItem } from './delete-item.use-case';
import { DownloadItem } from './download-item.use-case';
import { FollowUpload } from './follow-upload.use-case';
import { ManageDocumentTypes } from './manage-document-types.use-case';
import { DownloadSharedFolder } from './download-shared-folder.use-case';
import { OpenDirectLink } from './open-direct-link.use-case';
import { PreviewFile } from './preview-file.use-case';
import { OpenFolder } from './open-folder.use-case';
import { RenameItem } from './rename-item.use-case';
import { ShareItem } from './share-item.use-case';
import { TransferItem } from './transfer-item.use-case';
import { UploadFiles, type UploadEntry } from './upload-files.use-case';

const desktop: Device = {
  isMobile: () => false,
  userAgent: () => 'Desktop',
  antiForgeryToken: () => 'token',
};
const file = (name: string, size = 10) => ({ name, size, body: new Uint8Array(size) });

describe('opening a folder', () => {
  it('loads the contents with the tree and the document types, and corrects a path whose context is wrong', async () => {
    const gateway = new FakeCabinetGateway();
    const navigator = new FakeNavigator();
    navigator.path = '/cabinet/1/folder/1-3';
    const opening = await new OpenFolder(gateway, new FakeDocumentTypes(), navigator, new FakeHub()).run(
      1,
      3,
    );
    expect(opening).toMatchObject({
      ok: true,
      folder: { contents: { Folder: { Name: 'Visits' } }, documentTypes: [{ DocumentTypeId: 1001 }] },
    });
    expect(navigator.path).toBe('/cabinet/1/folder/2-3');
  });

  it('says when the folder does not exist', async () => {
    expect(
      await new OpenFolder(
        new FakeCabinetGateway(),
        new FakeDocumentTypes(),
        new FakeNavigator(),
        new FakeHub(),
      ).run(1, 99),
    ).toEqual({ ok: false, notFound: true });
  });

  it('reloads when a zip upload into the folder is done, not for another folder', () => {
    const hub = new FakeHub();
    let changed = 0;
    new OpenFolder(new FakeCabinetGateway(), new FakeDocumentTypes(), new FakeNavigator(), hub).watch(
      2,
      () => changed++,
    );
    hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 3 } });
    hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 2 } });
    expect(changed).toBe(1);
  });
});

describe('names', () => {
  it('checks a new folder’s name before sending it, then returns to the parent', async () => {
    const gateway = new FakeCabinetGateway();
    const navigator = new FakeNavigator();
    const notifier = new FakeNotifier();
    const create = new CreateFolder(gateway, navigator, notifier);
    expect(await create.run(photos, '  ')).toEqual({
      ok: false,
      fieldError: NameMessage.required,
      message: null,
    });
    expect(await create.run(photos, 'a/b')).toEqual({
      ok: false,
      fieldError: NameMessage.characters,
      message: null,
    });
    expect(gateway.calls).toEqual([]);
    expect(await create.run(photos, ' Drafts ')).toEqual({ ok: true });
    expect(gateway.calls).toEqual(['createFolder 2 Drafts']);
    expect(navigator.path).toBe('/cabinet/1/folder/1-2');
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'The folder "Drafts" was created.' }]);
  });

  it('shows the server’s reason for a refused rename', async () => {
    const gateway = new FakeCabinetGateway();
    gateway.next.rename = refused(400, NameMessage.taken);
    expect(await new RenameItem(gateway).run(notes, 'other.txt')).toEqual({
      ok: false,
      fieldError: null,
      message: NameMessage.taken,
    });
    expect(await new RenameItem(gateway).run(notes, 'notes.txt')).toMatchObject({ ok: true });
    expect(gateway.calls).toEqual(['rename 10 other.txt']);
  });
});

describe('deleting', () => {
  it('asks first, and does nothing when the member cancels', async () => {
    const gateway = new FakeCabinetGateway();
    const dialogs = new FakeDialogs();
    const deleting = new DeleteItem(gateway, dialogs, new FakeNotifier()).run(photos);
    await Promise.resolve();
    expect(dialogs.confirms[0]).toMatchObject({
      title: 'Delete folder',
      message: 'Delete the folder "Photos" and everything in it? This cannot be undone.',
    });
    dialogs.confirms[0]!.answer(false);
    expect(await deleting).toBe(false);
    expect(gateway.calls).toEqual([]);
  });

  it('deletes once confirmed, and shows a refusal', async () => {
    const gateway = new FakeCabinetGateway();
    const dialogs = new FakeDialogs();
    const notifier = new FakeNotifier();
    const first = new DeleteItem(gateway, dialogs, notifier).run(notes);
    await Promise.resolve();
    dialogs.confirms[0]!.answer(true);
    expect(await first).toBe(true);
    gateway.next.remove = refused(404, 'No item 10.');
    const second = new DeleteItem(gateway, dialogs, notifier).run(notes);
    await Promise.resolve();
    dialogs.confirms[1]!.answer(true);
    expect(await second).toBe(false);
    expect(notifier.shown.map((t) => t.message)).toEqual(['"notes.txt" was deleted.', 'No item 10.']);
  });
});

describe('moving and copying', () => {
  const open = async (gateway: FakeCabinetGateway, itemId: number, context: number) => {
    const navigator = new FakeNavigator();
    const use = new TransferItem(gateway, navigator, new FakeNotifier());
    return { use, navigator, choices: (await use.choices(1, context, itemId, 1))! };
  };

  it('asks for the one item, not the whole folder, on the move and share pages (a folder of 10,000 files)', async () => {
    const gateway = new FakeCabinetGateway();
    const { choices } = await open(gateway, 10, 1);
    expect(choices.item.Name).toBe('notes.txt');
    const shared = await new ShareItem(gateway, new FakeDialogs(), new FakeNotifier()).open(1, 1, 10);
    expect(shared?.item.Name).toBe('notes.txt');
    expect(gateway.calls.filter((c) => c.startsWith('folder'))).toEqual([
      'folderItem 1 10',
      'folderItem 1 10',
    ]);
  });

  it('never sends a folder into its own folder', async () => {
    const gateway = new FakeCabinetGateway();
    const { use, choices } = await open(gateway, 2, 1);
    expect(await use.run('move', choices, 3)).toBe(TransferMessage.intoOwnChild);
    expect(await use.run('copy', choices, 2)).toBe(TransferMessage.intoItself);
    expect(gateway.calls.filter((c) => /^(move|copy)/.test(c))).toEqual([]);
  });

  it('moves a file and returns to the folder it was in', async () => {
    const gateway = new FakeCabinetGateway();
    const { use, choices, navigator } = await open(gateway, 10, 1);
    expect(await use.run('move', choices, 3)).toBeNull();
    expect(gateway.calls).toContain('move 10 3');
    expect(navigator.path).toBe('/cabinet/1/folder/1-1');
  });

  it('shows the server’s reason for a 400; other refusals are the error catalogue’s (a 403 goes to /403)', async () => {
    const gateway = new FakeCabinetGateway();
    gateway.next.copy = refused(400, 'No folder 2.');
    const { use, choices } = await open(gateway, 10, 1);
    expect(await use.run('copy', choices, 2)).toBe('No folder 2.');
    gateway.next.copy = refused(403, 'Your roles do not allow you to copy files and folders.');
    expect(await use.run('copy', choices, 2)).toBe('The item could not be moved or copied.');
  });
});

describe('uploading', () => {
  const track = () => {
    const entry: Partial<UploadEntry> = {};
    return { entry, update: (patch: Partial<UploadEntry>) => Object.assign(entry, patch) };
  };

  it('refuses a file that is too large or badly named before sending a byte', async () => {
    const uploads = new FakeUploads();
    const use = new UploadFiles(uploads, new FakeHub());
    const big = track();
    expect(await use.send(photos, file('big.bin', MAX_UPLOAD_BYTES + 1), false, big.update)).toBeNull();
    expect(big.entry).toEqual({ state: 'failed', message: LimitMessage.tooLarge(MAX_UPLOAD_BYTES) });
    expect(use.check(file('a:b.txt'))).toBe(NameMessage.characters);
    expect(uploads.sent).toEqual([]);
  });

  it('reports the progress and the stored file, or the server’s refusal', async () => {
    const uploads = new FakeUploads();
    const use = new UploadFiles(uploads, new FakeHub());
    const seen: number[] = [];
    const stored = await use.send(
      photos,
      file('plan.pdf', 100),
      false,
      (patch) => patch.sent !== undefined && seen.push(patch.sent),
    );
    expect(stored).toMatchObject({ Name: 'plan.pdf', ParentFolderId: 2 });
    expect(seen).toEqual([0, 50, 100, 100]);
    uploads.answers.push(failedUpload(413, 'The file is larger than 50 MB, the most one upload may carry.'));
    const refusedOne = track();
    await use.send(photos, file('x.pdf'), false, refusedOne.update);
    expect(refusedOne.entry).toMatchObject({
      state: 'failed',
      message: 'The file is larger than 50 MB, the most one upload may carry.',
    });
  });

  it('unpacks only zips, when asked, and follows them to zipUploadDone', async () => {
    const uploads = new FakeUploads();
    const hub = new FakeHub();
    const use = new UploadFiles(uploads, hub);
    uploads.answers.push({ ok: true, kind: 'zip', uploadId: 'u-1' });
    const zip = track();
    await use.send(photos, file('Site.zip'), true, zip.update);
    await use.send(photos, file('notes.txt'), true, () => undefined);
    expect(uploads.sent.map((s) => s.unpack)).toEqual([true, false]);
    expect(zip.entry).toMatchObject({ state: 'unpacking', uploadId: 'u-1' });
    const done: unknown[] = [];
    use.watchZips((d) => done.push(d));
    hub.push({
      Listener: 'zipUploadDone',
      Data: {
        IsSuccess: false,
        FolderId: 2,
        UploadId: 'u-1',
        Message: 'The zip file is damaged or is not a zip file.',
      },
    });
    hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: true } });
    expect(done).toEqual([
      { uploadId: 'u-1', folderId: 2, ok: false, message: 'The zip file is damaged or is not a zip file.' },
    ]);
    expect(UPLOAD_SUCCEEDED).toBe('Your file(s) have been uploaded successfully.');
  });

  it('returns from /documentupload to the folder once its zip is unpacked, never elsewhere', async () => {
    const hub = new FakeHub();
    const navigator = new FakeNavigator();
    const follow = new FollowUpload(
      new FakeCabinetGateway(),
      new UploadFiles(new FakeUploads(), hub),
      navigator,
    );
    expect(await follow.status('u-1', 'zip', '1-1-2')).toMatchObject({ State: 'processing' });
    follow.watch('u-1', '1-1-2', () => undefined);
    hub.push({ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 2, UploadId: 'u-1' } });
    expect(navigator.path).toBe('/cabinet/1/folder/1-2');
    expect(follow.returnPath('//evil.example')).toBe('/cabinet/list');
  });
});

describe('downloading', () => {
  it('downloads a file through the file-download convention', async () => {
    const files = new FakeFiles();
    await new DownloadItem(new FakeCabinetGateway(), new DownloadFile(files, desktop), new FakeHub()).file(
      notes,
    );
    expect(files.saved).toEqual([{ url: '/api/document/download?id=10&xsrf=token', fileName: 'notes.txt' }]);
  });

  it('downloads a folder’s zip when downloadCompleted names it, and passes on its ErrorMessage', async () => {
    const files = new FakeFiles();
    const hub = new FakeHub();
    const use = new DownloadItem(new FakeCabinetGateway(), new DownloadFile(files, desktop), hub);
    const finished: Array<string | null> = [];
    expect(await use.folder(photos, (error) => finished.push(error))).toEqual({
      ok: true,
      state: 'preparing',
    });
    hub.push({ Listener: 'downloadCompleted', Data: { ErrorMessage: null, DownloadId: 'other' } });
    expect(files.saved).toEqual([]);
    hub.push({
      Listener: 'downloadCompleted',
      Data: { ErrorMessage: null, DownloadId: 'd-1', FileName: 'Photos.zip' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files.saved).toEqual([
      { url: '/api/document/folderdownload?id=d-1&xsrf=token', fileName: 'Photos.zip' },
    ]);
    expect(finished).toEqual([null]);
    await use.folder(visits, (error) => finished.push(error));
    hub.push({
      Listener: 'downloadCompleted',
      Data: { ErrorMessage: 'This folder is too large to download as one file.', DownloadId: 'd-1' },
    });
    expect(finished).toEqual([null, 'This folder is too large to download as one file.']);
  });
});

describe('a push that comes before the answer', () => {
  it('still downloads a folder whose zip was announced before the answer naming it arrived', async () => {
    const files = new FakeFiles();
    const hub = new FakeHub();
    const gateway = new FakeCabinetGateway();
    const request = gateway.requestFolderDownload.bind(gateway);
    gateway.requestFolderDownload = async (folderId: number) => {
      hub.push({
        Listener: 'downloadCompleted',
        Data: { ErrorMessage: null, DownloadId: 'd-1', FileName: 'Photos.zip' },
      });
      return request(folderId);
    };
    const finished: Array<string | null> = [];
    await new DownloadItem(gateway, new DownloadFile(files, desktop), hub).folder(photos, (error) =>
      finished.push(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files.saved).toEqual([
      { url: '/api/document/folderdownload?id=d-1&xsrf=token', fileName: 'Photos.zip' },
    ]);
    expect(finished).toEqual([null]);
  });
});

describe('direct links', () => {
  const HASH = 'Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0Je';

  it('opens a shared folder, and sends a revoked link to /direct/403', async () => {
    const shares = new FakeDirectShares();
    const navigator = new FakeNavigator();
    const use = new OpenDirectLink(shares, navigator);
    expect(await use.open(HASH, 7001)).toBeNull();
    expect(navigator.path).toBe('/direct/cabinet/1/folder/2-2');
    shares.live = false;
    expect(await use.open(HASH, 7001)).toBe('revoked');
    expect(navigator.path).toBe('/direct/403');
    navigator.path = '/direct/cabinet/1/folder/2-2';
    expect(await use.folder(1, 2)).toBeNull();
    expect(navigator.path).toBe('/direct/403');
  });

  it('says an edited or cut-off address is not valid, and never sends it to /direct/403 (issue 32 #17)', async () => {
    const shares = new FakeDirectShares();
    const navigator = new FakeNavigator();
    navigator.path = '/link/x/y';
    const use = new OpenDirectLink(shares, navigator);
    expect(await use.open(HASH.slice(0, 31), 7001)).toBe('invalid');
    expect(await use.open(HASH, null)).toBe('invalid');
    expect(shares.logins).toBe(0);
    shares.unknown = true;
    expect(await use.open(HASH, 7001)).toBe('invalid');
    expect(await use.folder(1, 2)).toBe('invalid');
    expect(navigator.path).toBe('/link/x/y');
  });

  it('opens the shared items page for a shared file', async () => {
    const shares = new FakeDirectShares();
    shares.shared = { ...notes, ParentFolderId: null };
    const navigator = new FakeNavigator();
    await new OpenDirectLink(shares, navigator).open('Pq7Rk2Vw9Xs4Ty6Zb3Nc8Md5Lf1Hg0Je', 7001);
    expect(navigator.path).toBe('/direct/share-files-folders');
  });

  it('keeps a shared file on /direct/{hash}/{id} and answers it; a folder goes on to its page (issue 35)', async () => {
    const shares = new FakeDirectShares();
    shares.shared = { ...notes, ParentFolderId: null };
    const navigator = new FakeNavigator();
    navigator.path = '/direct/x/7001';
    const use = new OpenDirectLink(shares, navigator);
    expect(await use.openItem(HASH, 7001)).toMatchObject({ ItemId: notes.ItemId, ItemType: 2 });
    expect(navigator.path).toBe('/direct/x/7001');
    expect(await use.openItem(HASH, null)).toBe('invalid');
    const folderShares = new FakeDirectShares();
    await new OpenDirectLink(folderShares, navigator).openItem(HASH, 7001);
    expect(navigator.path).toBe('/direct/cabinet/1/folder/2-2');
  });
});

describe('document types', () => {
  it('checks the name, saves, and returns to the list', async () => {
    const types = new FakeDocumentTypes();
    const navigator = new FakeNavigator();
    const use = new ManageDocumentTypes(types, navigator, new FakeNotifier(), new FakeDialogs());
    expect(await use.save(null, '', false)).toEqual({
      ok: false,
      fieldError: NameMessage.required,
      message: null,
    });
    expect(await use.save(null, 'Drawing', true)).toEqual({ ok: true });
    expect(await use.save(types.types[0]!, 'Signed contract', true)).toEqual({ ok: true });
    expect(types.calls).toEqual(['create Drawing true', 'update 1001 Signed contract true']);
    expect(navigator.path).toBe('/setup/doctype/list');
  });
});

describe('"Download all" of a shared folder (issue 32 #17)', () => {
  const setup = () => {
    const shares = new FakeDirectShares();
    const files = new FakeFiles();
    const navigator = new FakeNavigator();
    navigator.path = '/direct/cabinet/1/folder/2-2';
    const use = new DownloadSharedFolder(shares, new DownloadFile(files, desktop), navigator);
    return { shares, files, navigator, use };
  };

  it('downloads the folder’s zip under the name the server gives', async () => {
    const { files, use } = setup();
    expect(await use.run(2)).toEqual({ ok: true, fileName: 'Photos.zip' });
    expect(files.saved).toEqual([
      { url: expect.stringMatching(/^\/api\/directshare\/folderzip\?folderId=2/), fileName: 'Photos.zip' },
    ]);
  });

  it('says why a folder cannot be zipped, and downloads nothing', async () => {
    const { shares, files, use } = setup();
    shares.zipRefusal = { status: 413, Message: 'This folder is too large to download as one file (…).' };
    expect(await use.run(2)).toEqual({
      ok: false,
      message: 'This folder is too large to download as one file (…).',
    });
    expect(files.saved).toEqual([]);
  });

  it('sends a revoked link to /direct/403', async () => {
    const { shares, navigator, use } = setup();
    shares.live = false;
    expect(await use.run(2)).toMatchObject({ ok: false });
    expect(navigator.path).toBe('/direct/403');
  });
});

describe('file preview (issue 32 #17)', () => {
  const use = () => {
    const cabinet = new FakeCabinetGateway();
    const shares = new FakeDirectShares();
    return { cabinet, shares, preview: new PreviewFile(cabinet, shares, desktop) };
  };

  it('gives a picture or PDF its inline URL: a member’s with the anti-forgery token, a visitor’s by the link', async () => {
    const { preview } = use();
    const picture = item({ ItemId: 30, Name: 'Roof.png', IsImage: true });
    expect(await preview.open(picture, 'member')).toEqual({
      kind: 'image',
      url: expect.stringMatching(/^\/api\/document\/preview\?id=30&xsrf=/),
    });
    expect(await preview.open(item({ ItemId: 31, Name: 'Plan.pdf' }), 'link')).toEqual({
      kind: 'pdf',
      url: '/api/directshare/preview?id=31',
    });
  });

  it('loads a text file’s text, and loads nothing for a file that does not preview', async () => {
    const { cabinet, preview } = use();
    expect(await preview.open(item({ ItemId: 32, Name: 'Notes.txt' }), 'member')).toEqual({
      kind: 'text',
      text: '<b>Minutes</b>',
      truncated: false,
    });
    expect(await preview.open(item({ ItemId: 33, Name: 'Notes.md' }), 'link')).toEqual({
      kind: 'text',
      text: 'Shared notes',
      truncated: true,
    });
    expect(await preview.open(item({ ItemId: 34, Name: 'Budget.xlsx' }), 'member')).toEqual({ kind: 'none' });
    expect(cabinet.calls).toEqual(['previewText 32']);
  });
});
