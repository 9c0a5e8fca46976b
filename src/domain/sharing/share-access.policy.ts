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

export const SHARE_WHAT = 'forms with people outside the workspace';

/** Sharing an instance, listing its shares, revoking one: the same rule. */
export function shareInstance(actor: Actor, instance: InstanceFacts): AccessDecision {
  return firstRefusal(
    () => (isExternal(actor) ? refused(AccessMessage.externalDesign) : ALLOWED),
    () => (holds(actor, AccessVerb.Share) ? ALLOWED : refused(AccessMessage.noVerb(AccessVerb.Share, SHARE_WHAT))),
    () => readInstance(actor, instance),
  );
}

/** Whether the member may open the sharing page of forms at all (what the SPA offers). */
export function mayShare(actor: Pick<Actor, 'accountType' | 'isAdmin' | 'verbs'>): boolean {
  return !isExternal(actor) && holds(actor, AccessVerb.Share);
}
