import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { bodyOf } from '../../forms/body-reader';
import { formGroupOf, formsOf, projectOf } from '../../forms/form-access';
import { actorOf, formFacts } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { formAccess, mayDesign } from '../../../src/domain/access/form-access.policy';
import { groupDeleteRefusal } from '../../../src/domain/access/designer-actions';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { groupView } from '../../forms/form-views';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle, HttpError } from '../../http';
import { LIMITS } from '../../schemas/limits';
import {
  FormGroupCreateBody,
  FormGroupDeleteBody,
  FormGroupUpdateBody,
  ProjectSummaryBody,
} from '../../schemas/forms.schema';
import { queryInteger } from '../../validate';

const ID_QUERY = { min: 1, max: 2_147_483_647 };

/** The form list, form groups, and the groups offered on a project's summary (docs/api-forms.md). */
export function registerFormGroupRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const groupsOf = (workspaceId: number) =>
    store.data.formGroups.filter((g) => g.workspaceId === workspaceId);
  const uniqueName = (workspaceId: number, name: string, except?: number) => {
    const wanted = name.trim().toLowerCase();
    if (groupsOf(workspaceId).some((g) => g.GroupId !== except && g.Name.trim().toLowerCase() === wanted))
      throw badRequest('A form group with this name already exists.');
    return name.trim();
  };

  app.get(
    '/form/list',
    handle((_req, res) => {
      const { user } = signedIn(res);
      res.json(groupsOf(user.workspaceId).map((g) => groupView(store, user, g)));
    }),
  );

  app.get(
    '/formgroup',
    handle((req, res) => {
      const { user } = signedIn(res);
      res.json(groupView(store, user, formGroupOf(store, user, queryInteger(req, 'id', ID_QUERY))));
    }),
  );

  app.post(
    '/formgroup/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(mayDesign(actorOf(store, user), AccessVerb.Create, 'form groups'));
      const Name = uniqueName(user.workspaceId, bodyOf(req, FormGroupCreateBody).str('Name', LIMITS.name));
      const group = {
        GroupId: nextId(store.data.formGroups.map((g) => g.GroupId)),
        Name,
        workspaceId: user.workspaceId,
      };
      store.data.formGroups.push(group);
      store.save();
      res.json(groupView(store, user, group));
    }),
  );

  app.post(
    '/formgroup/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(mayDesign(actorOf(store, user), AccessVerb.Update, 'form groups'));
      const body = bodyOf(req, FormGroupUpdateBody);
      const group = formGroupOf(store, user, body.id('GroupId'));
      group.Name = uniqueName(user.workspaceId, body.str('Name', LIMITS.name), group.GroupId);
      store.save();
      res.json(groupView(store, user, group));
    }),
  );

  app.post(
    '/formgroup/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const actor = actorOf(store, user);
      const byRoles = groupDeleteRefusal(actor, []);
      if (byRoles) throw new HttpError(403, byRoles);
      const group = formGroupOf(store, user, bodyOf(req, FormGroupDeleteBody).id('GroupId'));
      // Every form of the group counts, those the caller cannot read too (their Access is 0).
      const held = formsOf(store, user).filter((f) => f.GroupId === group.GroupId);
      const refusal = groupDeleteRefusal(
        actor,
        held.map((f) => formAccess(actor, formFacts(store, f))),
      );
      if (refusal) throw new HttpError(403, refusal);
      if (held.length > 0) throw badRequest('The form group still holds forms.');
      store.data.formGroups = store.data.formGroups.filter((g) => g !== group);
      for (const instance of store.data.formInstances)
        if (instance.GroupId === group.GroupId) instance.GroupId = null;
      store.save();
      res.json({});
    }),
  );

  app.post(
    '/form/GetFormGroupsForProjectSummary',
    handle((req, res) => {
      const { user } = signedIn(res);
      const projectId = bodyOf(req, ProjectSummaryBody).nullableInt('ProjectId', 1, ID_QUERY.max);
      if (projectId == null) {
        res.json(groupsOf(user.workspaceId).map((g) => groupView(store, user, g)));
        return;
      }
      projectOf(store, user, projectId);
      const groups = groupsOf(user.workspaceId).map((g) =>
        groupView(store, user, g, (f) => f.ProjectIds.includes(projectId)),
      );
      res.json(groups.filter((g) => g.Forms.length > 0));
    }),
  );
}
