import type { Application } from 'express';
import type { ProjectTagRecord } from '../../../fixtures/types';
import { SetupMessage } from '../../../src/domain/setup/setup-rules';
import { nameTaken } from '../../../src/domain/setup/setup.entity';
import type { MockContext } from '../../context';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { TagCreateBody, TagIdBody, TagUpdateBody } from '../../schemas/tasks.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { setupCaller, tagOf, tagsOf, workspaceProjects } from './setup-data';

function tagView(store: Store, tag: ProjectTagRecord) {
  const { TagId, Name, Color } = tag;
  const ProjectCount = workspaceProjects(store, tag.workspaceId).filter((p) =>
    (p.TagIds ?? []).includes(TagId),
  ).length;
  return { TagId, Name, Color, ProjectCount };
}

/** Project tags (issue 14; docs/api-tasks.md): every workspace user reads them, administrators change them. */
export function registerProjectTagRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const caller = setupCaller(store);
  const checkName = (workspaceId: number, name: string, ownId?: number) => {
    if (
      nameTaken(
        tagsOf(store, workspaceId),
        name,
        (t) => t.TagId,
        (t) => t.Name,
        ownId,
      )
    )
      throw badRequest(SetupMessage.tagNameTaken);
  };

  app.get(
    '/projecttag/list',
    handle((_req, res) => {
      const { user } = caller(res, false);
      res.json(
        tagsOf(store, user.workspaceId)
          .sort((a, b) => a.Name.localeCompare(b.Name))
          .map((t) => tagView(store, t)),
      );
    }),
  );

  app.post(
    '/projecttag/create',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, TagCreateBody);
      checkName(user.workspaceId, body.Name);
      const tag: ProjectTagRecord = {
        TagId: nextId(store.data.projectTags.map((t) => t.TagId)),
        Name: body.Name.trim(),
        Color: body.Color.toLowerCase(),
        workspaceId: user.workspaceId,
      };
      store.data.projectTags.push(tag);
      store.save();
      res.json(tagView(store, tag));
    }),
  );

  app.post(
    '/projecttag/update',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, TagUpdateBody);
      const tag = tagOf(store, user, body.TagId);
      checkName(user.workspaceId, body.Name, tag.TagId);
      tag.Name = body.Name.trim();
      tag.Color = body.Color.toLowerCase();
      store.save();
      res.json(tagView(store, tag));
    }),
  );

  app.post(
    '/projecttag/delete',
    handle((req, res) => {
      const { user } = caller(res, true);
      const tag = tagOf(store, user, validBody(req, TagIdBody).TagId);
      // A tag is a label: deleting it takes it off its projects (ours; the page says how many first).
      for (const project of workspaceProjects(store, user.workspaceId))
        project.TagIds = (project.TagIds ?? []).filter((id) => id !== tag.TagId);
      store.data.projectTags = store.data.projectTags.filter((t) => t !== tag);
      store.save();
      res.json({});
    }),
  );
}
