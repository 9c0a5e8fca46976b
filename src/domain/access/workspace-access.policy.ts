/** Workspace-level rules: projects, the people lists, personal field templates (docs/authorization.md). */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { AccessVerb } from './access-verb';
import { holds, isExternal, isWorkspaceAdmin, type Actor, type Principal } from './actor';

/** The scope's user and e-mail lists and the role list feed the restriction pickers: workspace users only. */
export function listPeople(p: Principal): AccessDecision {
  if (p.accountType === 0) return refused(AccessMessage.signInFirst);
  return isExternal(p) ? refused(AccessMessage.externalPeople) : ALLOWED;
}

/** A project of the caller's scopes; admins see every project of their workspace. */
export function readProject(actor: Actor, projectScopeId: number): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return actor.accountType !== 0 && actor.scopeIds.includes(projectScopeId)
    ? ALLOWED
    : refused(AccessMessage.project);
}

export function createProject(p: Principal): AccessDecision {
  if (isWorkspaceAdmin(p)) return ALLOWED;
  return firstRefusal(
    () => (isExternal(p) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () =>
      holds(p, AccessVerb.Create, 'projects')
        ? ALLOWED
        : refused(AccessMessage.noVerb(AccessVerb.Create, 'projects')),
  );
}
