import { ContainerModule } from 'inversify';
import { HttpSiteAdminGateway } from '../adapters/http/site-admin-gateway.http';
import { ManageSiteUsers } from '../application/sites/manage-site-users.use-case';
import { ManageSites } from '../application/sites/manage-sites.use-case';
import { SiteAdminGateway } from '../ports/site-admin-gateway.port';
import { SiteEditorStore } from '../stores/sites/site-editor.store';
import { SiteListStore } from '../stores/sites/site-list.store';
import { SiteUsersStore } from '../stores/sites/site-users.store';

/**
 * The administration of external sites (issue 33; docs/sites.md): the sites, their people and links. Needs the
 * platform ports (HttpClient, Dialogs, Notifier, Clock). Page stores are transient: one per open page.
 */
export const sitesAdminModule = new ContainerModule(({ bind }) => {
  bind(HttpSiteAdminGateway).toSelf().inSingletonScope();
  bind(SiteAdminGateway).toService(HttpSiteAdminGateway);
  bind(ManageSites).toSelf().inSingletonScope();
  bind(ManageSiteUsers).toSelf().inSingletonScope();
  bind(SiteListStore).toSelf().inTransientScope();
  bind(SiteEditorStore).toSelf().inTransientScope();
  bind(SiteUsersStore).toSelf().inTransientScope();
});
