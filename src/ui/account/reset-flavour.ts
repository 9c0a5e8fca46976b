import { ResetPasswordStore } from '../../stores/account/reset-password.store';

/** Which reset the pages serve: the members' or a site account's (docs/sites.md "Password reset"). */
export interface ResetFlavour {
  store: typeof ResetPasswordStore;
  signInPath: string;
  resetPath: string;
}

export const MEMBER_RESET: ResetFlavour = {
  store: ResetPasswordStore,
  signInPath: '/login',
  resetPath: '/reset-password',
};
