import type { Response } from 'express';
import { administerWorkspace } from '../../../src/domain/access/admin-access.policy';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import type { Store } from '../../store';

/** The signed-in caller, when a workspace administrator (401 signed out, 403 anyone else: docs/authorization.md). */
export function administrator(store: Store, res: Response): Caller {
  const caller = signedIn(res);
  allow(administerWorkspace(actorOf(store, caller.user)));
  return caller;
}
