import { ContainerModule } from 'inversify';
import { HttpSearchGateway } from '../adapters/http/search-gateway.http';
import { RunSearch } from '../application/search/search.use-case';
import { SearchGateway } from '../ports/search-gateway.port';
import { SearchStore } from '../stores/search/search.store';

/** The search page (issue 35; docs/search.md). Its store is the page's own. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(HttpSearchGateway).toSelf().inSingletonScope();
  bind(SearchGateway).toService(HttpSearchGateway);
  bind(RunSearch).toSelf().inSingletonScope();
  bind(SearchStore).toSelf().inTransientScope();
});
