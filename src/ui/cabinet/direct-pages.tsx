import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DIRECT_LINK_ACTIONS } from '../../domain/cabinet/cabinet-access.policy';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import { directFolderPath, directItemsPath, routeId } from '../../domain/cabinet/cabinet-paths';
import { LINK_NOT_VALID } from '../../domain/cabinet/direct-link-refusal';
import { isFolder, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import { SORT_OPTIONS } from '../../domain/cabinet/item-sort';
import { DirectLinkStore } from '../../stores/cabinet/direct-link.store';
import { FilePreviewStore } from '../../stores/cabinet/file-preview.store';
import { useStore, useStores } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { FileIconBadge } from './file-icon';
import { FilePreviewDialog } from './file-preview-dialog';
import { FolderList } from './folder-list';
import { ItemThumbnail } from './item-thumbnail';
import './cabinet.css';

/** /link/{Hash}/{RecordId}: the login by direct share, then on to what the link shows (or /direct/403). */
export const DirectLinkPage = observer(function DirectLinkPage({ match }: PageProps) {
  const store = useStore(DirectLinkStore);
  const { hash = '', recordId } = match.params;
  useEffect(() => {
    void store.linkOpened(hash, routeId(recordId));
  }, [store, hash, recordId]);
  if (store.invalid) return <DirectLinkNotValid path={match.path} />;
  if (store.failed)
    return (
      <p className="notice" role="alert">
        The link could not be opened. Check your connection and try again.
      </p>
    );
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> Opening the shared item…
    </p>
  );
});

/**
 * /direct/{hash}/{id}/{scopeId?} (issue 35; docs/cabinet.md "Direct links"): one shared file, opened by its link's Hash
 * and RecordId for anyone who has it (a direct-link user or an anonymous visitor), with its preview and download. A
 * shared folder goes on to its folder page. `scopeId` is the sharer's scope; the link alone decides what is shown.
 */
export const DirectItemPage = observer(function DirectItemPage({ match }: PageProps) {
  const store = useStore(DirectLinkStore);
  const preview = useStore(FilePreviewStore);
  const { hash = '', id } = match.params;
  useEffect(() => {
    void store.itemOpened(hash, routeId(id));
  }, [store, hash, id]);
  if (store.invalid) return <DirectLinkNotValid path={match.path} />;
  if (store.failed)
    return (
      <p className="notice" role="alert">
        The link could not be opened. Check your connection and try again.
      </p>
    );
  const item = store.item;
  if (!item || isFolder(item))
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> Opening the shared item…
      </p>
    );
  return (
    <section>
      <PageHeader title={item.Name} crumbs={[]} />
      <p className="cabinet-row__name">
        {item.IsImage ? <ItemThumbnail item={item} /> : <FileIconBadge item={item} />}
        <span>Shared with you by link · {formatFileSize(item.Size)}</span>
      </p>
      <p className="direct-item__actions">
        <button
          type="button"
          className="button button--plain"
          aria-haspopup="dialog"
          onClick={() => void preview.fileOpened(item, 'link')}
        >
          Preview
        </button>
        <button type="button" className="button" onClick={() => store.downloadClicked(item)}>
          Download
        </button>
      </p>
      <p>
        <Link to={directItemsPath()}>All the files and folders shared with you</Link>
      </p>
      <FilePreviewDialog store={preview} />
    </section>
  );
});

/** /direct/share-files-folders: the files and folders this browser's links show. */
export const DirectItemsPage = observer(function DirectItemsPage() {
  const store = useStore(DirectLinkStore);
  const preview = useStore(FilePreviewStore);
  useEffect(() => {
    void store.itemsOpened();
  }, [store]);
  const items = store.items;
  return (
    <section>
      <PageHeader title="Shared Files and Folders" crumbs={[]} />
      {items === null ? (
        store.failed ? (
          <p className="notice">The shared items could not be loaded.</p>
        ) : (
          <p className="loading">Loading…</p>
        )
      ) : items.length === 0 ? (
        <p className="notice">Nothing is shared with this browser. Open the link you were sent.</p>
      ) : (
        <ul className="list" aria-label="Shared items">
          {items.map(({ RecordId, Item }) => (
            <li key={RecordId} className="list__item cabinet-row">
              <span className="cabinet-row__name">
                {Item.IsImage ? <ItemThumbnail item={Item} /> : <FileIconBadge item={Item} />}
                {isFolder(Item) ? (
                  <Link to={directFolderPath(Item)}>{Item.Name}</Link>
                ) : (
                  <button
                    type="button"
                    className="item-row__file-button"
                    aria-haspopup="dialog"
                    onClick={() => void preview.fileOpened(Item, 'link')}
                  >
                    {Item.Name}
                  </button>
                )}
              </span>
              <span className="cabinet-row__meta">
                <span className="tag">{formatFileSize(Item.Size)}</span>
                {!isFolder(Item) && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => store.downloadClicked(Item)}
                    aria-label={`Download ${Item.Name}`}
                  >
                    Download
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FilePreviewDialog store={preview} />
    </section>
  );
});

/** /direct/cabinet/{root}/folder/{context}-{folder}: a shared folder, read only, from the shared folder down. */
export const DirectFolderPage = observer(function DirectFolderPage({ match }: PageProps) {
  const store = useStore(DirectLinkStore);
  const root = routeId(match.params.rootContextFolderId);
  const folderId = routeId(match.params.folderId);
  useEffect(() => {
    if (root !== null && folderId !== null) void store.folderOpened(root, folderId);
  }, [store, root, folderId]);
  const contents = store.contents;
  const preview = useStore(FilePreviewStore);
  const fileOpened = useCallback((file: FolderItem) => void preview.fileOpened(file, 'link'), [preview]);
  const actions = useCallback(
    (item: FolderItem) =>
      !isFolder(item) && DIRECT_LINK_ACTIONS.download ? (
        <button
          type="button"
          className="row-action"
          aria-label={`Download ${item.Name}`}
          onClick={() => store.downloadClicked(item)}
        >
          Download
        </button>
      ) : null,
    [store],
  );
  if (store.invalid) return <DirectLinkNotValid path={match.path} />;
  if (!contents)
    return store.failed ? (
      <p className="notice">The shared folder could not be loaded.</p>
    ) : (
      <p className="loading">Loading…</p>
    );
  const crumbs = [
    { label: 'Shared', to: '/direct/share-files-folders' },
    ...contents.Path.slice(0, -1).map((f) => ({ label: f.Name, to: directFolderPath(f) })),
  ];
  return (
    <section className="cabinet-folder cabinet-folder--direct">
      <PageHeader title={contents.Folder.Name} crumbs={crumbs} />
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
        <span className="cabinet-toolbar__count">
          {contents.Total} {contents.Total === 1 ? 'item' : 'items'}
        </span>
        <button
          type="button"
          className="button"
          onClick={() => void store.downloadAllClicked()}
          disabled={store.zipping}
          aria-describedby="download-all-help"
        >
          {store.zipping ? 'Preparing the zip…' : 'Download all'}
        </button>
        <span id="download-all-help" className="visually-hidden">
          Every file of this folder and its folders, as one zip
        </span>
      </div>
      <p className={store.zipOutcome?.ok === false ? 'notice' : 'visually-hidden'} role="status">
        {store.zipOutcome?.message ?? ''}
      </p>
      {store.sorted.length === 0 ? (
        <p className="notice">This folder is empty.</p>
      ) : (
        <FolderList
          items={store.sorted}
          documentTypes={[]}
          folderHref={directFolderPath}
          label={`Contents of ${contents.Folder.Name}`}
          actions={actions}
          fileOpened={fileOpened}
        />
      )}
      <FilePreviewDialog store={preview} />
    </section>
  );
});

/**
 * An address that was edited or cut off (a wrong hash or record id, a folder the link does not show): said on the
 * page, apart from /direct/403, which only a link that really was revoked reaches (issue 32 #17).
 */
const DirectLinkNotValid = observer(function DirectLinkNotValid({ path }: { path: string }) {
  const home = useDirectHome(path);
  return (
    <div className="error-page" role="alert">
      <h1>This link is not valid</h1>
      <p>{LINK_NOT_VALID}</p>
      <p>If it still does not open, ask the person who shared it to send it again.</p>
      {home && <Link to={home}>Home</Link>}
    </div>
  );
});

/** Where a signed-in direct-link user goes Home from a page that shows nothing (null for a visitor by link). */
function useDirectHome(path: string): string | null {
  const { user, navigation } = useStores();
  return user.user?.logged === true ? navigation.homeFrom(path) : null;
}

/** /direct/403: a link that was revoked (or whose item was deleted); a signed-in direct-link user gets a way Home. */
export const DirectForbiddenPage = observer(function DirectForbiddenPage({ match }: PageProps) {
  const home = useDirectHome(match.path);
  return (
    <div className="error-page">
      <div className="error-page__code">403</div>
      <h1>This link is no longer available</h1>
      <p>The link may have been revoked by the person who shared it. Ask them for a new one.</p>
      {home && <Link to={home}>Home</Link>}
    </div>
  );
});
