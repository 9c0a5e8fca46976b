/**
 * Look-ups of the sharing area: the active share behind a hash, the recipient as the access rules see them, the
 * instance as the recipient sees it, and a share as the member's list shows it.
 */
import type {
  FormRecord,
  FormShareRecord,
  ProjectRecord,
  UserRecord,
  FormInstanceRecord,
} from '../../../fixtures/types';
import { shareLockOf } from '../../../src/domain/sharing/code-ledger';
import type { FormShare } from '../../../src/domain/sharing/share.entity';
import { recipientMayFill } from '../../../src/domain/sharing/share-access.policy';
import { SHARE_HASH_PATTERN } from '../../../src/domain/sharing/sharing-rules';
import { actorOf, restrictionsOf } from '../../access/access-facts';
import type { ReadableInstance } from '../../forms/form-access';
import { HttpError } from '../../http';
import type { Store } from '../../store';
import type { SharingState } from './sharing-state';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';
import { personName } from '../admin/admin-views';

export const LINK_NOT_VALID = 'This link is not valid. Please contact the person who sent it to you.';

export interface ActiveShare {
  share: FormShareRecord;
  instance: FormInstanceRecord;
  form: FormRecord;
  project: ProjectRecord;
}

/** The share behind `hash` while it is active and its instance, form and project still exist; else undefined. */
export function findActiveShare(store: Store, hash: string): ActiveShare | undefined {
  if (!SHARE_HASH_PATTERN.test(hash)) return undefined;
  const share = store.data.formShares.find((s) => s.Hash === hash && s.RevokedOn === null);
  const instance = share && store.data.formInstances.find((i) => i.InstanceId === share.InstanceId);
  const form = instance && store.data.forms.find((f) => f.FormId === instance.FormId);
  const project = instance && store.data.projects.find((p) => p.ProjectId === instance.ProjectId);
  return share && instance && form && project ? { share, instance, form, project } : undefined;
}

/** As findActiveShare, or a 404 that sends the page to /404 (spec §8: an invalid share hash). */
export function activeShare(store: Store, hash: string): ActiveShare {
  const found = findActiveShare(store, hash);
  if (!found) throw new HttpError(404, LINK_NOT_VALID);
  return found;
}

/**
 * The recipient as the form rules see them: nobody's exception (no e-mail, no roles, not an administrator), so every
 * Form Settings restriction applies to them in full; the instance's PermissionMask decides the rest.
 */
export function recipientUser(share: FormShareRecord): UserRecord {
  return {
    id: 0,
    email: '',
    userName: 'recipient',
    firstName: '',
    lastName: '',
    workspaceId: share.workspaceId,
    accountType: 4,
    isSite: false,
    isDirect: true,
    theme: 1,
    primaryScopeId: 0,
    signInScopeId: 0,
    scopeIds: [],
    sessionMinutes: 0,
    privacyAccepted: true,
    roleIds: [],
  };
}

/** The instance as `instanceView` needs it, for the recipient. */
export function recipientReadable(
  store: Store,
  { share, instance, form, project }: ActiveShare,
): { user: UserRecord; readable: ReadableInstance } {
  const user = recipientUser(share);
  const editable = recipientMayFill(instance.AccessMask, restrictionsOf(store, 'form', form.FormId));
  return { user, readable: { instance, form, project, actor: actorOf(store, user), editable } };
}

/** A share as the member's list shows it. */
export function shareView(
  store: Store,
  sharing: SharingState,
  share: FormShareRecord,
  now: number,
): FormShare {
  const instance = store.data.formInstances.find((i) => i.InstanceId === share.InstanceId);
  const project = instance && store.data.projects.find((p) => p.ProjectId === instance.ProjectId);
  const creator = store.userById(share.createdBy);
  const lock = shareLockOf(sharing.verification(share.ShareId), now);
  return {
    ShareId: share.ShareId,
    FormId: share.FormId,
    InstanceId: share.InstanceId,
    InstanceName: instance?.Name ?? '',
    ProjectName: project?.Name ?? '',
    Email: share.Email,
    Hash: share.Hash,
    CreatorName: creator ? personName(creator) : FORMER_MEMBER,
    CreatedOn: share.CreatedOn,
    FilledOn: share.FilledOn,
    Locked: lock.locked && lock.until === null,
    ViewByLink: share.ViewByLink === true,
  };
}
