import type { Application } from 'express';
import { deletionRefusal, DeletionText } from '../../../src/domain/account/account-deletion.rules';
import { handle, HttpError, badRequest } from '../../http';
import type { MockContext } from '../../context';
import { UserIdBody } from '../../schemas/admin.schema';
import { validBody } from '../../schemas/valid-body';
import { deleteUser, deletedOfWorkspace, restoreUser, toDeletedUser } from '../../account/deleted-accounts';
import { administrator } from './admin-guard';
import { administratorFacts, membersOfWorkspace, toWorkspaceUser } from './admin-views';

/**
 * Deleting a workspace user and restoring them (issue 35; docs/account.md "Deleted accounts"), administrators only:
 * `usersetup/delete`, `usersetup/deleted` (with the days left; purged on read), `usersetup/restore` (402 past the
 * plan's users).
 */
export function registerDeletedUserRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const now = () => ctx.clock?.now() ?? Date.now();

  app.post(
    '/usersetup/delete',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, UserIdBody);
      const user = membersOfWorkspace(store, admin.workspaceId).find((u) => u.id === body.UserId);
      if (!user) throw new HttpError(404, `No user ${body.UserId} in this workspace.`);
      const refusal = deletionRefusal(administratorFacts(store, admin.workspaceId), admin.id, user.id);
      if (refusal) throw badRequest(refusal);
      res.json(toDeletedUser(deleteUser(ctx, user, admin.id, now()), now()));
    }),
  );

  app.get(
    '/usersetup/deleted',
    handle((_req, res) => {
      const { user: admin } = administrator(store, res);
      const at = now();
      res.json(deletedOfWorkspace(store, admin.workspaceId, at).map((d) => toDeletedUser(d, at)));
    }),
  );

  app.post(
    '/usersetup/restore',
    handle((req, res) => {
      const { user: admin } = administrator(store, res);
      const body = validBody(req, UserIdBody);
      const at = now();
      const record = deletedOfWorkspace(store, admin.workspaceId, at).find((d) => d.user.id === body.UserId);
      if (!record) throw new HttpError(404, DeletionText.gone);
      const user = restoreUser(store, record, at);
      res.json(toWorkspaceUser(store, ctx.sessions, user as typeof user & { accountType: 1 | 2 }));
    }),
  );
}
