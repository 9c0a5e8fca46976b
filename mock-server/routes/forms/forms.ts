import type { Application } from 'express';
import type { FormRecord, UserRecord } from '../../../fixtures/types';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID, bodyOf, type BodyReader } from '../../forms/body-reader';
import { allowChange, changeableForm, formGroupOf, projectOf, readableForm } from '../../forms/form-access';
import { actorOf, formFacts } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { formAccess, mayDesign } from '../../../src/domain/access/form-access.policy';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { cascadeOf } from '../../forms/form-writes';
import { withReadableParents } from '../../access/field-guards';
import { formView, otherFormsInSet, templatesOf } from '../../forms/form-views';
import { applyLayout, formPart, nextId, removeFields } from '../../forms/form-writes';
import { handle } from '../../http';
import type { Store } from '../../store';
import { LIMITS } from '../../schemas/limits';
import { FormCreateBody, FormDeleteBody, FormUpdateBody } from '../../schemas/forms.schema';
import { queryInteger } from '../../validate';
import { ensureFormRoom } from '../billing/workspace-usage';

function projectIds(store: Store, user: UserRecord, body: BodyReader, required: boolean): number[] {
  if (!required && !body.has('ProjectIds')) return [];
  const ids = body.ints('ProjectIds', ID.min, ID.max, 1000);
  for (const id of ids) projectOf(store, user, id);
  return [...new Set(ids)];
}

/** Forms: read (with the other forms of its group and the caller's templates), create, update, delete. */
export function registerFormRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.get(
    '/form',
    handle((req, res) => {
      const { user } = signedIn(res);
      const form = readableForm(store, user, queryInteger(req, 'id', ID));
      res.json({
        form: {
          ...withReadableParents(store, user, formView(store, form)),
          Access: formAccess(actorOf(store, user), formFacts(store, form)),
        },
        otherFormsInSet: otherFormsInSet(store, user, form),
        fieldDefinitionTemplates: templatesOf(store, user),
      });
    }),
  );

  app.post(
    '/form/create',
    handle((req, res) => {
      const { user } = signedIn(res);
      allow(mayDesign(actorOf(store, user), AccessVerb.Create));
      const body = bodyOf(req, FormCreateBody);
      const FormName = body.str('FormName', LIMITS.name).trim();
      const GroupId = formGroupOf(store, user, body.id('GroupId')).GroupId;
      ensureFormRoom(store, user.workspaceId);
      const record: FormRecord = {
        FormId: nextId(store.data.forms.map((f) => f.FormId)),
        FormName,
        GroupId,
        ProjectIds: projectIds(store, user, body, false),
        workspaceId: user.workspaceId,
        Rows: [],
        Columns: [],
        Fields: [],
        Options: { Ruler: 0, Guide: 0 },
      };
      applyLayout(store, record, formPart(record));
      store.data.forms.push(record);
      store.save();
      res.json(formView(store, record));
    }),
  );

  app.post(
    '/form/update',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, FormUpdateBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const FormName = body.str('FormName', LIMITS.name).trim();
      const GroupId = formGroupOf(store, user, body.id('GroupId')).GroupId;
      if (GroupId !== form.GroupId) allowChange(store, user, form, AccessVerb.Move);
      const ProjectIds = projectIds(store, user, body, true);
      Object.assign(form, { FormName, GroupId, ProjectIds });
      store.save();
      res.json(formView(store, form));
    }),
  );

  app.post(
    '/form/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const form = changeableForm(store, user, bodyOf(req, FormDeleteBody).id('FormId'), AccessVerb.Delete);
      // Linked fields of its fields in other forms go too: each of those forms must be the caller's to change.
      for (const other of cascadeOf(store, new Set(form.Fields.map((f) => f.FieldDefinitionId))).forms)
        if (other !== form) allowChange(store, user, other, AccessVerb.Update);
      // Its instances go with it, and linked fields of its fields in other forms (removeFields).
      removeFields(store, new Set(form.Fields.map((f) => f.FieldDefinitionId)));
      store.data.forms = store.data.forms.filter((f) => f !== form);
      store.data.formInstances = store.data.formInstances.filter((i) => i.FormId !== form.FormId);
      store.data.permissions = store.data.permissions.filter(
        (p) => !(p.kind === 'form' && p.EntityId === form.FormId),
      );
      store.save();
      res.json({});
    }),
  );
}
