import type { Application } from 'express';
import { sameEmail } from '../../../src/domain/sharing/recipient-email';
import { endSessionsOf } from '../../account/end-sessions';
import type { MockContext } from '../../context';
import { HttpError, handle } from '../../http';
import { MockSiteUserBody } from '../../schemas/site-visit.schema';
import { validBody } from '../../schemas/valid-body';

/** What the administration's deactivate says to the visitor's open tabs (the admin side's SiteSessionText.accessEnded). */
export const SITE_ACCESS_ENDED = 'Your access to this site has been ended by its administrator.';

/**
 * `POST /__mock/site-user/deactivate { email }` (loopback only, like every /__mock route): deactivates every site-user
 * row of the address and ends its sessions the way the administration does (`endSessionsOf` with `userLoggedOut`), so
 * the visitor's e2e journey can be signed out live before the administration pages exist (docs/sites.md "Demo").
 */
export function registerSiteVisitMockControl(app: Application, ctx: MockContext): void {
  app.post(
    '/__mock/site-user/deactivate',
    handle((req, res) => {
      const { email } = validBody(req, MockSiteUserBody);
      const rows = ctx.store.data.siteUsers.filter((row) => sameEmail(row.Email, email));
      if (rows.length === 0) throw new HttpError(404, `No site user ${email}.`);
      for (const row of rows) row.Status = 'Deactivated';
      ctx.store.save();
      const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is number => id !== null))];
      const Ended = userIds.reduce(
        (sum, id) =>
          sum + endSessionsOf(ctx, id, 'userLoggedOut', { LogoutMessage: SITE_ACCESS_ENDED, UserId: id }),
        0,
      );
      res.json({ Deactivated: rows.length, Ended });
    }),
  );
}
