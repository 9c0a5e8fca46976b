/** Records of sites as the administration calls answer them, and what those calls share (docs/sites.md). */
import { randomInt } from 'node:crypto';
import type { SiteRecord, SiteUserRecord } from '../../../fixtures/types';
import type { Site } from '../../../src/domain/sites/site.entity';
import type { SiteChoices, SiteListItem, SiteUserView } from '../../../src/domain/sites/site-admin.entity';
import type { SiteFacts } from '../../../src/domain/sites/site.rules';
import { endSessionsOf } from '../../account/end-sessions';
import type { MockContext } from '../../context';
import { HttpError } from '../../http';
import type { Store } from '../../store';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A site's, an invitation's or a link's public key: 32 characters of 62 (about 190 bits), no modulo bias. */
export function newSiteHash(): string {
  let hash = '';
  for (let i = 0; i < 32; i++) hash += ALPHABET[randomInt(ALPHABET.length)];
  return hash;
}

/** The workspace's today, as the mock keeps time (UTC). */
export const todayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

export function siteOr404(store: Store, workspaceId: number, siteId: number): SiteRecord {
  const site = store.data.sites.find((s) => s.SiteId === siteId && s.workspaceId === workspaceId);
  if (!site) throw new HttpError(404, `No site ${siteId} in this workspace.`);
  return site;
}

export function siteUserOr404(store: Store, workspaceId: number, siteUserId: number): SiteUserRecord {
  const row = store.data.siteUsers.find((u) => u.SiteUserId === siteUserId && u.workspaceId === workspaceId);
  if (!row) throw new HttpError(404, `No site user ${siteUserId} in this workspace.`);
  return row;
}

/** The site as the API answers it: never the password, its hash or the hidden visitor account. */
export function toSite(site: SiteRecord): Site {
  const { workspaceId: _w, password: _p, passwordHash: _h, visitorUserId: _v, ...shown } = site;
  return structuredClone(shown);
}

/** The accounts whose sessions are a site's visitors': its people's accounts, or the single-password account. */
export function visitorAccountsOf(store: Store, site: SiteRecord): number[] {
  const ids = store.data.siteUsers
    .filter((u) => u.SiteId === site.SiteId && u.userId !== null)
    .map((u) => u.userId as number);
  if (site.visitorUserId) ids.push(site.visitorUserId);
  return [...new Set(ids)];
}

export function toSiteListItem(ctx: MockContext, site: SiteRecord): SiteListItem {
  const people = ctx.store.data.siteUsers.filter((u) => u.SiteId === site.SiteId);
  const open = visitorAccountsOf(ctx.store, site).reduce((n, id) => n + ctx.sessions.forUser(id).length, 0);
  return { ...toSite(site), UserCount: people.length, OpenSessions: open };
}

export function toSiteUser(row: SiteUserRecord): SiteUserView {
  const {
    workspaceId: _w,
    userId: _u,
    invitationDigest: _h,
    invitationSentOn: _s,
    createdBy: _c,
    invitationExpiresAt,
    ...shown
  } = row;
  const expires =
    row.Status === 'Invited' && invitationExpiresAt !== undefined
      ? new Date(invitationExpiresAt).toISOString()
      : null;
  return { ...shown, InvitationExpiresOn: expires };
}

/**
 * Ends the open sessions of accounts at once (the hub's `userLoggedOut` with `message`, then 401 on their next call:
 * docs/sites.md "Ending sessions"). An account on several sites is signed out too: it signs in again to the others.
 */
export function endVisitorSessions(ctx: MockContext, userIds: readonly number[], message: string): number {
  let ended = 0;
  for (const id of userIds)
    ended += endSessionsOf(ctx, id, 'userLoggedOut', { LogoutMessage: message, UserId: id });
  return ended;
}

/** Every folder of the workspace's cabinets, with the path to it ("Company / Photos / Site visits"). */
export function foldersOf(store: Store, workspaceId: number): SiteChoices['Folders'] {
  const folders = store.data.cabinetItems.filter((i) => i.workspaceId === workspaceId && i.ItemType === 1);
  const byId = new Map(folders.map((f) => [f.ItemId, f]));
  const pathOf = (id: number): string[] => {
    const names: string[] = [];
    let folder = byId.get(id);
    while (folder && names.length < 50) {
      names.unshift(folder.Name);
      folder = folder.ParentFolderId === null ? undefined : byId.get(folder.ParentFolderId);
    }
    return names;
  };
  return folders
    .map((f) => ({ FolderId: f.ItemId, Name: f.Name, Path: pathOf(f.ItemId).join(' / ') }))
    .sort((a, b) => a.Path.localeCompare(b.Path));
}

export function siteFacts(store: Store, workspaceId: number, now: number, stored?: string | null): SiteFacts {
  const projectIds = new Set(
    store.data.projects.filter((p) => p.workspaceId === workspaceId).map((p) => p.ProjectId),
  );
  const folderNames = new Map(foldersOf(store, workspaceId).map((f) => [f.FolderId, f.Name]));
  return { projectIds, folderNames, today: todayOf(now), storedEndsOn: stored };
}
