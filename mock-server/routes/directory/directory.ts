import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { handle } from '../../http';
import { actingScopeId } from '../../scope-headers';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { listPeople } from '../../../src/domain/access/workspace-access.policy';

/** Lists of the current scope and workspace (for workspace users only: docs/authorization.md), and the chat identity. */
export function registerDirectoryRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const people = (res: Parameters<typeof signedIn>[0]) => {
    const caller = signedIn(res);
    allow(listPeople(actorOf(store, caller.user)));
    return caller;
  };

  app.get(
    '/scopeusersetup/userlist',
    handle((_req, res) => {
      const caller = people(res);
      const members = store.membersOf(caller.user.workspaceId, actingScopeId(res, caller));
      res.json(
        members.map((m) => ({ UserId: m.id, Email: m.email, FirstName: m.firstName, LastName: m.lastName })),
      );
    }),
  );

  app.get(
    '/scopeusersetup/emailList',
    handle((_req, res) => {
      const caller = people(res);
      res.json(store.membersOf(caller.user.workspaceId, actingScopeId(res, caller)).map((m) => m.email));
    }),
  );

  app.get(
    '/role/list',
    handle((_req, res) => {
      const { user } = people(res);
      const roles = store.data.roles.filter((role) => role.workspaceId === user.workspaceId);
      res.json(roles.map(({ roleId, roleName, roleTypeId }) => ({ roleId, roleName, roleTypeId })));
    }),
  );

  app.get(
    '/intercom/get',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json({
        UserId: user.id,
        Email: user.email,
        Name: `${user.firstName} ${user.lastName}`,
        WorkspaceName: store.workspace(user.workspaceId)?.name ?? '',
      });
    }),
  );
}
