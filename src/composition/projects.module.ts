import { ContainerModule } from 'inversify';
import { HttpProjectGateway } from '../adapters/http/project-gateway.http';
import { HttpNoteCategoryGateway, HttpProjectNoteGateway } from '../adapters/http/project-note-gateway.http';
import { HttpProjectSummaryGateway } from '../adapters/http/project-summary-gateway.http';
import { ProjectGateway } from '../ports/project-gateway.port';
import { NoteCategoryGateway, ProjectNoteGateway } from '../ports/project-note-gateway.port';
import { ProjectSummaryGateway } from '../ports/project-summary-gateway.port';

/**
 * Projects over HTTP, loaded at start: the forms area (instances live in projects) and the tasks area (tasks live in
 * them too) both use it, so neither has to load the other.
 */
export const projectsModule = new ContainerModule(({ bind }) => {
  bind(HttpProjectGateway).toSelf().inSingletonScope();
  bind(ProjectGateway).toService(HttpProjectGateway);
  // Project notes and their categories: the project page (form-instance area) and Setup (setup area) both use them.
  bind(HttpProjectNoteGateway).toSelf().inSingletonScope();
  bind(ProjectNoteGateway).toService(HttpProjectNoteGateway);
  bind(HttpNoteCategoryGateway).toSelf().inSingletonScope();
  bind(NoteCategoryGateway).toService(HttpNoteCategoryGateway);
  // Project summaries: Setup defines them, the project page shows their figures.
  bind(HttpProjectSummaryGateway).toSelf().inSingletonScope();
  bind(ProjectSummaryGateway).toService(HttpProjectSummaryGateway);
});
