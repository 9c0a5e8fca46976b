import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { folderPath, newFolderPath, sharePath, transferPath } from '../../domain/cabinet/cabinet-paths';
import { isFolder, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import { SORT_OPTIONS } from '../../domain/cabinet/item-sort';
import { FilePreviewStore } from '../../stores/cabinet/file-preview.store';
import { FolderStore } from '../../stores/cabinet/folder.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { CabinetNotFound, routeNumbers } from './cabinet-page-parts';
import { FilePreviewDialog } from './file-preview-dialog';
import { FolderList } from './folder-list';
import { FolderTree } from './folder-tree';
import { ItemDialog } from './item-dialog';
import { UploadPanel } from './upload-panel';
import { uploadSources } from './upload-sources';
import './cabinet.css';

/**
 * /cabinet/{RootContextFolderId}/folder/{ContextFolderId}-{FolderId}: the folder tree, the breadcrumb, the toolbar
 * (new folder, upload, sort, download) and the items; files can be dropped on the list. Every action is shown only
 * when the member's access verbs allow it (platform spec §6).
 */
export const FolderPage = observer(function FolderPage({ match }: PageProps) {
  const store = useStore(FolderStore);
  const [root, folderId] = routeNumbers(match.params.rootContextFolderId, match.params.folderId);
  useEffect(() => {
    if (root !== null && folderId !== null) void store.opened(root, folderId);
  }, [store, root, folderId]);
  const folder = store.folder;
  usePageSubject(match.path, folder?.Name);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const rowActions = useCallback((item: FolderItem) => <RowActions store={store} item={item} />, [store]);
  const preview = useStore(FilePreviewStore);
  const fileOpened = useCallback((file: FolderItem) => void preview.fileOpened(file, 'member'), [preview]);
  const moreWanted = useCallback(() => void store.moreWanted(), [store]);
  if (root === null || folderId === null || store.notFound) return <CabinetNotFound />;
  if (!folder || !store.contents) {
    return store.failed ? (
      <p className="notice">The folder could not be loaded.</p>
    ) : (
      <p className="loading">Loading…</p>
    );
  }
  const { actions } = store;
  const crumbs = [
    { label: 'Cabinets', to: '/cabinet/list' },
    ...store.contents.Path.slice(0, -1).map((f) => ({ label: f.Name, to: folderPath(f) })),
  ];
  const dragOver = (event: DragEvent) => {
    if (!actions.upload || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (actions.upload) store.filesChosen(uploadSources(event.dataTransfer.files));
  };
  return (
    <section className="cabinet-folder">
      <PageHeader
        title={folder.Name}
        crumbs={crumbs}
        actions={
          <>
            {actions.createFolder && (
              <Link className="button button--plain" to={newFolderPath(folder)}>
                New folder
              </Link>
            )}
            {actions.upload && (
              <>
                <input
                  ref={picker}
                  id="cabinet-upload"
                  type="file"
                  multiple
                  className="visually-hidden"
                  aria-label="Upload files"
                  // Opened by the Upload files button below: not a second stop for the keyboard or a screen reader.
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(event) => {
                    store.filesChosen(uploadSources(event.target.files));
                    event.target.value = '';
                  }}
                />
                <button type="button" className="button" onClick={() => picker.current?.click()}>
                  Upload files
                </button>
              </>
            )}
            {actions.download && (
              <button
                type="button"
                className="button button--plain"
                onClick={() => store.downloadClicked(folder)}
                disabled={store.preparing.includes(folder.ItemId)}
              >
                {store.preparing.includes(folder.ItemId) ? 'Preparing download…' : 'Download folder'}
              </button>
            )}
          </>
        }
      />
      <div className="cabinet-folder__body">
        <FolderTree
          folders={store.tree}
          rootId={folder.RootContextFolderId}
          current={folder.ItemId}
          hrefOf={(f) => folderPath({ ...f, RootContextFolderId: folder.RootContextFolderId })}
          label="Folders"
        />
        <div
          className={`cabinet-folder__main${dragging ? ' cabinet-folder__main--drop' : ''}`}
          onDragOver={dragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={dropped}
          data-testid="drop-zone"
        >
          <div className="cabinet-toolbar">
            <label>
              Sort{' '}
              <select value={store.sort.id} onChange={(event) => store.sortChosen(event.target.value)}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            {actions.upload && (
              <label className="cabinet-toolbar__unpack">
                <input
                  type="checkbox"
                  checked={store.uploads.unpackZips}
                  onChange={(event) => store.uploads.unpackChanged(event.target.checked)}
                />{' '}
                Unpack zip files into folders
              </label>
            )}
            <span className="cabinet-toolbar__count">
              {store.contents.Total} {store.contents.Total === 1 ? 'item' : 'items'}
            </span>
          </div>
          <UploadPanel store={store.uploads} />
          {store.items.length === 0 ? (
            <p className="notice cabinet-empty">
              {actions.upload
                ? 'This folder is empty. Drop files here or use Upload files.'
                : 'This folder is empty.'}
            </p>
          ) : (
            <FolderList
              items={store.items}
              documentTypes={store.documentTypes}
              folderHref={folderPath}
              label={`Contents of ${folder.Name}`}
              actions={rowActions}
              fileOpened={fileOpened}
              total={store.contents.Total}
              nearEnd={store.hasMore ? moreWanted : undefined}
            />
          )}
          {store.hasMore && (
            <p className="cabinet-more">
              <span>
                Showing {store.items.length.toLocaleString('en')} of{' '}
                {store.contents.Total.toLocaleString('en')} items.
              </span>{' '}
              <button
                type="button"
                className="button button--plain"
                onClick={moreWanted}
                disabled={store.loadingMore}
              >
                {store.loadingMore ? 'Loading more…' : 'Show more'}
              </button>
            </p>
          )}
          {actions.upload && (
            <p className="cabinet-hint">Drop files anywhere on this list to upload them here.</p>
          )}
        </div>
      </div>
      <ItemDialog store={store} types={store.documentTypes} />
      <FilePreviewDialog store={preview} />
    </section>
  );
});

const RowActions = observer(function RowActions({ store, item }: { store: FolderStore; item: FolderItem }) {
  const { actions } = store;
  const preparing = store.preparing.includes(item.ItemId);
  const button = (label: string, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="row-action"
      aria-label={`${label} ${item.Name}`}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
  const link = (label: string, to: string) => (
    <Link className="row-action" to={to} aria-label={`${label} ${item.Name}`}>
      {label}
    </Link>
  );
  return (
    <>
      {actions.download &&
        button(preparing ? 'Preparing…' : 'Download', () => store.downloadClicked(item), preparing)}
      {actions.rename && button('Rename', () => store.renameClicked(item))}
      {actions.classify && !isFolder(item) && button('Document type', () => store.classifyClicked(item))}
      {actions.move && link('Move', transferPath('move', item))}
      {actions.copy && link('Copy', transferPath('copy', item))}
      {actions.share && link('Share', sharePath(item))}
      {store.mayDelete(item) && button('Delete', () => void store.deleteClicked(item))}
    </>
  );
});
