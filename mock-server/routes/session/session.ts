import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { handle } from '../../http';
import { EmptyBody } from '../../schemas/common.schema';
import { validBody } from '../../schemas/valid-body';

/** Session time-out and extension. Every signed-in call slides the expiry; extend does so explicitly. */
export function registerSessionRoutes(app: Application, ctx: MockContext): void {
  app.get(
    '/session/timeout',
    handle((_req, res) => {
      const { session } = signedIn(res);
      res.json({ SessionId: session.sessionId, Minutes: session.minutes });
    }),
  );

  app.post(
    '/session/extend',
    handle((req, res) => {
      const { session } = signedIn(res);
      validBody(req, EmptyBody);
      ctx.sessions.touch(session);
      res.json({ SessionId: session.sessionId, Minutes: session.minutes });
    }),
  );
}
