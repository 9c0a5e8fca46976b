import type { Application } from 'express';
import { callerOf, clearSessionCookies, signedIn, signInAfresh } from '../../auth';
import type { MockContext } from '../../context';
import { toCurrentUser } from '../../current-user';
import { actingScopeId } from '../../scope-headers';
import { HttpError, badRequest, handle } from '../../http';
import { passwordMatches } from '../../account/passwords';
import type { SignInCheck } from '../../account/sign-in-throttle';
import { ACCOUNT_DEACTIVATED } from '../../../src/domain/platform/realtime-events';
import { LoginBody, SwitchScopeBody } from '../../schemas/account.schema';
import { EmptyBody } from '../../schemas/common.schema';
import { validBody } from '../../schemas/valid-body';
import { requiredNumber, requiredString } from '../../validate';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Sign in and out, the current user, scopes and scope switching, privacy consent. */
export function registerAccountRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.post(
    '/account/login',
    handle((req, res) => {
      const body = { ...validBody(req, LoginBody) };
      const email = requiredString(body, 'Email', { max: 254, pattern: EMAIL });
      const password = requiredString(body, 'Password', { max: 200 });
      const user = store.userByEmail(email);
      const check = res.locals.signInCheck as SignInCheck | undefined;
      const matched =
        check?.email === email && check.password === password
          ? check.matched
          : passwordMatches(user, password);
      if (!user || !matched) throw badRequest('Invalid e-mail or password.');
      // Said only to whoever knows the password: it tells nothing about which addresses have accounts.
      if (user.deactivatedOn) throw new HttpError(403, ACCOUNT_DEACTIVATED);
      const session = signInAfresh(ctx, res, user);
      res.json(toCurrentUser(store, user, session));
    }),
  );

  app.post(
    '/account/logout',
    handle((req, res) => {
      validBody(req, EmptyBody);
      const caller = callerOf(res);
      if (caller) {
        ctx.sessions.remove(caller.session.token);
        ctx.hub.closeSession(caller.session.token);
      }
      clearSessionCookies(res);
      res.json({});
    }),
  );

  app.get(
    '/account/current',
    handle((_req, res) => {
      const caller = signedIn(res);
      // An administrator acting in another scope (ImpersonateScopeId) sees that scope as their team.
      res.json(toCurrentUser(store, caller.user, { ...caller.session, scopeId: actingScopeId(res, caller) }));
    }),
  );

  app.get(
    '/account/scopes',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json(store.scopesOf(user).map((scope) => ({ ScopeId: scope.id, Name: scope.name })));
    }),
  );

  app.post(
    '/account/switchscope',
    handle((req, res) => {
      const { session, user } = signedIn(res);
      const scopeId = requiredNumber({ ...validBody(req, SwitchScopeBody) }, 'ScopeId', {
        min: 0,
        max: 2_147_483_647,
      });
      if (!store.scopesOf(user).some((scope) => scope.id === scopeId)) {
        throw new HttpError(403, 'You are not a member of this team.', { ScopeId: scopeId });
      }
      session.scopeId = scopeId;
      res.json(toCurrentUser(store, user, session));
    }),
  );

  app.get(
    '/account/privacyconsent',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json({ Accepted: user.privacyAccepted });
    }),
  );

  /** The privacy terms confirmation (issue 35; docs/account.md "Privacy consent"): accepted once, kept on the user. */
  app.post(
    '/account/privacyconsent/accept',
    handle((req, res) => {
      validBody(req, EmptyBody);
      const { user } = signedIn(res);
      user.privacyAccepted = true;
      store.save();
      res.json({});
    }),
  );
}
