/** Bodies of the project summary calls (issue 35; docs/api.md "Project summaries"). */
import { PROJECT_SUMMARY_NAME_MAX } from '../../src/domain/projects/project-summary.entity';
import { Id, Ints, ListOf, MAX_ID, OneOf, Text } from './schema-rules';

/** The list limits are wider than the rules' (20), so that the rules answer with their own sentence. */
const LIST_MAX = 100;

export class ProjectSummaryLineBody {
  @Id() GroupId!: number;
  @Id() FieldDefinitionId!: number;
  @OneOf([1, 2, 3, 4, 5], { what: 'a summary function' }) Function!: 1 | 2 | 3 | 4 | 5;
}

export class ProjectSummaryCreateBody {
  @Text({ max: PROJECT_SUMMARY_NAME_MAX }) Name!: string;
  @Ints({ min: 1, max: MAX_ID, maxItems: LIST_MAX }) GroupIds!: number[];
  @ListOf(() => ProjectSummaryLineBody, LIST_MAX) Lines!: ProjectSummaryLineBody[];
}

export class ProjectSummaryUpdateBody extends ProjectSummaryCreateBody {
  @Id() ProjectSummaryId!: number;
}

export class ProjectSummaryIdBody {
  @Id() ProjectSummaryId!: number;
}
