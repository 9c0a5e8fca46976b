import type { Application } from 'express';
import { changePasswordPath } from '../../../src/domain/account/account-tokens';
import { PasswordText, passwordProblem } from '../../../src/domain/account/password.rules';
import { ProfileText } from '../../../src/domain/account/profile.entity';
import { endSessionsOf } from '../../account/end-sessions';
import { setPassword } from '../../account/passwords';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import { ChangePasswordBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import { ACCOUNT_TYPE } from '../../../src/domain/routing/account-types';
import { SITE_RESET_PATH } from '../../../src/domain/sites/site-paths';
import { SITE_ACCOUNT_RESETS_ON_SITE } from '../../../src/domain/sites/site-visit.entity';
import { resetMail, siteResetElsewhereMail } from './account-mails';
import { passwordContextOf, provePassword, type AccountDeps } from './account-deps';
import { passwordResetFlow } from './password-reset-flow';

const SIGNED_OUT = { NextState: 'login', LogoutMessage: ProfileText.signedOutElsewhere };

/**
 * Passwords (issue 17; docs/api.md "Accounts"): a signed-in user changes theirs; anyone asks for a reset link by e-mail
 * (the same answer whether or not the address has an account) and chooses a new password from it (once, within 30
 * minutes). After either, every other session of the user is signed out.
 */
export function registerPasswordRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;

  app.post(
    '/account/changepassword',
    handle((req, res) => {
      const caller = signedIn(res);
      const body = validBody(req, ChangePasswordBody);
      provePassword(
        deps.throttle,
        req,
        res,
        caller.user,
        caller.user.email,
        body.CurrentPassword,
        `CurrentPassword: ${ProfileText.wrongPassword}`,
      );
      const problem = passwordProblem(body.NewPassword, passwordContextOf(store, caller.user));
      if (problem) throw badRequest(`NewPassword: ${problem}`);
      if (body.NewPassword === body.CurrentPassword)
        throw badRequest(`NewPassword: ${PasswordText.sameAsCurrent}`);
      setPassword(caller.user, body.NewPassword);
      store.save();
      endSessionsOf(ctx, caller.user.id, 'userLoggedOut', SIGNED_OUT, caller.session.token);
      res.json({});
    }),
  );

  const reset = passwordResetFlow(ctx, deps, {
    site: false,
    // A site account resets on its site's page (docs/sites.md "Password reset"); its address is told so by mail.
    accepts: (user) => user.accountType !== ACCOUNT_TYPE.Site,
    elsewhere: {
      // A single-password site's hidden account has no mailbox of its own.
      mail: (user, appUrl) =>
        user.siteVisitorOf
          ? null
          : siteResetElsewhereMail(user.email, `${appUrl}${SITE_RESET_PATH}`, SITE_ACCOUNT_RESETS_ON_SITE),
      message: SITE_ACCOUNT_RESETS_ON_SITE,
    },
    linkPath: changePasswordPath,
    mail: (user, link) => resetMail(user.email, link),
    area: 'account',
    requested: 'Asked for a password reset link',
    completed: 'Reset their password from an e-mailed link',
  });
  app.post('/account/resetpassword', handle(reset.request));
  app.get('/account/resetpassword/check', handle(reset.check));
  app.post('/account/resetpassword/complete', handle(reset.complete));
}
