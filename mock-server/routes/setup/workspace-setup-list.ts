import type { Application } from 'express';
import type { UserRecord } from '../../../fixtures/types';
import type { AccessDecision } from '../../../src/domain/access/access-decision';
import type { Actor } from '../../../src/domain/access/actor';
import { listPeople } from '../../../src/domain/access/workspace-access.policy';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { HttpError, handle } from '../../http';
import { queryInteger } from '../../validate';

/** A workspace's named setup list as its routes see it (note categories, project summaries). */
export interface WorkspaceSetupList<R extends { workspaceId: number; Name: string }> {
  /** The route prefix: `GET /{path}/list`, `GET /{path}?id`, `POST /{path}/create|update|delete`. */
  path: string;
  records(): R[];
  idOf(record: R): number;
  /** Who may change the list (every workspace user reads it). */
  manage(actor: Actor): AccessDecision;
  /** The 404's message for an id the caller's workspace does not have. */
  gone: string;
  view(record: R): unknown;
}

/**
 * The part every named setup list's routes share: the caller checked (reading for every workspace user, changing as
 * `manage` says), the caller's workspace's items, one of them by id or a 404, and the two reads (`/list` by name,
 * and one by `id`). The list's own writes use what it answers.
 */
export function registerSetupListReads<R extends { workspaceId: number; Name: string }>(
  app: Application,
  { store }: MockContext,
  list: WorkspaceSetupList<R>,
) {
  const caller = (res: Parameters<typeof signedIn>[0], manage: boolean) => {
    const found = signedIn(res);
    const actor = actorOf(store, found.user);
    allow(manage ? list.manage(actor) : listPeople(actor));
    return found;
  };
  const mine = (user: UserRecord) => list.records().filter((r) => r.workspaceId === user.workspaceId);
  const one = (user: UserRecord, id: number) => {
    const record = mine(user).find((r) => list.idOf(r) === id);
    if (!record) throw new HttpError(404, list.gone);
    return record;
  };
  app.get(
    `/${list.path}/list`,
    handle((_req, res) => {
      const { user } = caller(res, false);
      res.json(
        mine(user)
          .sort((a, b) => a.Name.localeCompare(b.Name))
          .map(list.view),
      );
    }),
  );
  app.get(
    `/${list.path}`,
    handle((req, res) => {
      const { user } = caller(res, false);
      res.json(list.view(one(user, queryInteger(req, 'id', ID))));
    }),
  );
  return { caller, mine, one };
}
