import type { Application } from 'express';
import type { ProjectRecord } from '../../../fixtures/types';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID, bodyOf } from '../../forms/body-reader';
import { projectOf, projectsOf } from '../../forms/form-access';
import { nextId } from '../../forms/form-writes';
import { HttpError, badRequest, handle } from '../../http';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { createProject } from '../../../src/domain/access/workspace-access.policy';
import { LIMITS } from '../../schemas/limits';
import { ProjectCreateBody } from '../../schemas/projects.schema';
import { queryInteger } from '../../validate';
import { planOf } from '../setup/setup-data';
import { updateProjectRoute } from '../setup/project-plan-route';
import { tellProjectDashboards } from '../dashboard/dashboard-news';

/** 402 (platform spec §8, quota reached): the SPA shows this message in a dialog. */
export const quotaReached = (quota: number) =>
  `Your plan allows ${quota} projects. Remove one or upgrade the plan to add another.`;
/** The warning that comes with the last project the plan allows. */
export const lastOfQuota = (quota: number) =>
  `This is the last project your plan allows (${quota} of ${quota}).`;

/** Projects the caller may see (their scope is one of the caller's), with their form instances. */
export function registerProjectRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const instancesOf = (projectId: number) =>
    store.data.formInstances
      .filter((i) => i.ProjectId === projectId)
      .sort((a, b) => a.InstanceId - b.InstanceId);
  // With the plan the report filters read (issue 14): status, tags, workflow and its status, dates.
  const summary = (project: ProjectRecord) => {
    const { ProjectId, Name, Description, CreatedOn } = project;
    return { ProjectId, Name, Description, CreatedOn, ...planOf(store, project) };
  };

  app.get(
    '/project/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json(
        projectsOf(store, user).map((p) => ({
          ...summary(p),
          InstanceCount: instancesOf(p.ProjectId).length,
        })),
      );
    }),
  );

  app.post(
    '/project/create',
    handle((req, res) => {
      const { session, user } = signedIn(res);
      allow(createProject(actorOf(store, user)));
      const body = bodyOf(req, ProjectCreateBody);
      const Name = body.str('Name', LIMITS.name).trim();
      const Description = body.text('Description', 2000) ?? '';
      if (projectsOf(store, user).some((p) => p.Name.toLowerCase() === Name.toLowerCase()))
        throw badRequest('A project with this name already exists.');
      const quota = store.workspace(user.workspaceId)?.projectQuota;
      const used = store.data.projects.filter((p) => p.workspaceId === user.workspaceId).length;
      if (quota !== undefined && used >= quota) throw new HttpError(402, quotaReached(quota));
      const project: ProjectRecord = {
        ProjectId: nextId(store.data.projects.map((p) => p.ProjectId)),
        Name,
        Description: Description.trim(),
        CreatedOn: new Date().toISOString(),
        workspaceId: user.workspaceId,
        // A project belongs to the scope the caller works in.
        scopeId: user.scopeIds.includes(session.scopeId) ? session.scopeId : user.primaryScopeId,
      };
      store.data.projects.push(project);
      store.save();
      tellProjectDashboards(store, ctx.hub, project);
      // The last project the plan allows is made, with a warning (platform spec §8: a 200 flagged IsWarning).
      const warning =
        quota !== undefined && used + 1 === quota ? { IsWarning: true, Message: lastOfQuota(quota) } : {};
      res.json({ ...summary(project), InstanceCount: 0, ...warning });
    }),
  );

  app.get(
    '/project',
    handle((req, res) => {
      const { user } = signedIn(res);
      const project = projectOf(store, user, queryInteger(req, 'id', ID));
      const Instances = instancesOf(project.ProjectId).map(
        ({ InstanceId, Name, FormId, GroupId, UpdatedOn }) => ({
          InstanceId,
          Name,
          FormId,
          GroupId,
          UpdatedOn,
        }),
      );
      res.json({ ...summary(project), Instances });
    }),
  );

  app.post(
    '/project/update',
    updateProjectRoute(ctx, (project) => ({
      ...summary(project),
      InstanceCount: instancesOf(project.ProjectId).length,
    })),
  );
}
