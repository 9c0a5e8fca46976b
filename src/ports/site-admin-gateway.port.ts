import type {
  SiteChoices,
  SiteInput,
  SiteLink,
  SiteLinkKind,
  SiteListItem,
  SiteUserView,
} from '../domain/sites/site-admin.entity';
import type { HttpResult } from './http-client.port';

export interface SiteInvitationDraft {
  SiteId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  AccessEndsOn: string | null;
}

export interface SiteUserChange {
  SiteUserId: number;
  FirstName: string;
  LastName: string;
  AccessEndsOn: string | null;
}

/**
 * The administration of external sites (issue 33; docs/sites.md "API"): the sites, what they may show, their single
 * password, their people and links to their items. Workspace administrators only.
 */
export interface SiteAdminGateway {
  list(signal?: AbortSignal): Promise<HttpResult<SiteListItem[]>>;
  choices(signal?: AbortSignal): Promise<HttpResult<SiteChoices>>;
  details(siteId: number, signal?: AbortSignal): Promise<HttpResult<SiteListItem>>;
  /** Creates the site when `SiteId` is 0, else changes it. */
  save(input: SiteInput): Promise<HttpResult<SiteListItem>>;
  remove(siteId: number): Promise<HttpResult<unknown>>;
  setPassword(siteId: number, password: string): Promise<HttpResult<SiteListItem>>;
  link(
    siteId: number,
    kind: SiteLinkKind,
    projectId: number,
    itemId: number | null,
  ): Promise<HttpResult<SiteLink>>;
  users(siteId: number, signal?: AbortSignal): Promise<HttpResult<SiteUserView[]>>;
  invite(draft: SiteInvitationDraft): Promise<HttpResult<SiteUserView>>;
  resend(siteUserId: number): Promise<HttpResult<SiteUserView>>;
  deactivate(siteUserId: number): Promise<HttpResult<SiteUserView>>;
  reactivate(siteUserId: number): Promise<HttpResult<SiteUserView>>;
  removeUser(siteUserId: number): Promise<HttpResult<unknown>>;
  updateUser(change: SiteUserChange): Promise<HttpResult<SiteUserView>>;
}
export const SiteAdminGateway = Symbol('SiteAdminGateway');
