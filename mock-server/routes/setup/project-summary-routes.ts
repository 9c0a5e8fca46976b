import type { Application } from 'express';
import type { ProjectSummaryRecord, UserRecord } from '../../../fixtures/types';
import { manageProjectSummaries } from '../../../src/domain/access/summary-access.policy';
import {
  ProjectSummaryMessage,
  projectSummaryProblem,
} from '../../../src/domain/projects/project-summary-rules';
import { isNumericField } from '../../../src/domain/projects/project-summary.entity';
import { nameTaken } from '../../../src/domain/setup/setup.entity';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import {
  ProjectSummaryCreateBody,
  ProjectSummaryIdBody,
  ProjectSummaryUpdateBody,
} from '../../schemas/project-summary.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { projectFigures } from './project-summary-figures';
import { registerSetupListReads } from './workspace-setup-list';

/**
 * Project summaries (issue 35; docs/api.md "Project summaries"): every workspace user reads them,
 * administrators change them; `GET project/summaries?id` answers a project's figures for the caller.
 */
export function registerProjectSummaryRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const view = ({ ProjectSummaryId, Name, GroupIds, Lines }: ProjectSummaryRecord) => ({
    ProjectSummaryId,
    Name,
    GroupIds: [...GroupIds],
    Lines: Lines.map((l) => ({ ...l })),
  });
  const { caller, mine, one } = registerSetupListReads(app, ctx, {
    path: 'projectsummary',
    records: () => store.data.projectSummaries,
    idOf: (s) => s.ProjectSummaryId,
    manage: manageProjectSummaries,
    gone: ProjectSummaryMessage.gone,
    view,
  });
  /** The draft's rules, with the workspace's groups and their forms' fields; the name unique. */
  const check = (user: UserRecord, body: ProjectSummaryCreateBody, ownId?: number) => {
    const groups = new Set(
      store.data.formGroups.filter((g) => g.workspaceId === user.workspaceId).map((g) => g.GroupId),
    );
    if (body.GroupIds.some((id) => !groups.has(id))) throw badRequest(ProjectSummaryMessage.needsGroup);
    const numeric = (groupId: number, fieldId: number) =>
      store.data.forms.some(
        (f) =>
          f.workspaceId === user.workspaceId &&
          f.GroupId === groupId &&
          f.Fields.some((x) => x.FieldDefinitionId === fieldId && isNumericField(x)),
      );
    const problem = projectSummaryProblem(body, numeric);
    if (problem) throw badRequest(problem);
    if (
      nameTaken(
        mine(user),
        body.Name,
        (s) => s.ProjectSummaryId,
        (s) => s.Name,
        ownId,
      )
    )
      throw badRequest(ProjectSummaryMessage.nameTaken);
  };
  const apply = (summary: ProjectSummaryRecord, body: ProjectSummaryCreateBody) => {
    summary.Name = body.Name.trim();
    summary.GroupIds = [...new Set(body.GroupIds)];
    summary.Lines = body.Lines.map(({ GroupId, FieldDefinitionId, Function }) => ({
      GroupId,
      FieldDefinitionId,
      Function,
    }));
  };

  app.post(
    '/projectsummary/create',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, ProjectSummaryCreateBody);
      check(user, body);
      const summary: ProjectSummaryRecord = {
        ProjectSummaryId: nextId(store.data.projectSummaries.map((s) => s.ProjectSummaryId)),
        Name: '',
        GroupIds: [],
        Lines: [],
        workspaceId: user.workspaceId,
      };
      apply(summary, body);
      store.data.projectSummaries.push(summary);
      store.save();
      res.json(view(summary));
    }),
  );

  app.post(
    '/projectsummary/update',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, ProjectSummaryUpdateBody);
      const summary = one(user, body.ProjectSummaryId);
      check(user, body, summary.ProjectSummaryId);
      apply(summary, body);
      store.save();
      res.json(view(summary));
    }),
  );

  app.post(
    '/projectsummary/delete',
    handle((req, res) => {
      const { user } = caller(res, true);
      const summary = one(user, validBody(req, ProjectSummaryIdBody).ProjectSummaryId);
      store.data.projectSummaries = store.data.projectSummaries.filter((s) => s !== summary);
      store.save();
      res.json({});
    }),
  );

  app.get(
    '/project/summaries',
    handle((req, res) => {
      const { user } = signedIn(res);
      res.json(projectFigures(store, user, queryInteger(req, 'id', ID), mine(user)));
    }),
  );
}
