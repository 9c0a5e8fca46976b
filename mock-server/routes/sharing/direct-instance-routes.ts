import type { Application } from 'express';
import {
  directInstanceAccess,
  type DirectInstanceAnswer,
} from '../../../src/domain/sharing/direct-instance.rules';
import type { MockContext } from '../../context';
import { instanceView } from '../../forms/instance-view';
import { HttpError, handle } from '../../http';
import { queryInteger, queryString } from '../../validate';
import { LINK_NOT_VALID, findActiveShare, recipientReadable } from './share-records';

const HASH = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/direct/{Hash}/{InstanceId}` for a form instance (issue 35; docs/sharing.md "An instance by direct link"), for
 * anyone holding the link: a share made "view by link" answers the instance read-only; any other share answers
 * `Code` (its page asks for the e-mail and a one-time code). An unknown or revoked share, or another instance: 404.
 */
export function registerDirectInstanceRoutes(app: Application, { store }: MockContext): void {
  app.get(
    '/shareforminstance/direct',
    handle((req, res) => {
      const hash = queryString(req, 'hash', HASH);
      const instanceId = queryInteger(req, 'instanceId', { min: 1, max: 2_147_483_647 });
      const found = findActiveShare(store, hash);
      const access = directInstanceAccess(found?.share, instanceId);
      if (!found || !access) throw new HttpError(404, LINK_NOT_VALID);
      if (access === 'Code') {
        const answer: DirectInstanceAnswer = { Access: 'Code', Hash: found.share.Hash };
        return res.json(answer);
      }
      const { user, readable } = recipientReadable(store, found);
      const workspace = store.workspace(found.share.workspaceId);
      const answer: DirectInstanceAnswer = {
        Access: 'View',
        Hash: found.share.Hash,
        HasActiveLogo: Boolean(workspace?.logo),
        WorkspaceName: workspace?.name ?? '',
        FormName: found.form.FormName,
        Logo: workspace?.logo ?? null,
        FormInstance: instanceView(store, user, { ...readable, editable: false }),
      };
      res.json(answer);
    }),
  );
}
