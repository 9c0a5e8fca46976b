import { ContainerModule } from 'inversify';
import { HttpSiteVisitGateway } from '../adapters/http/site-visit-gateway.http';
import { BrowseSite } from '../application/sites/browse-site.use-case';
import { EnterSite } from '../application/sites/enter-site.use-case';
import { SiteVisitGateway } from '../ports/site-visit-gateway.port';
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
});
