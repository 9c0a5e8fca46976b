import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { bodyOf } from '../../forms/body-reader';
import { FieldCreateBody, FieldDeleteBody, FieldUpdateBody } from '../../schemas/field-setup.schema';
import { readField } from '../../forms/field-body';
import { checkFormulas, prepareField } from '../../forms/field-references';
import { allowChange, changeableForm, fieldOf } from '../../forms/form-access';
import { allowEncryption, allowParent } from '../../access/field-guards';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { fieldChange } from '../../forms/form-views';
import { refuseUnsafePattern } from '../../forms/pattern-check';
import { applyLayout, cascadeOf, formPart, nextId, removeFields, storeIds } from '../../forms/form-writes';
import type { FieldDefinition } from '../../../src/domain/forms/form.entity';
import { inLayoutOrder } from '../../../src/domain/forms/formula/grid-positions';
import { fieldNumberFor } from '../../../src/domain/forms/field-number';
import { badRequest, handle } from '../../http';

/** Where a new field goes: before the first field whose Sequence is at least its own (0: at the end). */
function inserted(fields: readonly FieldDefinition[], field: FieldDefinition): FieldDefinition[] {
  const ordered = inLayoutOrder(fields);
  const at = field.Sequence > 0 ? ordered.findIndex((f) => f.Sequence >= field.Sequence) : -1;
  const index = at < 0 ? ordered.length : at;
  return [...ordered.slice(0, index), field, ...ordered.slice(index)].map((f, i) =>
    f.Sequence === i + 1 ? f : { ...f, Sequence: i + 1 },
  );
}

/** A template keeps the field's body without its place: no id, number, form or sequence. */
const templateField = (field: FieldDefinition, TemplateId: number): FieldDefinition => {
  const { FieldNumber: _number, ...body } = structuredClone(field);
  return { ...body, FieldDefinitionId: 0, FormId: 0, Sequence: 0, TemplateId };
};

/** Saving, updating and removing fields; each answers a FieldChange. */
export function registerFieldSetupRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;
  const fieldBody = (
    req: Parameters<typeof bodyOf>[0],
    schema: typeof FieldCreateBody | typeof FieldUpdateBody,
  ) => {
    const body = bodyOf(req, schema);
    const field = body.object('Field');
    if (!field) throw badRequest('Field is required.');
    return { body, field };
  };

  app.post(
    '/fieldsetup/create',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const { body, field } = fieldBody(req, FieldCreateBody);
      const saveAsTemplate = body.bool('SaveAsTemplate') ?? false;
      const form = changeableForm(store, user, field.id('FormId'), AccessVerb.Update);
      await refuseUnsafePattern(field);
      const id = storeIds(store).fieldId();
      const read = readField(field);
      allowParent(store, user, read);
      const prepared = {
        ...prepareField(store, user, form, read, id),
        FieldNumber: fieldNumberFor(form.Fields, read.FieldNumber),
      };
      const after = inserted(form.Fields, prepared);
      checkFormulas(store, form.Fields, after, prepared);
      applyLayout(
        store,
        form,
        { ...formPart(form), Fields: after },
        { Fields: form.Fields, Rows: form.Rows },
      );
      if (saveAsTemplate) {
        const TemplateId = nextId(store.data.fieldTemplates.map((t) => t.TemplateId));
        store.data.fieldTemplates.push({
          TemplateId,
          Name: prepared.Name || 'Field',
          Field: templateField(prepared, TemplateId),
          userId: user.id,
        });
      }
      store.save();
      res.json(fieldChange(store, user, form, id, false));
    }),
  );

  app.post(
    '/fieldsetup/update',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const { field } = fieldBody(req, FieldUpdateBody);
      const id = field.id('FieldDefinitionId');
      const { form, field: stored } = fieldOf(store, user, id);
      allowChange(store, user, form, AccessVerb.Update);
      await refuseUnsafePattern(field);
      if (field.has('FormId') && field.id('FormId') !== form.FormId)
        throw badRequest('A field cannot move to another form.');
      const read = readField(field);
      allowEncryption(store, user, stored, read);
      allowParent(store, user, read, stored);
      // The place and the number are kept: moves go through UpdateFieldsOrder, and a field's F{n} never changes.
      const { FieldNumber: _asked, ...changed } = prepareField(store, user, form, read, id, stored);
      const prepared = {
        ...changed,
        Sequence: stored.Sequence,
        ...(stored.FieldNumber === undefined ? {} : { FieldNumber: stored.FieldNumber }),
      };
      const after = form.Fields.map((f) => (f.FieldDefinitionId === id ? prepared : f));
      checkFormulas(store, form.Fields, after, prepared);
      applyLayout(
        store,
        form,
        { ...formPart(form), Fields: after },
        { Fields: form.Fields, Rows: form.Rows },
      );
      store.save();
      res.json(fieldChange(store, user, form, id, true));
    }),
  );

  app.post(
    '/fieldsetup/delete',
    handle((req, res) => {
      const { user } = signedIn(res);
      const id = bodyOf(req, FieldDeleteBody).id('FieldDefinitionId');
      const { form } = fieldOf(store, user, id);
      allowChange(store, user, form, AccessVerb.Delete);
      // Linked and mirror fields of it go too, wherever they are: those forms must be the caller's to change.
      for (const other of cascadeOf(store, new Set([id])).forms)
        if (other !== form) allowChange(store, user, other, AccessVerb.Update);
      removeFields(store, new Set([id]));
      store.save();
      res.json(fieldChange(store, user, form, null, false));
    }),
  );
}
