import type { CurrentUser } from '../session/current-user';
import { AccessMessage } from './access-messages';
import { AccessVerb, grants } from './access-verb';
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

/**
 * What the user may do to one form: their roles' actions, narrowed by the verbs the server says they hold on it
 * (`Access` of the form or its summary; absent from an older server, which leaves the roles' actions).
 */
export function formActions(p: Principal, access: number | undefined): DesignerActions {
  const actions = designerActions(p);
  if (access === undefined) return actions;
  return {
    ...actions,
    manage: actions.manage && grants(access, AccessVerb.Update),
    remove: actions.remove && grants(access, AccessVerb.Delete),
    move: actions.move && grants(access, AccessVerb.Move),
    share: actions.share && grants(access, AccessVerb.Share),
  };
}

/**
 * Why the user may not change this form's design, or null: their roles, or (roles allowing) the form itself, which
 * a project they cannot open uses (the one rule of `changeForm` the roles do not decide once the form is readable).
 */
export function formChangeRefusal(p: Principal, access: number | undefined): string | null {
  if (!designerActions(p).manage) return AccessMessage.noVerb(AccessVerb.Update, 'forms');
  return formActions(p, access).manage ? null : AccessMessage.formInUnreadableProject;
}

/**
 * Why the user may not delete this form group, or null: their roles, or a form in it they may not delete. `formAccess`
 * holds each form's `Access`; the server passes every form of the group, a form the user cannot read as 0.
 */
export function groupDeleteRefusal(p: Principal, formAccess: readonly (number | undefined)[]): string | null {
  if (!designerActions(p).remove) return AccessMessage.noVerb(AccessVerb.Delete, 'form groups');
  return formAccess.every((access) => formActions(p, access).remove)
    ? null
    : AccessMessage.groupHoldsUndeletableForms;
}
