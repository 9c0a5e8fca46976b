import { inject, injectable } from 'inversify';
import type { ReportAssignee } from '../../domain/reports/report-filter.entity';
import { ReportType, type ReportTypeId } from '../../domain/reports/report.entity';
import type { ProjectTag } from '../../domain/setup/setup.entity';
import type { Workflow } from '../../domain/setup/workflow.entity';
import type { HttpResult } from '../../ports/http-client.port';
import { ProjectTagGateway } from '../../ports/project-tag-gateway.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { WorkflowGateway } from '../../ports/workflow-gateway.port';

/** What the filter and run dialogs offer: project tags, workflows with their statuses, and (tasks) the assignees. */
export interface FilterChoices {
  tags: ProjectTag[];
  workflows: Workflow[];
  /** Empty for a form report. */
  assignees: ReportAssignee[];
  /**
   * The e-mail addresses of the workspace users (the assignee list's people): the only recipients of unmasked values
   * (src/domain/reports/unmasked-recipients.rules.ts), so the dialog says so before saving.
   */
  readers: string[];
}

/**
 * The dialog's lists (spec §7 "GET workflow list", "GET reportTaskAssignee list", the tags list). The people list is
 * read for form reports too: it tells who may be e-mailed unmasked values.
 */
@injectable()
export class LoadFilterChoices {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(WorkflowGateway) private readonly workflows: WorkflowGateway,
    @inject(ProjectTagGateway) private readonly tags: ProjectTagGateway,
  ) {}

  async run(reportType: ReportTypeId, signal?: AbortSignal): Promise<HttpResult<FilterChoices>> {
    const [tags, workflows, people] = await Promise.all([
      this.tags.list(signal),
      this.workflows.list(signal),
      this.reports.taskAssignees(signal),
    ]);
    if (!tags.ok) return tags;
    if (!workflows.ok) return workflows;
    if (!people.ok) return people;
    return {
      ok: true,
      status: 200,
      data: {
        tags: tags.data,
        workflows: workflows.data,
        assignees: reportType === ReportType.Tasks ? people.data : [],
        readers: people.data.flatMap((p) => (p.Email ? [p.Email] : [])),
      },
    };
  }
}
