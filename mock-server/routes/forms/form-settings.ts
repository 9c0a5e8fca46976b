import type { Application } from 'express';
import { signedIn } from '../../auth';
import type { MockContext } from '../../context';
import { ID, bodyOf } from '../../forms/body-reader';
import { changeableForm, formOf, readableForm } from '../../forms/form-access';
import { actorOf, formFacts, restrictionsOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import { changeRestrictions } from '../../../src/domain/access/form-access.policy';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { permissionsView, readPermissions, storePermissions } from '../../forms/permissions-body';
import { FORM_DEFAULTS, type FormOptions } from '../../../src/domain/forms/form.entity';
import { badRequest, handle } from '../../http';
import { LIMITS } from '../../schemas/limits';
import { SetOptionsBody, UpdateColumnsBody, UpdateRowsBody } from '../../schemas/forms.schema';
import { SetPermissionsBody } from '../../schemas/permissions.schema';
import { queryInteger } from '../../validate';

const MAX_ROW_HEIGHT = 2000;

/** Form Settings: options, restrictions, and the debounced row heights and column widths. */
export function registerFormSettingsRoutes(app: Application, ctx: MockContext): void {
  const { store } = ctx;

  app.post(
    '/form/SetOptions',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SetOptionsBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const name = body.has('Name') ? body.str('Name', LIMITS.name).trim() : undefined;
      const options = body.object('Options');
      if (!options) throw badRequest('Options is required.');
      const Options: FormOptions = {
        Ruler: options.oneOf('Ruler', [0, 1, 2] as const, 'a ruler option (0, 1 or 2)') ?? 0,
        Guide: options.oneOf('Guide', [0, 1] as const, 'a guide option (0 or 1)') ?? 0,
      };
      const stretch = options.bool('StretchToFit');
      if (stretch !== undefined) Options.StretchToFit = stretch;
      form.Options = Options;
      if (name !== undefined) form.FormName = name;
      store.save();
      res.json(Options);
    }),
  );

  app.get(
    '/form/GetPermissions',
    handle((req, res) => {
      const { user } = signedIn(res);
      const form = readableForm(store, user, queryInteger(req, 'entityId', ID));
      res.json(permissionsView(restrictionsOf(store, 'form', form.FormId)));
    }),
  );

  app.post(
    '/form/SetPermissions',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, SetPermissionsBody);
      const form = formOf(store, user, body.id('EntityId'));
      allow(
        changeRestrictions(
          actorOf(store, user),
          formFacts(store, form),
          restrictionsOf(store, 'form', form.FormId),
        ),
      );
      const permissions = readPermissions(store, user, body);
      storePermissions(store, 'form', form.FormId, permissions, user.id);
      store.save();
      res.json(permissions);
    }),
  );

  app.post(
    '/form/updaterows',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, UpdateRowsBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const heights = new Map<number, number>();
      for (const row of body.objects('Rows', 10_000, true)) {
        const RowId = row.id('RowId');
        if (!form.Rows.some((r) => r.RowId === RowId))
          throw badRequest(`${row.name('RowId')}: ${RowId} is not a row of form ${form.FormId}.`);
        if (heights.has(RowId)) throw badRequest(`${row.name('RowId')}: row ${RowId} is given twice.`);
        const formId = row.optInt('FormId', 0, ID.max);
        if (formId !== undefined && formId !== form.FormId)
          throw badRequest(`${row.name('FormId')} must be ${form.FormId}.`);
        row.optInt('RowIndex', 0, 100_000);
        heights.set(RowId, row.int('Height', 1, MAX_ROW_HEIGHT));
      }
      form.Rows = form.Rows.map((r) => (heights.has(r.RowId) ? { ...r, Height: heights.get(r.RowId)! } : r));
      form.FormHeightInPx = form.Rows.reduce((sum, r) => sum + r.Height, 0);
      store.save();
      res.json({ Rows: form.Rows });
    }),
  );

  app.post(
    '/form/updatecolumns',
    handle((req, res) => {
      const { user } = signedIn(res);
      const body = bodyOf(req, UpdateColumnsBody);
      const form = changeableForm(store, user, body.id('FormId'), AccessVerb.Update);
      const widths = new Map<number, number>();
      for (const column of body.objects('Columns', 1000, true)) {
        const ColumnId = column.id('ColumnId');
        if (!form.Columns.some((c) => c.ColumnId === ColumnId))
          throw badRequest(`${column.name('ColumnId')}: ${ColumnId} is not a column of form ${form.FormId}.`);
        if (widths.has(ColumnId))
          throw badRequest(`${column.name('ColumnId')}: column ${ColumnId} is given twice.`);
        widths.set(ColumnId, column.int('Width', 1, FORM_DEFAULTS.maxColumnWidth));
      }
      form.Columns = form.Columns.map((c) =>
        widths.has(c.ColumnId) ? { ...c, Width: widths.get(c.ColumnId)! } : c,
      );
      form.FormWidthInPx = form.Columns.reduce((sum, c) => sum + c.Width, 0);
      store.save();
      res.json({ Columns: form.Columns });
    }),
  );
}
