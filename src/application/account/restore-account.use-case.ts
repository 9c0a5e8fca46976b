import { inject, injectable } from 'inversify';
import {
  DeletionText,
  type DeletedMembership,
  type RestoreLink,
} from '../../domain/account/account-deletion.rules';
import { AccountRestoreGateway } from '../../ports/account-restore-gateway.port';
import { serverProblemOf } from '../platform/server-problem';

export type OpenedRestoreLink = RestoreLink | { Status: 'Failed'; message: string };

/**
 * A deleted person restores their account from the e-mailed link (issue 35; docs/use-cases/restore-account.md):
 * `/restore/account/...` into the one workspace they were deleted from, `/restore/choice/...` into the one they
 * choose. They sign in afterwards with their own password.
 */
@injectable()
export class RestoreAccount {
  constructor(@inject(AccountRestoreGateway) private readonly gateway: AccountRestoreGateway) {}

  async check(hash: string, recordId: number, signal?: AbortSignal): Promise<OpenedRestoreLink | null> {
    const result = await this.gateway.check(hash, recordId, signal);
    if (result.ok) return result.data;
    const problem = serverProblemOf(result.failure);
    return problem ? { Status: 'Failed', message: problem.message } : null;
  }

  async restore(
    hash: string,
    recordId: number,
    workspaceId: number,
  ): Promise<{ ok: true; text: string; workspace: DeletedMembership } | { ok: false; message: string }> {
    const result = await this.gateway.restore(hash, recordId, workspaceId);
    if (!result.ok) return { ok: false, message: serverProblemOf(result.failure)?.message ?? '' };
    return {
      ok: true,
      text: DeletionText.accountRestored(result.data.WorkspaceName),
      workspace: result.data,
    };
  }
}
