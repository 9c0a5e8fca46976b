/**
 * Who may do what with reports, their columns and filters (reports spec §6; docs/authorization.md, "Reports").
 * `reportAccess` is what `GET reportAuth` answers (Access, a bit mask of the platform's verbs); the filter list shows
 * New Report Filter with Create, run with Read, rename with Update, copy with Copy, delete with Delete. The mock
 * server checks the same rules on every call.
 */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { AccessVerb, grants, type AccessVerbId } from './access-verb';
import { effectiveVerbs, isExternal, isWorkspaceAdmin, type Actor, type Principal } from './actor';

export const ReportAccessMessage = {
  external: 'Site and direct-link users cannot see reports.',
  report: 'You do not have access to this report.',
  othersItem: 'Only whoever created it or a workspace administrator may delete it.',
} as const;

/**
 * The report verbs the principal holds (reportAuth's Access): the roles' verbs in the reports area (issue 17's role
 * matrix), none for outside people and nobody signed in.
 */
export function reportAccess(p: Principal): number {
  if (p.accountType === 0 || isExternal(p)) return 0;
  return (
    effectiveVerbs(p, 'reports') &
    (AccessVerb.Read | AccessVerb.Create | AccessVerb.Update | AccessVerb.Delete)
  );
}

/** A report call that needs `verb` (Read to list, open and run; Create, Update, Copy, Delete to change). */
export function reportCall(p: Principal, verb: AccessVerbId): AccessDecision {
  return firstRefusal(
    () => (p.accountType === 0 ? refused(AccessMessage.signInFirst) : ALLOWED),
    () => (isExternal(p) ? refused(ReportAccessMessage.external) : ALLOWED),
    () => (grants(reportAccess(p), verb) ? ALLOWED : refused(AccessMessage.noVerb(verb, 'reports'))),
  );
}

/** What the filter list offers (spec §6): each action is hidden when its bit is missing. */
export interface ReportFilterActions {
  create: boolean;
  run: boolean;
  rename: boolean;
  copy: boolean;
  delete: boolean;
}

export function reportFilterActions(access: number): ReportFilterActions {
  return {
    create: grants(access, AccessVerb.Create),
    run: grants(access, AccessVerb.Read),
    rename: grants(access, AccessVerb.Update),
    copy: grants(access, AccessVerb.Copy),
    delete: grants(access, AccessVerb.Delete),
  };
}

/**
 * What the report list offers (spec §6 applied to reports, ours: the spec names the bits for the filter list only):
 * New Report with Create, Rename and Move with Update (the server's report/update and report/move need it), Copy with
 * Copy (Read and Create), Delete with Delete. Each is hidden when its bit is missing.
 */
export interface ReportListActions {
  create: boolean;
  rename: boolean;
  move: boolean;
  copy: boolean;
  delete: boolean;
}

export function reportListActions(access: number): ReportListActions {
  return {
    create: grants(access, AccessVerb.Create),
    rename: grants(access, AccessVerb.Update),
    move: grants(access, AccessVerb.Update),
    copy: grants(access, AccessVerb.Copy),
    delete: grants(access, AccessVerb.Delete),
  };
}

/**
 * What `GET reportAuth` answers (issue 32 #1): the report verbs, who asks, and whether they delete what others
 * created. The SPA decides per row with `reportItemDeletion`, the mock server refuses with the same rule.
 */
export interface ReportRights {
  /** reportAuth's Access bits. */
  access: number;
  userId: number;
  /** A workspace administrator: deletes reports, filters and groups whoever created them. */
  deletesOthers: boolean;
}

export const NO_REPORT_RIGHTS: ReportRights = Object.freeze({ access: 0, userId: 0, deletesOthers: false });

export function reportRights(a: Actor): ReportRights {
  return { access: reportAccess(a), userId: a.userId, deletesOthers: isWorkspaceAdmin(a) };
}

/**
 * Deleting a report, a report filter or a report group (issue 32 #1, ours): the Delete bit, and the item is the
 * user's own (its creator) or the user is a workspace administrator. `createdBy` null: nobody known created it (the
 * demo's groups), so only an administrator deletes it. Renaming and editing stay with the Update bit alone: a
 * colleague's scheduled filter may be changed (deliveries then run with the access of whoever saved it last).
 */
export function reportItemDeletion(rights: ReportRights, createdBy: number | null): AccessDecision {
  if (!grants(rights.access, AccessVerb.Delete))
    return refused(AccessMessage.noVerb(AccessVerb.Delete, 'reports'));
  if (rights.deletesOthers || (createdBy !== null && createdBy === rights.userId)) return ALLOWED;
  return refused(ReportAccessMessage.othersItem);
}
