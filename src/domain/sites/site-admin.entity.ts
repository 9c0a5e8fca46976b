/**
 * What the administration of sites answers (issue 33; docs/sites.md "Administration"), beyond the shared shapes of
 * site.entity.ts.
 */
import type { Site, SiteUser } from './site.entity';

/** A site in the list: with how many people it has (individual access) and how many are signed in now. */
export interface SiteListItem extends Site {
  UserCount: number;
  OpenSessions: number;
}

/** A site user as the manage page shows them: when their invitation link stops working (null once registered). */
export interface SiteUserView extends SiteUser {
  InvitationExpiresOn: string | null;
}

/** What a site may show: the workspace's projects and every folder of its cabinets, with the path to it. */
export interface SiteChoices {
  Projects: { ProjectId: number; Name: string }[];
  Folders: { FolderId: number; Name: string; Path: string }[];
  /** The workspace's logo (a data URL), or null: the site's header shows it (docs/sites.md "Branding"). */
  Logo: string | null;
  WorkspaceName: string;
}

export type SiteLinkKind = 'project' | 'folder' | 'file';

/** A link to one project, folder or file of a site (`/site/link/{Hash}/{LinkId}`). */
export interface SiteLink {
  LinkId: number;
  SiteId: number;
  Hash: string;
  Kind: SiteLinkKind;
  ProjectId: number;
  /** The folder or file; null for a project. */
  ItemId: number | null;
  /** The path to give out (`/site/link/{Hash}/{LinkId}`). */
  Path: string;
}

/** The body of `site/create` and `site/update` (SiteId 0 creates). */
export interface SiteInput {
  SiteId: number;
  Name: string;
  Kind: Site['Kind'];
  IsActive: boolean;
  AccessEndsOn: string | null;
  Projects: Site['Projects'];
}
