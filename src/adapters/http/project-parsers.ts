import type { ProjectDetails, ProjectSummary } from '../../domain/projects/project.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import { listOf, parseShape } from './forms-shape';
import { parseDto } from './parse-response';
import { ProjectDetailsDto, ProjectInstanceDto, ProjectSummaryDto } from './project.dto';

export const parseProjectSummary: ResponseParser<ProjectSummary> = parseDto(ProjectSummaryDto);

/** A project with its form instances, each a valid entry. */
export const parseProjectDetails: ResponseParser<ProjectDetails> = parseShape(ProjectDetailsDto, {
  Instances: listOf(parseDto(ProjectInstanceDto)),
});
