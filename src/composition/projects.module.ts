import { ContainerModule } from 'inversify';
import { HttpProjectGateway } from '../adapters/http/project-gateway.http';
import { ProjectGateway } from '../ports/project-gateway.port';

/**
 * Projects over HTTP, loaded at start: the forms area (instances live in projects) and the tasks area (tasks live in
 * them too) both use it, so neither has to load the other.
 */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(HttpProjectGateway).toSelf().inSingletonScope();
  bind(ProjectGateway).toService(HttpProjectGateway);
});
