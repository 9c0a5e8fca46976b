import type { Application } from 'express';
import type { FormInstanceRecord, FormRecord } from '../../../fixtures/types';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID, bodyOf } from '../../forms/body-reader';
import { forbidden, formGroupOf, formOf, projectOf, readableInstance } from '../../forms/form-access';
import { actorOf, formFacts } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import {
  createInstance,
  fileInstance,
  revealEncrypted,
} from '../../../src/domain/access/instance-access.policy';
import { readFormData, storeFormData } from '../../forms/form-data';
import { instanceView, permissionMaskOf } from '../../forms/instance-view';
import { nextId } from '../../forms/form-writes';
import { badRequest, handle } from '../../http';
import { ProjectMessage, takesNewWork } from '../../../src/domain/projects/project-rules';
import type { Store } from '../../store';
import {
  CloneFormBody,
  CloneFormGroupBody,
  EncryptedValueBody,
  SaveFormDataBody,
  SetGroupBody,
} from '../../schemas/form-instances.schema';
import { queryInteger } from '../../validate';
import { tellDashboards } from '../dashboard/dashboard-news';

/** A new, empty instance of a form in a project. */
function newInstance(store: Store, ProjectId: number, form: FormRecord, now: string): FormInstanceRecord {
  const instance: FormInstanceRecord = {
    InstanceId: nextId(store.data.formInstances.map((i) => i.InstanceId)),
    ProjectId,
    FormId: form.FormId,
    Name: form.FormName,
    GroupId: form.GroupId,
    UpdatedOn: now,
    AccessMask: 0,
    values: [],
    permissionMasks: {},
  };
  store.data.formInstances.push(instance);
  return instance;
}

/** Form instances: read, save data, file under a group, create from a form or a group, reveal encrypted values. */
export function registerFormInstanceRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const now = () => new Date().toISOString();

  app.get(
    '/forminstance',
    handle((req, res) => {
      const { user } = signedIn(res);
      res.json(instanceView(store, user, readableInstance(store, user, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/FormInstance/SaveFormData',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SaveFormDataBody);
      const readable = readableInstance(store, user, body.id('InstanceId'));
      if (!readable.editable) throw forbidden('This form instance is read-only.');
      const values = readFormData(store, user, readable.instance, readable.form, body);
      storeFormData(readable.instance, values, now());
      readable.instance.updatedBy = user.id;
      store.save();
      // The saver's dashboard (another tab) lists it among their recent instances.
      tellDashboards(ctx.hub, [user.id], 'instance');
      res.json(instanceView(store, user, readable));
    }),
  );

  app.post(
    '/FormInstance/SetGroup',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SetGroupBody);
      const { instance, form, project, actor } = readableInstance(store, user, body.id('InstanceId'));
      allow(
        fileInstance(actor, {
          projectScopeId: project.scopeId,
          accessMask: instance.AccessMask,
          form: formFacts(store, form),
        }),
      );
      const groupId = body.nullableInt('GroupId', ID.min, ID.max);
      if (groupId === undefined) throw badRequest('GroupId is required.');
      instance.GroupId = groupId === null ? null : formGroupOf(store, user, groupId).GroupId;
      store.save();
      res.json({});
    }),
  );

  app.post(
    '/FormInstance/CloneForm',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, CloneFormBody);
      const project = projectOf(store, user, body.id('ProjectId'));
      const form = formOf(store, user, body.id('FormId'));
      allow(createInstance(actorOf(store, user), project.scopeId, formFacts(store, form)));
      if (!takesNewWork(project.Status)) throw badRequest(ProjectMessage.closedProjectInstance);
      const instance = newInstance(store, project.ProjectId, form, now());
      store.save();
      res.json({ InstanceId: instance.InstanceId });
    }),
  );

  app.post(
    '/FormInstance/CloneFormGroup',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, CloneFormGroupBody);
      const project = projectOf(store, user, body.id('ProjectId'));
      const group = formGroupOf(store, user, body.id('GroupId'));
      const forms = store.data.forms.filter(
        (f) => f.workspaceId === user.workspaceId && f.GroupId === group.GroupId,
      );
      if (forms.length === 0) throw badRequest('The form group holds no forms.');
      const actor = actorOf(store, user);
      for (const form of forms) allow(createInstance(actor, project.scopeId, formFacts(store, form)));
      if (!takesNewWork(project.Status)) throw badRequest(ProjectMessage.closedProjectInstance);
      const at = now();
      const InstanceIds = forms.map((form) => newInstance(store, project.ProjectId, form, at).InstanceId);
      store.save();
      res.json({ InstanceIds });
    }),
  );

  app.post(
    '/FormInstance/GetEncryptedFieldValue',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, EncryptedValueBody);
      const { instance, form, actor } = readableInstance(store, user, body.id('FormInstanceId'));
      const id = body.id('FieldDefinitionId');
      const field = form.Fields.find((f) => f.FieldDefinitionId === id);
      if (!field) throw badRequest(`Field ${id} is not a field of this form.`);
      if (!field.EncryptData) throw badRequest(`"${field.Name}" is not encrypted.`);
      allow(revealEncrypted(actor, permissionMaskOf(store, user, instance, id)));
      res.json({ Value: instance.values.find((v) => v.FieldDefinitionId === id)?.Data ?? '' });
    }),
  );
}
