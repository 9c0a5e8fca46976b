import type { Application } from 'express';
import type { SiteLinkRecord, SiteRecord } from '../../../fixtures/types';
import type { SiteLink } from '../../../src/domain/sites/site-admin.entity';
import { SiteText, siteLinkPath } from '../../../src/domain/sites/site.rules';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import type { MockClock } from '../../mock-clock';
import { SiteLinkBody } from '../../schemas/sites.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { administrator } from '../admin/admin-guard';
import { newSiteHash, siteOr404 } from './site-admin-views';

/** Whether item `itemId` is one of the project's site folders or below one (a folder brings everything below it). */
function shownUnder(store: Store, site: SiteRecord, projectId: number, itemId: number): boolean {
  const folders = new Set(
    site.Projects.find((p) => p.ProjectId === projectId)?.Folders.map((f) => f.FolderId),
  );
  let item = store.data.cabinetItems.find((i) => i.ItemId === itemId && i.workspaceId === site.workspaceId);
  for (let depth = 0; item && depth < 100; depth++) {
    if (item.ItemType === 1 && folders.has(item.ItemId)) return true;
    const parent = item.ParentFolderId;
    item = parent === null ? undefined : store.data.cabinetItems.find((i) => i.ItemId === parent);
  }
  return false;
}

export const toSiteLink = (record: SiteLinkRecord): SiteLink => ({
  LinkId: record.LinkId,
  SiteId: record.SiteId,
  Hash: record.Hash,
  Kind: record.Kind,
  ProjectId: record.ProjectId,
  ItemId: record.ItemId,
  Path: siteLinkPath(record.Hash, record.LinkId),
});

/**
 * `POST site/link` (administrators only; docs/sites.md "Links"): a link to one project, folder or file a site shows,
 * for the administrator to copy. The visitor side resolves it.
 */
export function registerSiteAdminLinkRoutes(app: Application, ctx: MockContext, clock: MockClock): void {
  const { store } = ctx;
  app.post(
    '/site/link',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, SiteLinkBody);
      const site = siteOr404(store, admin.workspaceId, body.SiteId);
      if (!site.Projects.some((p) => p.ProjectId === body.ProjectId)) throw badRequest(SiteText.linkOutside);
      const itemId = body.Kind === 'project' ? null : (body.ItemId ?? null);
      if (body.Kind !== 'project') {
        const item = store.data.cabinetItems.find((i) => i.ItemId === itemId);
        const kindMatches = item && item.ItemType === (body.Kind === 'folder' ? 1 : 2);
        if (itemId === null || !kindMatches || !shownUnder(store, site, body.ProjectId, itemId))
          throw badRequest(SiteText.linkOutside);
      }
      const record: SiteLinkRecord = {
        LinkId: store.nextId(store.data.siteLinks, (l) => l.LinkId),
        SiteId: site.SiteId,
        Hash: newSiteHash(),
        Kind: body.Kind,
        ProjectId: body.ProjectId,
        ItemId: itemId,
        CreatedOn: new Date(clock.now()).toISOString(),
        createdBy: admin.id,
        workspaceId: admin.workspaceId,
      };
      store.data.siteLinks.push(record);
      store.save();
      res.json(toSiteLink(record));
    }),
  );
}
