/**
 * What a site visitor's calls answer (issue 33; docs/sites.md "API"). The texts are ours: the specification shows no
 * site page.
 */
import type { FolderContents, FolderItem } from '../cabinet/folder-item.entity';

/** `GET siteaccount/invitation/{hash}/{recordId}`: what an invitation link says now. */
export interface SiteInvitation {
  /** Valid: open; Used: someone registered with it; Replaced: a newer e-mail replaced this link; Invalid: unknown. */
  Status: 'Valid' | 'Used' | 'Replaced' | 'Invalid';
  Email: string;
  FirstName: string;
  SiteName: string;
  WorkspaceName: string;
  /** The address already has a site account: the link goes on to sign in, not to register. */
  HasAccount: boolean;
}

export const SiteInvitationText = {
  Used: 'This invitation has already been used. Sign in with the password you chose.',
  Replaced:
    'This invitation link was replaced by a newer one. Open the link in the latest invitation e-mail.',
  Invalid: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  welcome: (site: string, workspace: string) => `${workspace} invited you to ${site}.`,
} as const;

/** Why a site account may not come in (403 `IsSiteNotActive`): the account-not-active page says it. */
export const SITE_NOT_ACTIVE = 'Your access to this site is not active.';
/** A single-password site's address that names no such site. */
export const SITE_ADDRESS_NOT_VALID = 'This site address is not valid. Open the whole link you were sent.';
export const WRONG_SITE_PASSWORD = 'This password is not right.';
/**
 * A site account asked the members' reset (`/reset-password`): its password is reset on the site's own page. Said
 * in the e-mail (the request answers the same for any address) and by a members' link of a site account.
 */
export const SITE_ACCOUNT_RESETS_ON_SITE =
  'This address has a site account: reset its password from the site\'s sign-in page, with "Forgot your password?".';

/** A project a site shows, as its project list and page see it. */
export interface SiteProjectSummary {
  ProjectId: number;
  Name: string;
  Description: string;
  /** How many folders the site shows under it. */
  FolderCount: number;
}

/** `GET sitecontent/projects`: the sites the account enters and the projects they show. */
export interface SiteHome {
  WorkspaceName: string;
  /** The workspace's logo (a data URL), which the site wears; null without one. */
  Logo: string | null;
  /** The names of the account's open sites (one, usually). */
  SiteNames: string[];
  /** 1 individual access (a person's account), 2 single password (the site's visitor). */
  Kind: 1 | 2;
  /** Single-password visitors: the site's hash, to come back to its sign-in page. Null for individual accounts. */
  SiteHash: string | null;
  Projects: SiteProjectSummary[];
}

/** A folder a site shows under a project, with what the visitor may do there. */
export interface SiteShownFolder {
  Folder: FolderItem;
  CanUpload: boolean;
}

/** `GET sitecontent/project/{projectId}`. */
export interface SiteProjectDetails {
  ProjectId: number;
  Name: string;
  Description: string;
  Folders: SiteShownFolder[];
}

/** `GET sitecontent/folder`: the folder from the shown folder down, and whether the visitor may upload to it. */
export interface SiteFolderContents extends FolderContents {
  ProjectId: number;
  /** The project's name, for the breadcrumb. */
  ProjectName: string;
  CanUpload: boolean;
}

/** `GET sitecontent/link/{hash}/{recordId}`: where a site link leads (a project, or a folder or file under it). */
export interface SiteLinkTarget {
  ProjectId: number;
  /** Null: the project itself. */
  Item: FolderItem | null;
  /** The folder to open: the item itself when a folder, its folder when a file; null for the project. */
  Folder: FolderItem | null;
}
