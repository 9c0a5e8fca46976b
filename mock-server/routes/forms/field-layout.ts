import type { Application } from 'express';
import type { FormRecord } from '../../../fixtures/types';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { bodyOf } from '../../forms/body-reader';
import {
  CopyRowOrColumnBody,
  FieldsOrderBody,
  RemoveRowOrColumnBody,
} from '../../schemas/field-setup.schema';
import { createsCycle } from '../../forms/field-references';
import { allowChange, changeableForm } from '../../forms/form-access';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { allowParent } from '../../access/field-guards';
import type { UserRecord } from '../../../fixtures/types';
import { formView } from '../../forms/form-views';
import { applyLayout, cascadeOf, formPart, removeFields, storeIds } from '../../forms/form-writes';
import { copyRowOrColumn, removeRowOrColumn } from '../../../src/domain/forms/designer/row-column';
import type { RowColumnChange } from '../../../src/domain/forms/form-catalog.entity';
import { MAX_GRID_INDEX } from '../../../src/domain/forms/dialogs/index-list';
import { FormulaMessage } from '../../../src/domain/forms/formula/formula-messages';
import { badRequest, handle } from '../../http';
import type { Store } from '../../store';

const INDEX = [-MAX_GRID_INDEX, MAX_GRID_INDEX] as const;

/**
 * Stores the outcome of a row or column operation, unless it has errors or would put formulas on a
 * cross/cyclic reference (ranges follow the layout). Answers `{ form, Errors }`.
 */
function commit(store: Store, user: UserRecord, record: FormRecord, result: RowColumnChange) {
  const errors = [...result.Errors];
  if (errors.length === 0 && createsCycle(store, record.Fields, result.form.Fields))
    errors.push(FormulaMessage.crossReferenceWithAnotherFormula);
  if (errors.length > 0) return { form: formView(store, record), Errors: errors };
  const removed = new Set(record.Fields.map((f) => f.FieldDefinitionId));
  for (const f of result.form.Fields) removed.delete(f.FieldDefinitionId);
  // Copied linked and mirror fields are new links: their parents must be fields the caller may see.
  const before = new Set(record.Fields.map((f) => f.FieldDefinitionId));
  for (const f of result.form.Fields) if (!before.has(f.FieldDefinitionId)) allowParent(store, user, f);
  // Removing fields deletes their data, and linked fields elsewhere (docs/authorization.md).
  if (removed.size > 0) {
    allowChange(store, user, record, AccessVerb.Delete);
    for (const other of cascadeOf(store, removed).forms)
      if (other !== record) allowChange(store, user, other, AccessVerb.Update);
  }
  const { Fields, Rows, Columns, FormWidthInPx, FormHeightInPx } = result.form;
  Object.assign(record, { Fields, Rows, Columns, FormWidthInPx, FormHeightInPx });
  // Fields that depended on removed ones (mirrors, linked fields elsewhere) and saved values go too.
  if (removed.size > 0) removeFields(store, removed);
  store.save();
  return { form: formView(store, record), Errors: [] };
}

/** UpdateFieldsOrder, CopyRowOrColumn and RemoveRowOrColumn: the designer's layout rules (form-layout.ts, row-column.ts). */
export function registerFieldLayoutRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.post(
    '/fieldsetup/UpdateFieldsOrder',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, FieldsOrderBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const sequences = new Map<number, number>();
      for (const item of body.objects('Fields', 100_000, true)) {
        const id = item.id('FieldDefinitionId');
        if (!form.Fields.some((f) => f.FieldDefinitionId === id))
          throw badRequest(`${item.name('FieldDefinitionId')}: field ${id} is not in form ${form.FormId}.`);
        if (sequences.has(id))
          throw badRequest(`${item.name('FieldDefinitionId')}: field ${id} is given twice.`);
        sequences.set(id, item.int('Sequence', 0, 1_000_000));
      }
      const Fields = form.Fields.map((f) =>
        sequences.has(f.FieldDefinitionId) ? { ...f, Sequence: sequences.get(f.FieldDefinitionId)! } : f,
      );
      if (createsCycle(store, form.Fields, Fields)) throw badRequest(FormulaMessage.moveWouldCreateCycle);
      applyLayout(store, form, { ...formPart(form), Fields }, { Fields: form.Fields, Rows: form.Rows });
      store.save();
      res.json({ form: formView(store, form) });
    }),
  );

  const sourceType = (body: ReturnType<typeof bodyOf>) => {
    const type = body.oneOf('SourceType', [0, 1] as const, 'a source type (0 row, 1 column)');
    if (type === undefined) throw badRequest('SourceType is required.');
    return type;
  };

  app.post(
    '/fieldsetup/CopyRowOrColumn',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, CopyRowOrColumnBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const input = {
        SourceType: sourceType(body),
        SourceIndex: body.int('SourceIndex', ...INDEX),
        TargetIndex: body.int('TargetIndex', ...INDEX),
        IgnoreLinkedFields: body.bool('IgnoreLinkedFields') ?? false,
      };
      res.json(commit(store, user, form, copyRowOrColumn(formPart(form), input, storeIds(store))));
    }),
  );

  app.post(
    '/fieldsetup/RemoveRowOrColumn',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, RemoveRowOrColumnBody);
      // Removing rows or columns deletes the fields in them, with their data: Delete, whatever the outcome.
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Delete);
      const SourceType = sourceType(body);
      const SourceIndices = body.ints('SourceIndices', ...INDEX, MAX_GRID_INDEX);
      // Sent by the designer, not used by a removal.
      body.optInt('TargetIndex', ...INDEX);
      body.bool('IgnoreLinkedFields');
      res.json(
        commit(
          store,
          user,
          form,
          removeRowOrColumn(formPart(form), { SourceType, SourceIndices }, storeIds(store)),
        ),
      );
    }),
  );
}
