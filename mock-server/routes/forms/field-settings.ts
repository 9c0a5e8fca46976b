import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID, bodyOf } from '../../forms/body-reader';
import { readField } from '../../forms/field-body';
import { refuseUnsafePattern } from '../../forms/pattern-check';
import { allowChange, fieldOf, notFound, readableForm, templateOf } from '../../forms/form-access';
import { actorOf, formFacts, restrictionsOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { changeRestrictions, mayDesign } from '../../../src/domain/access/form-access.policy';
import { restrictionAccess } from '../../../src/domain/access/restriction.rules';
import { AccessMessage } from '../../../src/domain/access/access-messages';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import type { Store } from '../../store';
import type { UserRecord } from '../../../fixtures/types';
import { templatesOf } from '../../forms/form-views';
import { permissionsView, readPermissions, storePermissions } from '../../forms/permissions-body';
import { checkValidationReferences, readValidation } from '../../forms/validation-body';
import { FieldType, type FieldValidation } from '../../../src/domain/forms/form.entity';
import { parseFormula } from '../../../src/domain/forms/formula/formula-parser';
import { HttpError, badRequest, handle } from '../../http';
import { EmptyBody } from '../../schemas/common.schema';
import { SetValidationsBody, UpdateTemplateBody } from '../../schemas/field-setup.schema';
import { SetPermissionsBody } from '../../schemas/permissions.schema';
import { queryInteger } from '../../validate';

/** The specification's error for a template update that cannot be applied (section 8). */
export const TEMPLATE_INVALID = 'Field template is invalid. Please refresh the page and try again.';

const emptyValidation = (): FieldValidation => ({ ErrorMessage: '', FieldValidationGroups: [] });

/** A field whose design the caller may read: its form readable and the field not hidden from them. */
function readableField(store: Store, user: UserRecord, id: number) {
  const found = fieldOf(store, user, id);
  readableForm(store, user, found.form.FormId);
  if (!restrictionAccess(restrictionsOf(store, 'field', id), actorOf(store, user)).view)
    allow({ allowed: false, reason: AccessMessage.field });
  return found;
}

/** "My Fields" are for those who design. */
const designer = (store: Store, user: UserRecord) =>
  allow(mayDesign(actorOf(store, user), AccessVerb.Update));

/** Field restrictions, conditional validation, and the caller's field templates ("My Fields"). */
export function registerFieldSettingsRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.get(
    '/fieldsetup/GetPermissions',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { field } = readableField(store, user, queryInteger(req, 'entityId', ID));
      res.json(permissionsView(restrictionsOf(store, 'field', field.FieldDefinitionId)));
    }),
  );

  app.post(
    '/fieldsetup/SetPermissions',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SetPermissionsBody);
      const { form, field } = fieldOf(store, user, body.id('EntityId'));
      const id = field.FieldDefinitionId;
      allow(
        changeRestrictions(
          actorOf(store, user),
          formFacts(store, form),
          restrictionsOf(store, 'field', id),
          restrictionsOf(store, 'field', id),
        ),
      );
      const permissions = readPermissions(store, user, body);
      storePermissions(store, 'field', id, permissions, user.id);
      store.save();
      res.json(permissions);
    }),
  );

  app.get(
    '/fieldsetup/GetValidations',
    handle((req, res) => {
      const { user } = signedIn(res);
      const { field } = readableField(store, user, queryInteger(req, 'fieldDefinitionId', ID));
      res.json(field.FieldValidation ?? emptyValidation());
    }),
  );

  app.post(
    '/fieldsetup/SetValidations',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SetValidationsBody);
      const { form, field } = fieldOf(store, user, body.id('FieldDefinitionId'));
      allowChange(store, user, form, AccessVerb.Update);
      const validation = readValidation(body, 'FieldValidation');
      checkValidationReferences(validation, field, form.Fields);
      field.FieldValidation = validation;
      store.save();
      res.json(validation ?? emptyValidation());
    }),
  );

  app.post(
    '/fieldsetup/GetTemplates',
    handle((req, res) => {
      const { user } = signedIn(res);
      designer(store, user);
      bodyOf(req, EmptyBody);
      res.json(templatesOf(store, user));
    }),
  );

  app.post(
    '/fieldsetup/UpdateTemplate',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      designer(store, user);
      try {
        const body = bodyOf(req, UpdateTemplateBody);
        const template = templateOf(store, user, body.id('TemplateId'));
        const fieldBody = body.object('Field');
        if (!template || !fieldBody) throw badRequest(TEMPLATE_INVALID);
        const Name = body.str('Name', 2000).trim();
        const field = readField(fieldBody);
        await refuseUnsafePattern(fieldBody);
        if (
          field.Formula !== undefined &&
          field.TypeId === FieldType.Formula &&
          !parseFormula(field.Formula, 'stored').ok
        )
          throw badRequest(TEMPLATE_INVALID);
        const { FieldNumber: _number, ...kept } = field;
        Object.assign(template, {
          Name,
          Field: { ...kept, FieldDefinitionId: 0, FormId: 0, Sequence: 0, TemplateId: template.TemplateId },
        });
        store.save();
        res.json({ TemplateId: template.TemplateId, Name, Field: template.Field });
      } catch (error) {
        if (error instanceof HttpError) throw badRequest(TEMPLATE_INVALID);
        throw error;
      }
    }),
  );

  app.post(
    '/fieldsetup/DeleteTemplate',
    handle((req, res) => {
      const { user } = signedIn(res);
      designer(store, user);
      bodyOf(req, EmptyBody);
      const template = templateOf(store, user, queryInteger(req, 'id', ID));
      if (!template) throw notFound(`No field template ${String(req.query.id)}.`);
      store.data.fieldTemplates = store.data.fieldTemplates.filter((t) => t !== template);
      store.save();
      res.json({});
    }),
  );
}
