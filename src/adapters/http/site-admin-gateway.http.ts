import { inject, injectable } from 'inversify';
import type {
  SiteChoices,
  SiteInput,
  SiteLink,
  SiteLinkKind,
  SiteListItem,
  SiteUserView,
} from '../../domain/sites/site-admin.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type {
  SiteAdminGateway,
  SiteInvitationDraft,
  SiteUserChange,
} from '../../ports/site-admin-gateway.port';
import { listOf, parseShape } from './forms-shape';
import { ignoreBody, parseDto, parseList } from './parse-response';
import {
  SiteChoiceFolderDto,
  SiteChoiceProjectDto,
  SiteChoicesDto,
  SiteFolderDto,
  SiteLinkDto,
  SiteListItemDto,
  SiteProjectDto,
  SiteUserDto,
} from './site-admin.dto';

const parseProject = parseShape(SiteProjectDto, { Folders: listOf(parseDto(SiteFolderDto)) });
const parseSite = parseShape(SiteListItemDto, { Projects: listOf(parseProject) });
const parseChoices = parseShape(SiteChoicesDto, {
  Projects: listOf(parseDto(SiteChoiceProjectDto)),
  Folders: listOf(parseDto(SiteChoiceFolderDto)),
});
const parseUser = parseDto(SiteUserDto);
const parseLink = parseDto(SiteLinkDto);
/** A refusal is shown next to what was typed (a 400's Message), not as a toast. */
const IN_PLACE = { skipErrorHandling: true } as const;

/** The administration of sites over HTTP (docs/sites.md "API"). */
@injectable()
export class HttpSiteAdminGateway implements SiteAdminGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<SiteListItem[]>> {
    return this.http.get('site/list', parseList(parseSite), undefined, { signal });
  }

  choices(signal?: AbortSignal): Promise<HttpResult<SiteChoices>> {
    return this.http.get('site/choices', parseChoices, undefined, { signal });
  }

  details(siteId: number, signal?: AbortSignal): Promise<HttpResult<SiteListItem>> {
    return this.http.get('site/details', parseSite, { siteId }, { signal });
  }

  save(input: SiteInput): Promise<HttpResult<SiteListItem>> {
    const { SiteId, ...site } = input;
    return SiteId === 0
      ? this.http.command('site/create', site, parseSite, IN_PLACE)
      : this.http.command('site/update', input, parseSite, IN_PLACE);
  }

  remove(siteId: number): Promise<HttpResult<unknown>> {
    return this.http.command('site/delete', { SiteId: siteId }, ignoreBody);
  }

  setPassword(siteId: number, password: string): Promise<HttpResult<SiteListItem>> {
    return this.http.command('site/password', { SiteId: siteId, Password: password }, parseSite, IN_PLACE);
  }

  link(
    siteId: number,
    kind: SiteLinkKind,
    projectId: number,
    itemId: number | null,
  ): Promise<HttpResult<SiteLink>> {
    return this.http.command(
      'site/link',
      { SiteId: siteId, Kind: kind, ProjectId: projectId, ItemId: itemId },
      parseLink,
    );
  }

  users(siteId: number, signal?: AbortSignal): Promise<HttpResult<SiteUserView[]>> {
    return this.http.get('site/users', parseList(parseUser), { siteId }, { signal });
  }

  invite(draft: SiteInvitationDraft): Promise<HttpResult<SiteUserView>> {
    return this.http.command('site/users/invite', draft, parseUser, IN_PLACE);
  }

  resend(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    return this.http.command('site/users/resend', { SiteUserId: siteUserId }, parseUser);
  }

  deactivate(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    return this.http.command('site/users/deactivate', { SiteUserId: siteUserId }, parseUser);
  }

  reactivate(siteUserId: number): Promise<HttpResult<SiteUserView>> {
    return this.http.command('site/users/reactivate', { SiteUserId: siteUserId }, parseUser);
  }

  removeUser(siteUserId: number): Promise<HttpResult<unknown>> {
    return this.http.command('site/users/remove', { SiteUserId: siteUserId }, ignoreBody);
  }

  updateUser(change: SiteUserChange): Promise<HttpResult<SiteUserView>> {
    return this.http.command('site/users/update', change, parseUser, IN_PLACE);
  }
}
