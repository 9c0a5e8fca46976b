import { ContainerModule } from 'inversify';
import { HttpDirectoryGateway } from '../adapters/http/directory-gateway.http';
import { GuardRoute } from '../application/routing/guard-route.use-case';
import { PrefetchRouteData } from '../application/routing/prefetch-route-data.use-case';
import { DirectoryGateway } from '../ports/directory-gateway.port';
import { NavigationStore } from '../stores/routing/navigation.store';

/** Route guards and history, route-level data loading; the scope directory (people and roles). */
export const routingModule = new ContainerModule(({ bind }) => {
  bind(GuardRoute).toSelf().inSingletonScope();
  bind(PrefetchRouteData).toSelf().inSingletonScope();
  bind(NavigationStore).toSelf().inSingletonScope();
  bind(HttpDirectoryGateway).toSelf().inSingletonScope();
  bind(DirectoryGateway).toService(HttpDirectoryGateway);
});
