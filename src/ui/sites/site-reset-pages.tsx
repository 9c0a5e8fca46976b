import { SITE_RESET_PATH, SITE_USER_LOGIN_PATH } from '../../domain/sites/site-paths';
import { SiteResetPasswordStore } from '../../stores/account/reset-password.store';
import { ChoosePasswordPage } from '../account/choose-password-page';
import type { ResetFlavour } from '../account/reset-flavour';
import { ResetPasswordPage } from '../account/reset-password-page';
import type { PageProps } from '../pages/page-props';

/** A site account's own reset (docs/sites.md "Password reset"): the members' pages over the site's calls and paths. */
const SITE_RESET: ResetFlavour = {
  store: SiteResetPasswordStore,
  signInPath: `${SITE_USER_LOGIN_PATH}?account=own`,
  resetPath: SITE_RESET_PATH,
};

/** /site/reset-password */
export function SiteResetPasswordPage() {
  return (
    <section className="site-page">
      <ResetPasswordPage flavour={SITE_RESET} />
    </section>
  );
}

/** /site/changepassword/{Hash}/{RecordId} */
export function SiteChoosePasswordPage(props: PageProps) {
  return (
    <section className="site-page">
      <ChoosePasswordPage {...props} flavour={SITE_RESET} />
    </section>
  );
}
