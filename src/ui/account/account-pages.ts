import type { ComponentType } from 'react';
import { featurePage } from '../app/feature-pages';
import type { PageProps } from '../pages/page-props';

/** Views of the account area (issue 17; docs/administration.md), by route id; loaded when first opened. */
export const ACCOUNT_PAGES: Record<string, ComponentType<PageProps>> = {
  'setup.change-password': featurePage('account', () =>
    import('./change-password-page').then((m) => m.ChangePasswordPage),
  ),
  'auth.reset-password': featurePage('account', () =>
    import('./reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  'auth.change-password': featurePage('account', () =>
    import('./choose-password-page').then((m) => m.ChoosePasswordPage),
  ),
  'landing.invitation': featurePage('account', () =>
    import('./invitation-pages').then((m) => m.InvitationPage),
  ),
  'auth.register.invitation': featurePage('account', () =>
    import('./invitation-pages').then((m) => m.RegisterInvitationPage),
  ),
  'auth.login.invitation': featurePage('account', () =>
    import('./invitation-pages').then((m) => m.LoginInvitationPage),
  ),
  'auth.restore.account': featurePage('account', () =>
    import('./restore-account-page').then((m) => m.RestoreAccountPage),
  ),
  'auth.restore.choice': featurePage('account', () =>
    import('./restore-account-page').then((m) => m.RestoreAccountPage),
  ),
  'public.signup': featurePage('account', () => import('./signup-page').then((m) => m.SignupPage)),
  'landing.profile': featurePage('account', () => import('./profile-page').then((m) => m.ProfilePage)),
};
