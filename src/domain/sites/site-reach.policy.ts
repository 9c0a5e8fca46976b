import type { Site, SiteUser } from './site.entity';

/**
 * What a site account may reach (issue 33, docs/sites.md "Reach"): the mock server decides every visitor call with it,
 * and the site pages use it to say what they may do. An individual account reaches the union of the sites whose
 * site-user row is Active and not past its end date; a single-password visitor reaches its one site. A site lets
 * nobody in while inactive or after its own end date. Days are compared as ISO dates in the workspace's time zone.
 */

/** The account's ties to sites: its site-user rows (individual access), or the site it is the visitor of. */
export interface SiteAccount {
  visitorOf: number | null;
  memberships: readonly Pick<SiteUser, 'SiteId' | 'Status' | 'AccessEndsOn'>[];
}

/** Whether `today` (YYYY-MM-DD) is on or before the last day `endsOn`; no end date: always. */
export const withinEnd = (endsOn: string | null, today: string): boolean =>
  endsOn === null || today <= endsOn;

/** A site lets its visitors in: active and not past its end date. */
export const siteOpen = (site: Pick<Site, 'IsActive' | 'AccessEndsOn'>, today: string): boolean =>
  site.IsActive && withinEnd(site.AccessEndsOn, today);

/** The sites the account may enter today, in the order given. */
export function openSitesOf<S extends Site>(account: SiteAccount, sites: readonly S[], today: string): S[] {
  return sites.filter((site) => {
    if (!siteOpen(site, today)) return false;
    if (account.visitorOf !== null) return site.SiteId === account.visitorOf && site.Kind === 2;
    return (
      site.Kind === 1 &&
      account.memberships.some(
        (row) => row.SiteId === site.SiteId && row.Status === 'Active' && withinEnd(row.AccessEndsOn, today),
      )
    );
  });
}

/** What the account reaches: per project, the shown folders (each with upload if any of its sites allows it). */
export interface SiteReach {
  siteIds: number[];
  projects: Map<number, Map<number, ShownFolder>>;
}

export interface ShownFolder {
  FolderId: number;
  CanUpload: boolean;
  /** The first of the account's sites that shows it (the activity log's `SiteId`). */
  SiteId: number;
}

export function reachOf(openSites: readonly Site[]): SiteReach {
  const projects = new Map<number, Map<number, ShownFolder>>();
  for (const site of openSites) {
    for (const project of site.Projects) {
      const folders = projects.get(project.ProjectId) ?? new Map<number, ShownFolder>();
      for (const folder of project.Folders) {
        const known = folders.get(folder.FolderId);
        folders.set(folder.FolderId, {
          FolderId: folder.FolderId,
          CanUpload: (known?.CanUpload ?? false) || folder.CanUpload,
          SiteId: known?.SiteId ?? site.SiteId,
        });
      }
      projects.set(project.ProjectId, folders);
    }
  }
  return { siteIds: openSites.map((s) => s.SiteId), projects };
}

/** Where an item stands for the account: under which shown folder of which project, and whether it may upload there. */
export interface ItemReach {
  ProjectId: number;
  /** The highest shown folder the item is in or under (or is): the visitor cannot go above it. */
  ShownFolderId: number;
  CanUpload: boolean;
  SiteId: number;
}

/**
 * Whether the account reaches a cabinet item: the item is a shown folder or lies below one (`parentOf` walks the
 * cabinet tree; a cycle or a missing parent ends the walk). `projectId` narrows to one project; otherwise the first
 * project showing it. Upload is allowed when any shown folder above it (or it) allows it.
 */
export function itemReach(
  reach: SiteReach,
  itemId: number,
  parentOf: (id: number) => number | null,
  projectId?: number,
): ItemReach | null {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let id: number | null = itemId; id !== null && !seen.has(id); id = parentOf(id)) {
    seen.add(id);
    chain.push(id);
  }
  for (const [project, folders] of reach.projects) {
    if (projectId !== undefined && project !== projectId) continue;
    const shown = chain.map((id) => folders.get(id)).filter((f): f is ShownFolder => f !== undefined);
    const top = shown.at(-1);
    if (!top) continue;
    return {
      ProjectId: project,
      ShownFolderId: top.FolderId,
      CanUpload: shown.some((f) => f.CanUpload),
      SiteId: top.SiteId,
    };
  }
  return null;
}
