/**
 * The site pages' addresses (platform spec §2) and the site's file URLs (issue 33; docs/sites.md). A folder page
 * under a project keeps the project in its address, so the breadcrumb leads back to it.
 */
import { contextOf } from '../cabinet/cabinet-paths';
import type { FolderItem } from '../cabinet/folder-item.entity';
import { THUMBNAIL_SIZE } from '../platform/request-conventions';

type Placed = Pick<FolderItem, 'ItemId' | 'RootContextFolderId' | 'ParentFolderId'>;

export const SITE_PROJECTS_PATH = '/site/project/list';
export const SITE_USER_LOGIN_PATH = '/site/user/login';
export const SITE_NOT_ACTIVE_PATH = '/site/account-not-active';
export const SITE_RESET_PATH = '/site/reset-password';
/** The link of a site account's password-reset e-mail (docs/sites.md "Password reset"). */
export const siteChangePasswordPath = (hash: string, recordId: number) =>
  `/site/changepassword/${hash}/${recordId}`;

export const siteProjectPath = (projectId: number) => `/site/project/details/${projectId}`;

export function siteFolderPath(projectId: number | null, folder: Placed): string {
  const tail = `cabinet/${folder.RootContextFolderId}/folder/${contextOf(folder)}-${folder.ItemId}`;
  return projectId === null ? `/site/${tail}` : `${siteProjectPath(projectId)}/${tail}`;
}

export const sitePasswordLoginPath = (hash: string) =>
  `/site/password/login?site=${encodeURIComponent(hash)}`;

/** Where an invitation goes on: register for a new address, sign in for one that has a site account. */
export function siteInvitationNextPath(
  hasAccount: boolean,
  hash: string,
  recordId: number,
  email: string,
  isSilent: boolean,
): string {
  const kind = hasAccount ? 'login' : 'register';
  return `/site/${kind}/invitation/${encodeURIComponent(hash)}/${recordId}/${encodeURIComponent(email)}/${isSilent}`;
}

export const siteDownloadUrl = (itemId: number) => `/api/sitecontent/download?id=${itemId}`;
export const sitePreviewUrl = (itemId: number) => `/api/sitecontent/preview?id=${itemId}`;
export const siteThumbnailUrl = (itemId: number) =>
  `/api/sitecontent/thumbnail?id=${itemId}&w=${THUMBNAIL_SIZE.w}&h=${THUMBNAIL_SIZE.h}`;

/** Browser storage key: the single-password site this browser last entered (its sign-in page is where it returns). */
export const SITE_PASSWORD_ENTRY_KEY = 'gw_site_password_entry';
/** A site hash as the server accepts it. */
export const SITE_HASH = /^[A-Za-z0-9_-]{1,64}$/;
