import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import { routeId } from '../../domain/cabinet/cabinet-paths';
import { isFolder, type FolderItem } from '../../domain/cabinet/folder-item.entity';
import {
  SITE_HASH,
  SITE_PROJECTS_PATH,
  siteFolderPath,
  siteProjectPath,
  siteThumbnailUrl,
} from '../../domain/sites/site-paths';
import { FilePreviewStore } from '../../stores/cabinet/file-preview.store';
import { SiteBrowseStore } from '../../stores/sites/site-browse.store';
import { useStore } from '../app/stores-context';
import { FilePreviewDialog } from '../cabinet/file-preview-dialog';
import { FileIconBadge } from '../cabinet/file-icon';
import { FolderList } from '../cabinet/folder-list';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { SiteDropZone, SiteUploadControl } from './site-upload-control';
import '../cabinet/cabinet.css';
import './site-visit.css';

/** What a page shows while it loads, when the item is not on the site, or when it failed (already told). */
function Pending({ state, what }: { state: string; what: string }) {
  if (state === 'not-found')
    return (
      <div className="error-page" role="alert">
        <h1>Not on your site</h1>
        <p>This {what} is not on your site, or it was removed.</p>
        <Link to={SITE_PROJECTS_PATH}>Back to your projects</Link>
      </div>
    );
  if (state === 'failed')
    return <p className="notice">The {what} could not be loaded. Try again in a moment.</p>;
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}

/** /site/project/list: the projects the account's sites show. */
export const SiteProjectListPage = observer(function SiteProjectListPage() {
  const store = useStore(SiteBrowseStore);
  useEffect(() => {
    void store.homeOpened();
    return store.closed;
  }, [store]);
  const home = store.home;
  if (store.state !== 'ready' || !home) return <Pending state={store.state} what="site" />;
  return (
    <section className="site-page">
      <PageHeader title="Projects" crumbs={[]} />
      <p className="site-page__welcome">
        {home.Logo && <img className="site-page__logo" src={home.Logo} alt={`${home.WorkspaceName} logo`} />}
        {home.SiteNames.join(', ')} · shared with you by {home.WorkspaceName}
      </p>
      {home.Projects.length === 0 ? (
        <p className="notice">Nothing is shared on this site yet.</p>
      ) : (
        <ul className="site-cards" aria-label="Projects">
          {home.Projects.map((project) => (
            <li key={project.ProjectId} className="site-card">
              <Link className="site-card__title" to={siteProjectPath(project.ProjectId)}>
                {project.Name}
              </Link>
              {project.Description && <p className="site-card__text">{project.Description}</p>}
              <p className="site-card__meta">
                {project.FolderCount} shared {project.FolderCount === 1 ? 'folder' : 'folders'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** /site/project/details/{projectId}: a project and the folders the site shows under it. */
export const SiteProjectPage = observer(function SiteProjectPage({ match }: PageProps) {
  const store = useStore(SiteBrowseStore);
  const projectId = routeId(match.params.projectId);
  useEffect(() => {
    if (projectId !== null) void store.projectOpened(projectId);
    return store.closed;
  }, [store, projectId]);
  const project = store.project;
  if (projectId === null) return <Pending state="not-found" what="project" />;
  if (store.state !== 'ready' || !project) return <Pending state={store.state} what="project" />;
  return (
    <section className="site-page">
      <PageHeader title={project.Name} crumbs={[{ label: 'Projects', to: SITE_PROJECTS_PATH }]} />
      {project.Description && <p className="site-page__welcome">{project.Description}</p>}
      <h2 className="site-page__subtitle">Shared folders</h2>
      {project.Folders.length === 0 ? (
        <p className="notice">No folder of this project is shared on the site.</p>
      ) : (
        <ul className="site-cards" aria-label="Shared folders">
          {project.Folders.map(({ Folder, CanUpload }) => (
            <li key={Folder.ItemId} className="site-card site-card--folder">
              <span className="site-card__head">
                <FileIconBadge item={Folder} />
                <Link className="site-card__title" to={siteFolderPath(project.ProjectId, Folder)}>
                  {Folder.Name}
                </Link>
              </span>
              <p className="site-card__meta">
                {formatFileSize(Folder.Size)} · {CanUpload ? 'You may add files' : 'Read only'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/**
 * A folder the site shows, from the shown folder down: /site/project/details/{projectId}/cabinet/... (with the
 * project in the breadcrumb) or /site/cabinet/... Files open in the cabinet's preview and download as there.
 */
export const SiteFolderPage = observer(function SiteFolderPage({ match }: PageProps) {
  const store = useStore(SiteBrowseStore);
  const preview = useStore(FilePreviewStore);
  const projectParam = match.params.projectId;
  const projectId = projectParam === undefined ? null : routeId(projectParam);
  const root = routeId(match.params.rootContextFolderId);
  const folderId = routeId(match.params.folderId);
  useEffect(() => {
    if (root !== null && folderId !== null) void store.folderOpened(projectId, folderId, root);
    return store.closed;
  }, [store, projectId, folderId, root]);
  const fileOpened = useCallback((file: FolderItem) => void preview.fileOpened(file, 'site'), [preview]);
  const actions = useCallback(
    (item: FolderItem) =>
      isFolder(item) ? null : (
        <button
          type="button"
          className="row-action"
          aria-label={`Download ${item.Name}`}
          onClick={() => store.downloadClicked(item)}
        >
          Download
        </button>
      ),
    [store],
  );
  const folder = store.folder;
  // A site link to a file opens its folder with the file's preview (`?file=`).
  const linkedFile = routeId(match.query.file);
  useEffect(() => {
    const file = folder?.Items.find((i) => i.ItemId === linkedFile && !isFolder(i));
    if (file) void preview.fileOpened(file, 'site');
  }, [folder, linkedFile, preview]);
  if (root === null || folderId === null || (projectParam !== undefined && projectId === null))
    return <Pending state="not-found" what="folder" />;
  if (store.state !== 'ready' || !folder) return <Pending state={store.state} what="folder" />;
  const inProject = projectId ?? folder.ProjectId;
  const crumbs = [
    { label: 'Projects', to: SITE_PROJECTS_PATH },
    { label: folder.ProjectName, to: siteProjectPath(inProject) },
    ...folder.Path.slice(0, -1).map((f) => ({ label: f.Name, to: siteFolderPath(projectId, f) })),
  ];
  return (
    <section className="cabinet-folder site-page">
      <PageHeader title={folder.Folder.Name} crumbs={crumbs} />
      <p className="site-page__welcome">
        {folder.CanUpload ? 'You may add files to this folder.' : 'This folder is read only.'} {folder.Total}{' '}
        {folder.Total === 1 ? 'item' : 'items'}
      </p>
      {folder.CanUpload && <SiteUploadControl store={store} />}
      <SiteDropZone store={store} enabled={folder.CanUpload}>
        {store.items.length === 0 ? (
          <p className="notice">This folder is empty.</p>
        ) : (
          <FolderList
            items={store.items}
            documentTypes={[]}
            folderHref={(f) => siteFolderPath(projectId, f)}
            label={`Contents of ${folder.Folder.Name}`}
            actions={actions}
            fileOpened={fileOpened}
            thumbnailSrc={(itemId) => siteThumbnailUrl(itemId)}
          />
        )}
      </SiteDropZone>
      <FilePreviewDialog store={preview} />
    </section>
  );
});

/** /site/link/{Hash}/{RecordId}: one item of the site; opens its project, its folder, or the file's folder and preview. */
export const SiteLinkPage = observer(function SiteLinkPage({ match }: PageProps) {
  const store = useStore(SiteBrowseStore);
  const hash = match.params.hash ?? '';
  const recordId = routeId(match.params.recordId);
  const valid = SITE_HASH.test(hash) && recordId !== null;
  useEffect(() => {
    if (valid) void store.linkOpened(hash, recordId);
  }, [store, valid, hash, recordId]);
  const link = store.link;
  if (!valid) return <Pending state="not-found" what="link" />;
  if (store.state !== 'ready' || !link) return <Pending state={store.state} what="link" />;
  if (!link.Folder) return <Navigate replace to={siteProjectPath(link.ProjectId)} />;
  const to = siteFolderPath(link.ProjectId, link.Folder);
  return <Navigate replace to={link.Item && !isFolder(link.Item) ? `${to}?file=${link.Item.ItemId}` : to} />;
});
