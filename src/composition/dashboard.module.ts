import { ContainerModule } from 'inversify';
import { HttpDashboardGateway } from '../adapters/http/dashboard-gateway.http';
import { LoadDashboard } from '../application/dashboard/load-dashboard.use-case';
import { DashboardGateway } from '../ports/dashboard-gateway.port';
import { DashboardStore } from '../stores/dashboard/dashboard.store';

/** The dashboard (issue 35; docs/dashboard.md). Its store is the page's own. */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(HttpDashboardGateway).toSelf().inSingletonScope();
  bind(DashboardGateway).toService(HttpDashboardGateway);
  bind(LoadDashboard).toSelf().inSingletonScope();
  bind(DashboardStore).toSelf().inTransientScope();
});
