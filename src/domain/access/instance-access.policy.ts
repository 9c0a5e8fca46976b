/**
 * Who may read, fill, file and create form instances, and reveal encrypted values (docs/authorization.md).
 */
import { PermissionBit } from '../forms/form.entity';
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { AccessVerb } from './access-verb';
import { holds, isExternal, isWorkspaceAdmin, type Actor } from './actor';
import { readForm, type FormFacts } from './form-access.policy';
import { restrictionAccess, type RestrictionAccess } from './restriction.rules';

export interface InstanceFacts {
  /** Scope of the instance's project. */
  projectScopeId: number;
  /** 1 read-only. */
  accessMask: number;
  form: FormFacts;
}

/** Reading an instance (and exporting it): Read, its project in one of the reader's scopes, its form not hidden. */
export function readInstance(actor: Actor, instance: InstanceFacts): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  const ok =
    actor.accountType !== 0 &&
    holds(actor, AccessVerb.Read, 'forms') &&
    actor.scopeIds.includes(instance.projectScopeId) &&
    restrictionAccess(instance.form.restrictions, actor).view;
  return ok ? ALLOWED : refused(AccessMessage.instance);
}

/** Whether the reader may fill the instance in: not read-only, Update held, the form's input not restricted. */
export function instanceEditable(actor: Actor, instance: InstanceFacts): boolean {
  return (
    instance.accessMask !== 1 &&
    holds(actor, AccessVerb.Update, 'forms') &&
    restrictionAccess(instance.form.restrictions, actor).input
  );
}

/** Filing an instance under a group (SetGroup) is an update of the instance, for workspace users. */
export function fileInstance(actor: Actor, instance: InstanceFacts): AccessDecision {
  return firstRefusal(
    () => readInstance(actor, instance),
    () => (isExternal(actor) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () =>
      holds(actor, AccessVerb.Update, 'forms')
        ? ALLOWED
        : refused(AccessMessage.noVerb(AccessVerb.Update, 'form instances')),
  );
}

/** New instances copy a form into a project: Copy, the project open to the caller, the form readable. */
export function createInstance(actor: Actor, projectScopeId: number, form: FormFacts): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    () => (isExternal(actor) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () =>
      holds(actor, AccessVerb.Copy, 'forms')
        ? ALLOWED
        : refused(AccessMessage.noVerb(AccessVerb.Copy, 'forms into projects')),
    () => (actor.scopeIds.includes(projectScopeId) ? ALLOWED : refused(AccessMessage.project)),
    () => readForm(actor, form),
  );
}

/**
 * A field's PermissionMask for the reader (bit 1 view, bit 4 edit): the instance's own mask, without edit when a
 * restriction denies input, 0 when one denies view.
 */
export function permissionMaskFor(base: number, access: RestrictionAccess): number {
  if (!access.view) return 0;
  return access.input ? base : base & ~PermissionBit.Edit;
}

/** Revealing an encrypted value: the field visible to the reader; outside users only ever see the mask. */
export function revealEncrypted(actor: Actor, permissionMask: number): AccessDecision {
  if (isExternal(actor)) return refused(AccessMessage.revealExternal);
  return (permissionMask & PermissionBit.View) !== 0 ? ALLOWED : refused(AccessMessage.reveal);
}
