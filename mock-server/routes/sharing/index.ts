import type { Application } from 'express';
import type { MockContext } from '../../context';
import { registerMemberSharingRoutes } from './member-routes';
import { registerRecipientRoutes, type SharingDeps } from './recipient-routes';
import { registerDirectInstanceRoutes } from './direct-instance-routes';

/** The sharing area (docs/api.md, "Sharing"; docs/sharing.md): the member's calls and the recipient's six. */
export function registerSharingRoutes(app: Application, ctx: MockContext, deps: SharingDeps): void {
  registerMemberSharingRoutes(app, ctx, deps);
  registerRecipientRoutes(app, ctx, deps);
  registerDirectInstanceRoutes(app, ctx);
}
