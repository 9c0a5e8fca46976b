/**
 * What a site account reads (issue 33; docs/sites.md "Reach"): its projects, the folders its sites show under them
 * and everything below those, files (download, thumbnail, preview) and site links. Every call works out the reach
 * afresh from the site records, so a deactivated site or an ended date stops the next call. Opening a project or a
 * folder, downloading and previewing are written in the activity log with the site's id.
 */
import { Readable } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import type { Application, Request } from 'express';
import type { CabinetItemRecord, UserRecord } from '../../../fixtures/types';
import type { FolderItem } from '../../../src/domain/cabinet/folder-item.entity';
import { previewKindOf } from '../../../src/domain/cabinet/file-preview';
import type {
  SiteFolderContents,
  SiteHome,
  SiteLinkTarget,
  SiteProjectDetails,
} from '../../../src/domain/sites/site-visit.entity';
import { recordActivity } from '../../activity/activity-hook';
import { sendItem, sendStream } from '../../cabinet/serve-file';
import type { MockContext } from '../../context';
import { HttpError, handle } from '../../http';
import { queryInteger } from '../../validate';
import { ID, folderQuery } from '../cabinet/cabinet-query';
import { folderContents } from '../cabinet/folder-answers';
import { queryName, storePlainUpload } from '../cabinet/plain-upload';
import { sendInlinePreview, sendTextPreview } from '../cabinet/previews';
import { thumbnailSize } from '../cabinet/thumbnail-size';
import { NOT_ON_SITE, reachedItem, siteCaller, type SiteCaller } from './site-visit-reach';
import type { SiteVisitDeps } from './site-visit-deps';

/** A folder the visitor sees but may not add to. */
export const UPLOAD_NOT_ALLOWED = 'This folder is read-only on your site.';

const LINK_HASH = /^[A-Za-z0-9_-]{1,64}$/;
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

export function registerSiteVisitContentRoutes(
  app: Application,
  ctx: MockContext,
  deps: SiteVisitDeps,
): void {
  const { store } = ctx;
  const { clock, cabinet: cab } = deps;
  const caller = (res: Parameters<typeof siteCaller>[2]) => siteCaller(store, clock, res);
  const project = (site: SiteCaller, projectId: number) => {
    const found = store.data.projects.find(
      (p) => p.ProjectId === projectId && p.workspaceId === site.user.workspaceId,
    );
    if (!found || !site.reach.projects.has(projectId)) throw new HttpError(404, NOT_ON_SITE);
    return found;
  };
  /** The visit is logged with its site; the site user's last visit follows. */
  const visited = (site: SiteCaller, siteId: number, action: string) => {
    const { user } = site;
    const now = new Date(clock.now()).toISOString();
    for (const row of store.data.siteUsers)
      if (row.userId === user.id && row.SiteId === siteId) row.LastVisitOn = now;
    recordActivity(
      store,
      clock,
      { workspaceId: user.workspaceId, userId: user.id, userName: nameOf(user) },
      { area: 'sites', action, siteId },
      user,
    );
  };
  const fileOf = (req: Request, site: SiteCaller) => {
    const found = reachedItem(store, site, queryInteger(req, 'id', ID));
    const item = cab.data.find(queryInteger(req, 'id', ID));
    if (!item || item.ItemType !== 2) throw new HttpError(404, NOT_ON_SITE);
    return { item, found };
  };
  /** A shown folder's view has no parent: the site shows nothing above it. */
  const topView = (item: CabinetItemRecord): FolderItem => ({ ...cab.data.view(item), ParentFolderId: null });

  app.get(
    '/sitecontent/projects',
    handle((_req, res) => {
      const site = caller(res);
      const first = site.sites[0]!;
      const answer: SiteHome = {
        WorkspaceName: store.workspace(site.user.workspaceId)?.name ?? '',
        Logo: store.workspace(site.user.workspaceId)?.logo ?? null,
        SiteNames: site.sites.map((s) => s.Name),
        Kind: first.Kind,
        SiteHash: first.Kind === 2 ? first.Hash : null,
        Projects: [...site.reach.projects].flatMap(([projectId, folders]) => {
          const p = store.data.projects.find(
            (x) => x.ProjectId === projectId && x.workspaceId === site.user.workspaceId,
          );
          return p
            ? [
                {
                  ProjectId: p.ProjectId,
                  Name: p.Name,
                  Description: p.Description,
                  FolderCount: folders.size,
                },
              ]
            : [];
        }),
      };
      res.json(answer);
    }),
  );

  app.get(
    '/sitecontent/project/:projectId',
    handle((req, res) => {
      const site = caller(res);
      const projectId = /^[1-9]\d{0,9}$/.test(String(req.params.projectId))
        ? Number(req.params.projectId)
        : 0;
      const p = project(site, projectId);
      const folders = [...site.reach.projects.get(projectId)!.values()];
      const answer: SiteProjectDetails = {
        ProjectId: p.ProjectId,
        Name: p.Name,
        Description: p.Description,
        Folders: folders.flatMap((shown) => {
          const folder = cab.data.find(shown.FolderId);
          return folder && folder.ItemType === 1
            ? [{ Folder: topView(folder), CanUpload: shown.CanUpload }]
            : [];
        }),
      };
      visited(site, folders[0]?.SiteId ?? site.sites[0]!.SiteId, `Opened the project ${p.Name}`);
      res.json(answer);
    }),
  );

  app.get(
    '/sitecontent/folder',
    handle((req, res) => {
      const site = caller(res);
      const query = folderQuery(req);
      const projectId = req.query.projectId === undefined ? undefined : queryInteger(req, 'projectId', ID);
      const found = reachedItem(store, site, query.folderId, projectId);
      const folder = cab.data.find(query.folderId);
      if (!folder || folder.ItemType !== 1) throw new HttpError(404, NOT_ON_SITE);
      const answer: SiteFolderContents = {
        ...folderContents(cab.data, folder, query, found.ShownFolderId),
        ProjectId: found.ProjectId,
        ProjectName: project(site, found.ProjectId).Name,
        CanUpload: found.CanUpload,
      };
      visited(site, found.SiteId, `Opened the folder ${folder.Name}`);
      res.json(answer);
    }),
  );

  /**
   * A file into a shown folder (or one below it) whose site allows upload: the cabinet's own limits and quota
   * (routes/cabinet/plain-upload.ts), the file created by the site account, the upload logged with the site's id.
   */
  app.post(
    '/sitecontent/upload',
    handle(async (req, res) => {
      const site = caller(res);
      const folderId = queryInteger(req, 'folderId', ID);
      const projectId = req.query.projectId === undefined ? undefined : queryInteger(req, 'projectId', ID);
      const found = reachedItem(store, site, folderId, projectId);
      const folder = cab.data.find(folderId);
      if (!folder || folder.ItemType !== 1) throw new HttpError(404, NOT_ON_SITE);
      if (!found.CanUpload) throw new HttpError(403, UPLOAD_NOT_ALLOWED);
      const name = queryName(req);
      const record = await storePlainUpload(cab, req, res, folder, site.user, name);
      visited(site, found.SiteId, `Uploaded ${record.Name} to ${folder.Name}`);
      res.json(cab.data.view(record));
    }),
  );

  app.get(
    '/sitecontent/download',
    handle(async (req, res) => {
      const site = caller(res);
      const { item, found } = fileOf(req, site);
      visited(site, found.SiteId, `Downloaded ${item.Name}`);
      await sendItem(cab.files, res, item);
    }),
  );

  app.get(
    '/sitecontent/preview',
    handle(async (req, res) => {
      const site = caller(res);
      const { item, found } = fileOf(req, site);
      // Logged before the answer leaves (what cannot be previewed answers 415 and is not logged).
      if (['image', 'pdf'].includes(previewKindOf(item)))
        visited(site, found.SiteId, `Previewed ${item.Name}`);
      await sendInlinePreview(cab, res, item);
    }),
  );

  app.get(
    '/sitecontent/preview/text',
    handle(async (req, res) => {
      const site = caller(res);
      const { item, found } = fileOf(req, site);
      if (previewKindOf(item) === 'text') visited(site, found.SiteId, `Previewed ${item.Name}`);
      await sendTextPreview(cab, res, item);
    }),
  );

  app.get(
    '/sitecontent/thumbnail',
    handle(async (req, res) => {
      const site = caller(res);
      const { item } = fileOf(req, site);
      const png = await cab.thumbnails.of(item, thumbnailSize(req));
      if (!png) throw new HttpError(404, 'This file has no thumbnail.');
      await sendStream(res, Readable.from([png]), {
        name: `${item.Name}.png`,
        size: png.length,
        contentType: 'image/png',
        disposition: 'inline',
      });
    }),
  );

  app.get(
    '/sitecontent/link/:hash/:recordId',
    handle((req, res) => {
      const site = caller(res);
      const hash = String(req.params.hash);
      const recordId = /^[1-9]\d{0,9}$/.test(String(req.params.recordId)) ? Number(req.params.recordId) : 0;
      const link = store.data.siteLinks.find((l) => l.LinkId === recordId);
      // A link of a site the account does not enter is, for it, a link that does not exist.
      if (
        !link ||
        !LINK_HASH.test(hash) ||
        !sameText(link.Hash, hash) ||
        !site.reach.siteIds.includes(link.SiteId)
      )
        throw new HttpError(404, 'This link is not valid.');
      project(site, link.ProjectId);
      let answer: SiteLinkTarget = { ProjectId: link.ProjectId, Item: null, Folder: null };
      if (link.ItemId !== null) {
        reachedItem(store, site, link.ItemId, link.ProjectId);
        const item = cab.data.find(link.ItemId)!;
        const folder = item.ItemType === 1 ? item : cab.data.find(item.ParentFolderId ?? 0);
        answer = {
          ProjectId: link.ProjectId,
          Item: cab.data.view(item),
          Folder: folder ? cab.data.view(folder) : null,
        };
      }
      res.json(answer);
    }),
  );
}
