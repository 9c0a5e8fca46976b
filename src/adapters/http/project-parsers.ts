import type { ProjectDetails, ProjectSummary } from '../../domain/projects/project.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import { listOf, parseShape } from './forms-shape';
import { parseDto } from './parse-response';
import { ProjectDetailsDto, ProjectInstanceDto, ProjectSummaryDto, ProjectTagRefDto } from './project.dto';

const tags = listOf(parseDto(ProjectTagRefDto));

/** A project with its plan, its tags each a valid entry. */
export const parseProjectSummary: ResponseParser<ProjectSummary> = parseShape(ProjectSummaryDto, {
  Tags: tags,
});

/** A project with its plan and its form instances, each a valid entry. */
export const parseProjectDetails: ResponseParser<ProjectDetails> = parseShape(ProjectDetailsDto, {
  Instances: listOf(parseDto(ProjectInstanceDto)),
  Tags: tags,
});
