/**
 * Who may read and change a form's design (docs/authorization.md). Workspace administrators may do anything in
 * their workspace. Members design by their roles' verbs, never a form a restriction hides from them and never a
 * form used by a project in a scope they cannot open. Site and direct-link users never design; they read only
 * the forms of the projects in their scopes.
 */
import type { FieldDefinition } from '../forms/form.entity';
import type { Permissions } from '../forms/form-permissions.entity';
import { ALLOWED, firstRefusal, refused, type AccessDecision } from './access-decision';
import { AccessMessage } from './access-messages';
import { AccessVerb, type AccessVerbId } from './access-verb';
import { holds, isExternal, isWorkspaceAdmin, type Actor, type Principal } from './actor';
import { restrictionAccess } from './restriction.rules';

/** What the rules need to know of a form. */
export interface FormFacts {
  /** Its Form Settings restrictions (none stored: undefined). */
  restrictions?: Permissions;
  /** Scopes of the projects that use it: the projects it is linked to and those holding its instances. */
  projectScopeIds: readonly number[];
}

/** Restrictions with who set them (only they, or an administrator, may change them once on). */
export type OwnedPermissions = Permissions & { ownerId?: number };

export type DesignVerb =
  typeof AccessVerb.Update | typeof AccessVerb.Delete | typeof AccessVerb.Move | typeof AccessVerb.Share;

const signedIn = (p: Principal) => (): AccessDecision =>
  p.accountType === 0 ? refused(AccessMessage.signInFirst) : ALLOWED;
const notExternal = (p: Principal) => (): AccessDecision =>
  isExternal(p) ? refused(AccessMessage.externalDesign) : ALLOWED;
const verb = (p: Principal, v: AccessVerbId, what: string) => (): AccessDecision =>
  holds(p, v, 'forms') ? ALLOWED : refused(AccessMessage.noVerb(v, what));

/** Designing in general (the designer's Manage, My Fields): anyone but outside users, by the verb. */
export function mayDesign(p: Principal, v: AccessVerbId = AccessVerb.Update, what = 'forms'): AccessDecision {
  if (isWorkspaceAdmin(p)) return ALLOWED;
  return firstRefusal(signedIn(p), notExternal(p), verb(p, v, what));
}

/** Reading a form's design, restrictions and validations; a form listed in the form list. */
export function readForm(actor: Actor, form: FormFacts): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    signedIn(actor),
    verb(actor, AccessVerb.Read, 'forms'),
    () => (restrictionAccess(form.restrictions, actor).view ? ALLOWED : refused(AccessMessage.form)),
    () =>
      !isExternal(actor) || form.projectScopeIds.some((s) => actor.scopeIds.includes(s))
        ? ALLOWED
        : refused(AccessMessage.form),
  );
}

/** Changing a form: Update (design, settings, fields), Delete (the form or its fields' data), Move (to another group), Share (restrictions). */
export function changeForm(actor: Actor, form: FormFacts, v: DesignVerb): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    notExternal(actor),
    () => readForm(actor, form),
    verb(actor, v, 'forms'),
    () =>
      form.projectScopeIds.every((s) => actor.scopeIds.includes(s))
        ? ALLOWED
        : refused(AccessMessage.formInUnreadableProject),
  );
}

/** Setting a form's or field's restrictions: Share on the form; once on, only their owner or an administrator changes them. */
export function changeRestrictions(
  actor: Actor,
  form: FormFacts,
  current: OwnedPermissions | undefined,
  fieldRestrictions?: Permissions,
): AccessDecision {
  if (isWorkspaceAdmin(actor)) return ALLOWED;
  return firstRefusal(
    () => changeForm(actor, form, AccessVerb.Share),
    () => (restrictionAccess(fieldRestrictions, actor).view ? ALLOWED : refused(AccessMessage.field)),
    () =>
      !current?.Restrictions || current.ownerId === actor.userId
        ? ALLOWED
        : refused(AccessMessage.restrictionOwner),
  );
}

type Encryption = Pick<FieldDefinition, 'EncryptData' | 'DisplayMask'>;

/** Turning an encrypted field's encryption off, or changing its display mask, is for administrators only. */
export function changeEncryption(
  p: Principal,
  before: Encryption | undefined,
  after: Encryption,
): AccessDecision {
  if (!before?.EncryptData || isWorkspaceAdmin(p)) return ALLOWED;
  const same = after.EncryptData === true && (after.DisplayMask ?? 0) === (before.DisplayMask ?? 0);
  return same ? ALLOWED : refused(AccessMessage.encryptionOff);
}

/** A linked or mirror field may point only at a field its creator may see (its form readable, the field not hidden). */
export function linkTo(
  actor: Actor,
  parentForm: FormFacts,
  parentFieldRestrictions: Permissions | undefined,
): AccessDecision {
  const form = readForm(actor, parentForm);
  if (!form.allowed || !restrictionAccess(parentFieldRestrictions, actor).view)
    return refused(AccessMessage.linkParent);
  return ALLOWED;
}

/**
 * The access verbs the actor holds on this form, as the mask the forms calls answer in `Access` (the way tasks
 * carry theirs): Read, and Update, Delete and Share where `changeForm` allows them; Move adds Create's bit, so
 * that the mask grants Move (Read + Create + Delete) exactly when moving the form is allowed.
 */
export function formAccess(actor: Actor, form: FormFacts): number {
  if (!readForm(actor, form).allowed) return 0;
  let mask: number = AccessVerb.Read;
  for (const v of [AccessVerb.Update, AccessVerb.Delete, AccessVerb.Move, AccessVerb.Share] as const)
    if (changeForm(actor, form, v).allowed) mask |= v;
  return mask;
}
