import type { Application } from 'express';
import type { ProjectRecord } from '../../fixtures/types';
import { signedIn } from '../auth';
import type { MockContext } from '../context';
import { ID, bodyOf } from '../forms/body-reader';
import { projectOf, projectsOf } from '../forms/form-access';
import { nextId } from '../forms/form-writes';
import { badRequest, handle } from '../http';
import { actorOf } from '../access/access-facts';
import { allow } from '../access/access-guard';
import { createProject } from '../../src/domain/access/workspace-access.policy';
import { ProjectCreateBody } from '../schemas/projects.schema';
import { queryInteger } from '../validate';

/** Projects the caller may see (their scope is one of the caller's), with their form instances. */
export function registerProjectRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const instancesOf = (projectId: number) =>
    store.data.formInstances.filter((i) => i.ProjectId === projectId).sort((a, b) => a.InstanceId - b.InstanceId);
  const summary = ({ ProjectId, Name, Description, CreatedOn }: ProjectRecord) => ({ ProjectId, Name, Description, CreatedOn });

  app.get(
    '/project/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json(projectsOf(store, user).map((p) => ({ ...summary(p), InstanceCount: instancesOf(p.ProjectId).length })));
    }),
  );

  app.post(
    '/project/create',
    handle((req, res) => {
      const { session, user } = signedIn(res);
      allow(createProject(actorOf(store, user)));
      const body = bodyOf(req, ProjectCreateBody);
      const Name = body.str('Name', 200).trim();
      const Description = body.text('Description', 2000) ?? '';
      if (projectsOf(store, user).some((p) => p.Name.toLowerCase() === Name.toLowerCase()))
        throw badRequest('A project with this name already exists.');
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
      res.json({ ...summary(project), InstanceCount: 0 });
    }),
  );

  app.get(
    '/project',
    handle((req, res) => {
      const { user } = signedIn(res);
      const project = projectOf(store, user, queryInteger(req, 'id', ID));
      const Instances = instancesOf(project.ProjectId).map(({ InstanceId, Name, FormId, GroupId, UpdatedOn }) => ({ InstanceId, Name, FormId, GroupId, UpdatedOn }));
      res.json({ ...summary(project), Instances });
    }),
  );
}
