import { inject, injectable } from 'inversify';
import type {
  DeletedMembership,
  DeletedUser,
  RestoreLink,
} from '../../domain/account/account-deletion.rules';
import type { WorkspaceUser } from '../../domain/admin/workspace-user.entity';
import type { AccountRestoreGateway } from '../../ports/account-restore-gateway.port';
import type { DeletedUsersGateway } from '../../ports/deleted-users-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { DeletedMembershipDto, DeletedUserDto, RestoreLinkDto } from './account-restore.dto';
import { WorkspaceUserDto } from './admin.dto';
import { listOf, parseShape } from './forms-shape';
import { parseDto, parseList } from './parse-response';

const parseDeleted = parseDto(DeletedUserDto);
const parseMembership = parseDto(DeletedMembershipDto);
const parseLink = parseShape(RestoreLinkDto, { Workspaces: listOf(parseMembership) }) as unknown as (
  body: unknown,
) => RestoreLink | null;

/** The restore page shows a refusal in place (a used link, a full plan): out of the global catalogue. */
const IN_PLACE = { skipErrorHandling: true } as const;

/** Deleting and restoring users over HTTP (docs/api.md "Administration"); failures go through the global catalogue. */
@injectable()
export class HttpDeletedUsersGateway implements DeletedUsersGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  delete(userId: number): Promise<HttpResult<DeletedUser>> {
    return this.http.remove('usersetup', { UserId: userId }, parseDeleted);
  }

  deleted(signal?: AbortSignal): Promise<HttpResult<DeletedUser[]>> {
    return this.http.get('usersetup/deleted', parseList(parseDeleted), undefined, { signal });
  }

  restore(userId: number): Promise<HttpResult<WorkspaceUser>> {
    return this.http.command('usersetup/restore', { UserId: userId }, parseDto(WorkspaceUserDto));
  }
}

/** The restore link's calls over HTTP (docs/api.md "Accounts"). */
@injectable()
export class HttpAccountRestoreGateway implements AccountRestoreGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  check(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<RestoreLink>> {
    return this.http.get('account/restore/check', parseLink, { hash, recordId }, { signal, ...IN_PLACE });
  }

  restore(hash: string, recordId: number, workspaceId: number): Promise<HttpResult<DeletedMembership>> {
    return this.http.command(
      'account/restore',
      { Hash: hash, RecordId: recordId, WorkspaceId: workspaceId },
      parseMembership,
      IN_PLACE,
    );
  }
}
