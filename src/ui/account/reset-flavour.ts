import { SITE_RESET_PATH } from '../../domain/sites/site-paths';
import { ResetPasswordStore } from '../../stores/account/reset-password.store';

/** Which reset the pages serve: the members' or a site account's (docs/sites.md "Password reset"). */
export interface ResetFlavour {
  store: typeof ResetPasswordStore;
  signInPath: string;
  resetPath: string;
  /** Who resets on another page, and where (the members' page points site accounts to their site's). */
  elsewhere?: { text: string; link: string; path: string };
}

export const MEMBER_RESET: ResetFlavour = {
  store: ResetPasswordStore,
  signInPath: '/login',
  resetPath: '/reset-password',
  elsewhere: {
    text: "A site account (for an external site) resets its password on the site's page:",
    link: 'Reset a site password',
    path: SITE_RESET_PATH,
  },
};
