/**
 * Who may share form instances with outside people, and revoke the shares (ours; docs/authorization.md, "Sharing").
 * Sharing hands an instance to someone outside the workspace, so it takes what setting a form's restrictions takes:
 * the Share verb (platform spec §6), on an instance the member may read. Site and direct-link users never share.
 */
import { ALLOWED, firstRefusal, refused, type AccessDecision } from '../access/access-decision';
import { AccessMessage } from '../access/access-messages';
import { AccessVerb } from '../access/access-verb';
import { holds, isExternal, type Actor } from '../access/actor';
import { readInstance, type InstanceFacts } from '../access/instance-access.policy';
import { restrictionAccess } from '../access/restriction.rules';
import type { Permissions } from '../forms/form-permissions.entity';

export const SHARE_WHAT = 'forms with people outside the workspace';

/** Sharing an instance, listing its shares, revoking one: the same rule. */
export function shareInstance(actor: Actor, instance: InstanceFacts): AccessDecision {
  return firstRefusal(
    () => (isExternal(actor) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () =>
      holds(actor, AccessVerb.Share, 'forms')
        ? ALLOWED
        : refused(AccessMessage.noVerb(AccessVerb.Share, SHARE_WHAT)),
    () => readInstance(actor, instance),
  );
}

/** Whether the member may open the sharing page of forms at all (what the SPA offers). */
export function mayShare(actor: Pick<Actor, 'accountType' | 'isAdmin' | 'verbs' | 'areaVerbs'>): boolean {
  return !isExternal(actor) && holds(actor, AccessVerb.Share, 'forms');
}

/** The recipient as Form Settings restrictions see them: nobody's exception, never an administrator. */
export const OUTSIDE_RECIPIENT = Object.freeze({
  email: '',
  roleIds: [] as number[],
  accountType: 4 as const,
  isAdmin: false,
});

/**
 * Whether the recipient may fill the shared instance: not read-only (AccessMask 1, spec §4: "a form with a read-only
 * flag is not editable") and the form's Restricted Input, which excepts no outsider, not on. Each field's
 * PermissionMask (bit 1 view, bit 4 edit) then decides field by field.
 */
export function recipientMayFill(accessMask: number, formRestrictions: Permissions | undefined): boolean {
  return accessMask !== 1 && restrictionAccess(formRestrictions, OUTSIDE_RECIPIENT).input;
}
