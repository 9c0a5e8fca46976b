import type { Application } from 'express';
import type { TaskCategoryRecord } from '../../../fixtures/types';
import { SetupMessage } from '../../../src/domain/setup/setup-rules';
import { nameTaken } from '../../../src/domain/setup/setup.entity';
import type { MockContext } from '../../context';
import { ID } from '../../forms/body-reader';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { CategoryCreateBody, CategoryDeleteBody, CategoryUpdateBody } from '../../schemas/tasks.schema';
import { validBody } from '../../schemas/valid-body';
import type { Store } from '../../store';
import { queryInteger } from '../../validate';
import { categoriesOf, categoryOf, setupCaller } from './setup-data';

function categoryView(store: Store, category: TaskCategoryRecord) {
  const { CategoryId, Name } = category;
  const TaskCount = store.data.tasks.filter(
    (t) => t.workspaceId === category.workspaceId && t.CategoryId === CategoryId,
  ).length;
  return { CategoryId, Name, TaskCount };
}

/** Task categories (issue 14; docs/api-tasks.md): every workspace user reads them, administrators change them. */
export function registerTaskCategoryRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const caller = setupCaller(store);
  const checkName = (workspaceId: number, name: string, ownId?: number) => {
    if (
      nameTaken(
        categoriesOf(store, workspaceId),
        name,
        (c) => c.CategoryId,
        (c) => c.Name,
        ownId,
      )
    )
      throw badRequest(SetupMessage.categoryNameTaken);
  };

  app.get(
    '/taskcategory/list',
    handle((_req, res) => {
      const { user } = caller(res, false);
      res.json(
        categoriesOf(store, user.workspaceId)
          .sort((a, b) => a.Name.localeCompare(b.Name))
          .map((c) => categoryView(store, c)),
      );
    }),
  );

  app.get(
    '/taskcategory',
    handle((req, res) => {
      const { user } = caller(res, false);
      res.json(categoryView(store, categoryOf(store, user, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/taskcategory/create',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, CategoryCreateBody);
      checkName(user.workspaceId, body.Name);
      const category: TaskCategoryRecord = {
        CategoryId: nextId(store.data.taskCategories.map((c) => c.CategoryId)),
        Name: body.Name.trim(),
        workspaceId: user.workspaceId,
      };
      store.data.taskCategories.push(category);
      store.save();
      res.json(categoryView(store, category));
    }),
  );

  app.post(
    '/taskcategory/update',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, CategoryUpdateBody);
      const category = categoryOf(store, user, body.CategoryId);
      checkName(user.workspaceId, body.Name, category.CategoryId);
      category.Name = body.Name.trim();
      store.save();
      res.json(categoryView(store, category));
    }),
  );

  app.post(
    '/taskcategory/delete',
    handle((req, res) => {
      const { user } = caller(res, true);
      const body = validBody(req, CategoryDeleteBody);
      const category = categoryOf(store, user, body.CategoryId);
      const target = body.MoveToCategoryId ?? null;
      if (target === category.CategoryId)
        throw badRequest('MoveToCategoryId must be another category than the one deleted.');
      if (target !== null) categoryOf(store, user, target);
      // Its tasks go where the administrator said: another category, or none.
      for (const task of store.data.tasks)
        if (task.workspaceId === user.workspaceId && task.CategoryId === category.CategoryId)
          task.CategoryId = target;
      store.data.taskCategories = store.data.taskCategories.filter((c) => c !== category);
      store.save();
      res.json({});
    }),
  );
}
