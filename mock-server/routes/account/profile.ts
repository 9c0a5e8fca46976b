import type { Application } from 'express';
import { ProfileText, personNameProblem, type Profile } from '../../../src/domain/account/profile.entity';
import { MAX_PERSON_NAME_LENGTH } from '../../../src/domain/admin/admin-limits';
import { recipientEmailError, sameEmail } from '../../../src/domain/sharing/recipient-email';
import type { UserRecord } from '../../../fixtures/types';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { badRequest, handle } from '../../http';
import { ProfileBody } from '../../schemas/account.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { provePassword, type AccountDeps } from './account-deps';

function toProfile(store: Store, user: UserRecord): Profile {
  return {
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Theme: user.theme,
    WorkspaceTheme: store.workspace(user.workspaceId)?.theme ?? 1,
  };
}

/**
 * `/profile` (issue 17): the signed-in user's own name, e-mail and theme (their own, or the workspace's). A new e-mail
 * address, being how the user signs in and gets reset links, asks for the current password and must be free.
 */
export function registerProfileRoutes(app: Application, ctx: MockContext, deps: AccountDeps): void {
  const { store } = ctx;

  app.get(
    '/account/profile',
    handle((_req, res) => {
      res.json(toProfile(store, signedIn(res).user));
    }),
  );

  app.post(
    '/account/profile/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = validBody(req, ProfileBody);
      for (const [key, value] of [
        ['FirstName', body.FirstName],
        ['LastName', body.LastName],
      ] as const) {
        const problem = personNameProblem(value, MAX_PERSON_NAME_LENGTH);
        if (problem) throw badRequest(`${key}: ${problem}`);
      }
      const emailProblem = recipientEmailError(body.Email);
      if (emailProblem) throw badRequest(`Email: ${emailProblem}`);
      const email = body.Email.trim();
      if (!sameEmail(email, user.email)) {
        if (body.CurrentPassword == null)
          throw badRequest(`CurrentPassword: ${ProfileText.passwordForEmail}`);
        const other = store.userByEmail(email);
        if (other && other.id !== user.id) throw badRequest(`Email: ${ProfileText.emailTaken}`);
        provePassword(
          deps.throttle,
          req,
          res,
          user,
          user.email,
          body.CurrentPassword,
          `CurrentPassword: ${ProfileText.wrongPassword}`,
        );
      }
      user.firstName = body.FirstName.trim();
      user.lastName = body.LastName.trim();
      user.email = email;
      user.theme = body.Theme ?? null;
      store.save();
      res.json(toProfile(store, user));
    }),
  );
}
