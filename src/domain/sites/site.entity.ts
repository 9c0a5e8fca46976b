/**
 * External sites (issue 33, docs/sites.md): a portal where people outside the workspace see the projects and cabinet
 * folders an administrator chose. The platform spec names the account type (3) and the menus (`site`,
 * `individualaccess`, `singlepassword`) but not the fields: these are ours.
 */

/** Individual access: each visitor has an account. Single password: one shared password for the site. */
export const SITE_KIND = { IndividualAccess: 1, SinglePassword: 2 } as const;
export type SiteKind = (typeof SITE_KIND)[keyof typeof SITE_KIND];

export const SITE_KIND_LABELS: Readonly<Record<SiteKind, string>> = Object.freeze({
  1: 'Individual access',
  2: 'Single password',
});

/** A cabinet folder a site shows under one of its projects; with upload, visitors may add files to it. */
export interface SiteFolder {
  FolderId: number;
  CanUpload: boolean;
}

/** A project a site shows, with the folders shown under it (each folder with everything below it). */
export interface SiteProject {
  ProjectId: number;
  Folders: SiteFolder[];
}

export interface Site {
  SiteId: number;
  Name: string;
  Kind: SiteKind;
  /** An inactive site lets nobody in and ends its visitors' sessions. */
  IsActive: boolean;
  /** After this day (ISO date, workspace time zone) nobody enters; null: no end. */
  AccessEndsOn: string | null;
  /** The site's public key: a single-password site is entered at `/site/password/login?site={Hash}`. */
  Hash: string;
  Projects: SiteProject[];
  CreatedOn: string;
  /** Single-password sites: when the password was last set (ISO 8601); null until set. Never the password. */
  PasswordSetOn: string | null;
}

/** Invited: mail sent, no account yet. Active: may enter. Deactivated: an administrator stopped them. */
export type SiteUserStatus = 'Invited' | 'Active' | 'Deactivated';

/** A person allowed into an individual-access site (one row per site and address). */
export interface SiteUser {
  SiteUserId: number;
  SiteId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  Status: SiteUserStatus;
  InvitedOn: string;
  /** The last time they came into this site (ISO 8601), null if never. */
  LastVisitOn: string | null;
  /** After this day they see the account-not-active page; null: no end. */
  AccessEndsOn: string | null;
}
