/**
 * The member's side of sharing (ours: the spec does not show the calls of /share-form/{formId}): what may be shared
 * and the active shares of a form, sharing an instance with an e-mail address, revoking a share. Who may do it is
 * src/domain/sharing/share-access.policy.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Application } from 'express';
import type { FormInstanceRecord, UserRecord } from '../../../fixtures/types';
import { memberRecipientError, recipientEmailError } from '../../../src/domain/sharing/recipient-email';
import type { ShareOptions } from '../../../src/domain/sharing/share.entity';
import { SHARE_WHAT, mayShare, shareInstance } from '../../../src/domain/sharing/share-access.policy';
import { AccessMessage } from '../../../src/domain/access/access-messages';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { actorOf, instanceFacts } from '../../access/access-facts';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { forbidden, notFound, readableForm } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { CreateShareBody, RevokeShareBody } from '../../schemas/sharing.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { ID } from '../../forms/body-reader';
import { queryInteger } from '../../validate';
import type { SharingDeps } from './recipient-routes';
import { shareView } from './share-records';

/** The instances of a form the user may share, with their projects. */
function shareableInstances(store: Store, user: UserRecord, formId: number) {
  const actor = actorOf(store, user);
  return store.data.formInstances.flatMap((instance: FormInstanceRecord) => {
    const project = store.data.projects.find((p) => p.ProjectId === instance.ProjectId);
    const form = store.data.forms.find((f) => f.FormId === instance.FormId);
    if (instance.FormId !== formId || !project || !form || project.workspaceId !== user.workspaceId)
      return [];
    return shareInstance(actor, instanceFacts(store, instance, form, project.scopeId)).allowed
      ? [{ instance, project }]
      : [];
  });
}

export function registerMemberSharingRoutes(
  app: Application,
  { store }: MockContext,
  { sharing, clock }: Pick<SharingDeps, 'sharing' | 'clock'>,
): void {
  const sharerOf = (user: UserRecord) => {
    if (!mayShare(actorOf(store, user))) throw forbidden(AccessMessage.noVerb(AccessVerb.Share, SHARE_WHAT));
  };
  const shareableOf = (user: UserRecord, formId: number, instanceId: number) => {
    const found = shareableInstances(store, user, formId).find(
      ({ instance }) => instance.InstanceId === instanceId,
    );
    if (found) return found;
    const exists = store.data.formInstances.some((i) => i.InstanceId === instanceId && i.FormId === formId);
    throw exists
      ? forbidden(AccessMessage.instance)
      : notFound(`No form instance ${instanceId} of form ${formId}.`);
  };

  app.get(
    '/shareforminstance/GetShareOptions',
    handle((req, res) => {
      const { user } = signedIn(res);
      sharerOf(user);
      const form = readableForm(store, user, queryInteger(req, 'formId', ID));
      const instances = shareableInstances(store, user, form.FormId);
      const ids = new Set(instances.map(({ instance }) => instance.InstanceId));
      const now = clock.now();
      const options: ShareOptions = {
        FormId: form.FormId,
        FormName: form.FormName,
        Instances: instances.map(({ instance, project }) => ({
          InstanceId: instance.InstanceId,
          Name: instance.Name,
          ProjectName: project.Name,
        })),
        Shares: store.data.formShares
          .filter((s) => s.RevokedOn === null && s.FormId === form.FormId && ids.has(s.InstanceId))
          .map((s) => shareView(store, sharing, s, now)),
      };
      res.json(options);
    }),
  );

  app.post(
    '/shareforminstance/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, CreateShareBody);
      sharerOf(user);
      const form = readableForm(store, user, body.FormId);
      const { instance } = shareableOf(user, form.FormId, body.InstanceId);
      const members = store.data.users
        .filter((u) => u.workspaceId === user.workspaceId && (u.accountType === 1 || u.accountType === 2))
        .map((u) => u.email);
      const problem = recipientEmailError(body.Email) ?? memberRecipientError(body.Email, members);
      if (problem) throw badRequest(`Email: ${problem}`);
      const email = body.Email.trim();
      const now = clock.now();
      // Sharing the same instance with the same address again answers the share it already has.
      const existing = store.data.formShares.find(
        (s) =>
          s.RevokedOn === null &&
          s.InstanceId === instance.InstanceId &&
          s.Email.toLowerCase() === email.toLowerCase() &&
          (s.ViewByLink === true) === (body.ViewByLink === true),
      );
      if (existing) return res.json(shareView(store, sharing, existing, now));
      const share = {
        ShareId: nextId(store.data.formShares.map((s) => s.ShareId)),
        FormId: form.FormId,
        InstanceId: instance.InstanceId,
        Email: email,
        Hash: randomBytes(24).toString('base64url'),
        createdBy: user.id,
        CreatedOn: new Date(now).toISOString(),
        FilledOn: null,
        RevokedOn: null,
        workspaceId: user.workspaceId,
        ...(body.ViewByLink === true ? { ViewByLink: true } : {}),
      };
      store.data.formShares.push(share);
      store.save();
      res.json(shareView(store, sharing, share, now));
    }),
  );

  app.post(
    '/shareforminstance/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, RevokeShareBody);
      sharerOf(user);
      const share = store.data.formShares.find(
        (s) => s.ShareId === body.ShareId && s.workspaceId === user.workspaceId && s.RevokedOn === null,
      );
      if (!share) throw notFound(`No share ${body.ShareId}.`);
      shareableOf(user, share.FormId, share.InstanceId);
      share.RevokedOn = new Date(clock.now()).toISOString();
      sharing.forgetShare(share.ShareId);
      store.save();
      res.json({});
    }),
  );
}
