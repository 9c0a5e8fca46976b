import { inject, injectable } from 'inversify';
import { FOLDER_CONTENTS_QUERY } from '../../domain/cabinet/cabinet-limits';
import type { TextPreview } from '../../domain/cabinet/file-preview';
import type { CurrentUser } from '../../domain/session/current-user';
import type {
  SiteFolderContents,
  SiteHome,
  SiteInvitation,
  SiteLinkTarget,
  SiteProjectDetails,
} from '../../domain/sites/site-visit.entity';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { SiteVisitGateway } from '../../ports/site-visit-gateway.port';
import { CurrentUserDto } from './account.dto';
import { parseFolderItem, parseTextPreview } from './cabinet-parsers';
import { listOf, optional, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';
import {
  SiteFolderContentsDto,
  SiteHomeDto,
  SiteInvitationDto,
  SiteLinkTargetDto,
  SiteProjectDetailsDto,
  SiteProjectSummaryDto,
  SiteShownFolderDto,
} from './site-visit.dto';

const parseUser = parseDto(CurrentUserDto) as ResponseParser<CurrentUser>;
const parseInvitation = parseDto(SiteInvitationDto) as ResponseParser<SiteInvitation>;
const parseHome = parseShape(SiteHomeDto, {
  Projects: listOf(parseDto(SiteProjectSummaryDto)),
}) as unknown as ResponseParser<SiteHome>;
const parseShownFolder = parseShape(SiteShownFolderDto, { Folder: required(parseFolderItem) } as never);
const parseProject = parseShape(SiteProjectDetailsDto, {
  Folders: listOf(parseShownFolder),
}) as unknown as ResponseParser<SiteProjectDetails>;
const parseFolder = parseShape(SiteFolderContentsDto, {
  Folder: required(parseFolderItem),
  Path: listOf(parseFolderItem),
  Items: listOf(parseFolderItem),
} as never) as unknown as ResponseParser<SiteFolderContents>;
const parseLink = parseShape(SiteLinkTargetDto, {
  Item: optional(parseFolderItem),
  Folder: optional(parseFolderItem),
}) as unknown as ResponseParser<SiteLinkTarget>;

/** A site visitor's calls over HTTP (docs/sites.md "API"). */
@injectable()
export class HttpSiteVisitGateway implements SiteVisitGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  invitation(hash: string, recordId: number): Promise<HttpResult<SiteInvitation>> {
    return this.http.get(
      `siteaccount/invitation/${encodeURIComponent(hash)}/${recordId}`,
      parseInvitation,
      undefined,
      { skipErrorHandling: true },
    );
  }

  register(hash: string, recordId: number, password: string): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'siteaccount/register',
      { Hash: hash, RecordId: recordId, Password: password },
      parseUser,
      { skipErrorHandling: true },
    );
  }

  loginWithInvitation(hash: string, recordId: number, password: string): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'siteaccount/login/invitation',
      { Hash: hash, RecordId: recordId, Password: password },
      parseUser,
      { skipErrorHandling: true },
    );
  }

  login(email: string, password: string): Promise<HttpResult<CurrentUser>> {
    return this.http.command('siteaccount/login', { Email: email, Password: password }, parseUser, {
      skipErrorHandling: true,
    });
  }

  passwordLogin(siteHash: string, password: string): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'siteaccount/password/login',
      { Hash: siteHash, Password: password },
      parseUser,
      {
        skipErrorHandling: true,
      },
    );
  }

  home(signal?: AbortSignal): Promise<HttpResult<SiteHome>> {
    return this.http.get('sitecontent/projects', parseHome, undefined, { signal });
  }

  project(projectId: number, signal?: AbortSignal): Promise<HttpResult<SiteProjectDetails>> {
    return this.http.get(`sitecontent/project/${projectId}`, parseProject, undefined, { signal });
  }

  folder(
    projectId: number | null,
    folderId: number,
    rootContextFolderId: number,
    signal?: AbortSignal,
  ): Promise<HttpResult<SiteFolderContents>> {
    return this.http.get(
      'sitecontent/folder',
      parseFolder,
      {
        ...(projectId === null ? {} : { projectId }),
        folderId,
        rootContextFolderId,
        ...FOLDER_CONTENTS_QUERY,
      },
      { signal },
    );
  }

  previewText(itemId: number, signal?: AbortSignal): Promise<HttpResult<TextPreview>> {
    return this.http.get('sitecontent/preview/text', parseTextPreview, { id: itemId }, { signal });
  }

  link(hash: string, recordId: number): Promise<HttpResult<SiteLinkTarget>> {
    return this.http.get(`sitecontent/link/${encodeURIComponent(hash)}/${recordId}`, parseLink);
  }
}
