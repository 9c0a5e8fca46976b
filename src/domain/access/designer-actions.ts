import type { CurrentUser } from '../session/current-user';
import { AccessVerb } from './access-verb';
import { isWorkspaceAdmin, type Principal } from './actor';
import { mayDesign } from './form-access.policy';

/** The principal behind the cached current user; without `accessVerbs` (an older server) members get Read/Write. */
export function principalOf(
  user: Pick<CurrentUser, 'accountType' | 'isAdmin' | 'accessVerbs' | 'areaAccess'> | null | undefined,
): Principal {
  if (!user) return { accountType: 0, isAdmin: false, verbs: 0 };
  const fallback =
    user.accountType === 1 || user.accountType === 2
      ? AccessVerb.Read | AccessVerb.Create | AccessVerb.Update
      : AccessVerb.Read;
  return {
    accountType: user.accountType,
    isAdmin: user.isAdmin,
    verbs: user.accessVerbs ?? fallback,
    ...(user.areaAccess ? { areaVerbs: user.areaAccess } : {}),
  };
}

/** What the form list and the designer offer the user (the server checks each call again, per form). */
export interface DesignerActions {
  /** Manage a form: the designer, its fields and options. */
  manage: boolean;
  /** Create forms and form groups. */
  create: boolean;
  /** Delete forms, form groups and fields (their data goes with them). */
  remove: boolean;
  /** Move a form to another group. */
  move: boolean;
  /** Form Settings restrictions and field restrictions. */
  share: boolean;
  /** Turn encryption off or change an encrypted field's display mask. */
  decrypt: boolean;
}

export function designerActions(p: Principal): DesignerActions {
  const may = (verb: Parameters<typeof mayDesign>[1]) => mayDesign(p, verb).allowed;
  return {
    manage: may(AccessVerb.Update),
    create: may(AccessVerb.Create),
    remove: may(AccessVerb.Delete),
    move: may(AccessVerb.Move),
    share: may(AccessVerb.Share),
    decrypt: isWorkspaceAdmin(p),
  };
}
