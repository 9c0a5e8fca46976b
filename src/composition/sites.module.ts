import { ContainerModule } from 'inversify';
import { HttpSitePasswordResetGateway } from '../adapters/http/account-area-gateways.http';
import { HttpSiteVisitGateway } from '../adapters/http/site-visit-gateway.http';
import { ResetPassword } from '../application/account/reset-password.use-case';
import { BrowseSite } from '../application/sites/browse-site.use-case';
import { EnterSite } from '../application/sites/enter-site.use-case';
import { Notifier } from '../ports/notifier.port';
import { SitePasswordResetGateway, type PasswordResetGateway } from '../ports/password-gateway.port';
import { SiteVisitGateway } from '../ports/site-visit-gateway.port';
import { ResetPasswordStore, SiteResetPasswordStore } from '../stores/account/reset-password.store';
import { SiteBrowseStore } from '../stores/sites/site-browse.store';
import { SiteEntryStore } from '../stores/sites/site-entry.store';

/**
 * The visitor side of external sites (issue 33; docs/sites.md): the site's sign-ins and pages. Needs the session
 * module's SignIn and, for previews and downloads, the cabinet module (sites.area.ts loads both).
 */
export const sitesModule = new ContainerModule(({ bind }) => {
  bind(HttpSiteVisitGateway).toSelf().inSingletonScope();
  bind(SiteVisitGateway).toService(HttpSiteVisitGateway);
  bind(EnterSite).toSelf().inSingletonScope();
  bind(BrowseSite).toSelf().inSingletonScope();
  bind(SiteEntryStore).toSelf().inTransientScope();
  bind(SiteBrowseStore).toSelf().inTransientScope();
  // The site's own password reset: the members' use case and store over the site's calls (docs/sites.md).
  bind(HttpSitePasswordResetGateway).toSelf().inSingletonScope();
  bind(SitePasswordResetGateway).toService(HttpSitePasswordResetGateway);
  bind(SiteResetPasswordStore)
    .toResolvedValue(
      (gateway: PasswordResetGateway, notifier: Notifier) =>
        new ResetPasswordStore(new ResetPassword(gateway, notifier)) as SiteResetPasswordStore,
      [SitePasswordResetGateway, Notifier],
    )
    .inTransientScope();
});
