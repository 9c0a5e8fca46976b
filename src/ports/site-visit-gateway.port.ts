import type { TextPreview } from '../domain/cabinet/file-preview';
import type { CurrentUser } from '../domain/session/current-user';
import type {
  SiteFolderContents,
  SiteHome,
  SiteInvitation,
  SiteLinkTarget,
  SiteProjectDetails,
} from '../domain/sites/site-visit.entity';
import type { HttpResult } from './http-client.port';

/**
 * A site visitor's calls (issue 33; docs/sites.md "API"). The sign-ins leave their refusals to the page (out of the
 * global error handling); the content calls go through it, so a 401 leads to the site's own sign-in (spec §8).
 */
export interface SiteVisitGateway {
  invitation(hash: string, recordId: number): Promise<HttpResult<SiteInvitation>>;
  register(hash: string, recordId: number, password: string): Promise<HttpResult<CurrentUser>>;
  loginWithInvitation(hash: string, recordId: number, password: string): Promise<HttpResult<CurrentUser>>;
  login(email: string, password: string): Promise<HttpResult<CurrentUser>>;
  passwordLogin(siteHash: string, password: string): Promise<HttpResult<CurrentUser>>;
  home(signal?: AbortSignal): Promise<HttpResult<SiteHome>>;
  project(projectId: number, signal?: AbortSignal): Promise<HttpResult<SiteProjectDetails>>;
  folder(
    projectId: number | null,
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<SiteFolderContents>>;
  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>>;
  link(hash: string, recordId: number): Promise<HttpResult<SiteLinkTarget>>;
}
export const SiteVisitGateway = Symbol('SiteVisitGateway');
