import { describe, expect, it } from 'vitest';
import { FakeTime } from '../testing/fake-time';
import { FakeDialogs, FakeNotifier } from '../testing/fakes';
import { FieldType } from '../../domain/forms/form.entity';
import { AddField } from './add-field.use-case';
import { DesignerServer, failed, formula, formWith, newLine, numberBox } from './designer-server.test-helper';
import { LoadFieldTemplates } from './load-field-templates.use-case';
import { ManipulateRowsColumns } from './manipulate-rows-columns.use-case';
import { OpenDesigner } from './open-designer.use-case';
import { pageBreaks } from './print-guides';
import { ResizeGrid } from './resize-grid.use-case';
import { SetFormSettings } from './set-form-settings.use-case';
import { renameFields } from './undo-redo.use-case';

const form = () => formWith(numberBox(1), numberBox(2), newLine(3), formula(4, '_1 + _2'));

describe('AddField', () => {
  it('places new lines and empty fields at once, opens the dialog for the others', async () => {
    const adding = new AddField(new FakeDialogs(), new FakeNotifier());
    expect(
      (await adding.start(form(), { kind: 'tool', type: FieldType.Empty }, { kind: 'after', fieldId: 1 }))
        .kind,
    ).toBe('place');
    const start = await adding.start(
      form(),
      { kind: 'tool', type: FieldType.Select },
      { kind: 'after', fieldId: 1 },
    );
    expect(start).toMatchObject({
      kind: 'dialog',
      field: { TypeId: FieldType.Select, FieldDefinitionId: 5 },
    });
  });

  it('says so when the field it was dropped on is gone', async () => {
    const notifier = new FakeNotifier();
    const start = await new AddField(new FakeDialogs(), notifier).start(
      form(),
      { kind: 'tool', type: FieldType.TextBox },
      { kind: 'after', fieldId: 99 },
    );
    expect(start.kind).toBe('stopped');
    expect(notifier.shown[0].kind).toBe('error');
  });

  it('refuses an invalid template with the specification text', async () => {
    const notifier = new FakeNotifier();
    const template = { TemplateId: 0, Name: '', Field: numberBox(9) };
    await new AddField(new FakeDialogs(), notifier).start(
      form(),
      { kind: 'template', template },
      { kind: 'after', fieldId: 1 },
    );
    expect(notifier.shown).toEqual([
      { kind: 'error', message: 'Field template is invalid. Please refresh the page and try again.' },
    ]);
  });

  it('refuses a mirror without a parent, and a mirror of a formula that would be cyclic', () => {
    const notifier = new FakeNotifier();
    const adding = new AddField(new FakeDialogs(), notifier);
    const mirror = { ...numberBox(5), TypeId: FieldType.MirrorField, ParentFieldDefinitionId: null };
    expect(adding.place(form(), mirror, { kind: 'after', fieldId: 4 })).toEqual({
      ok: false,
      message: 'Please select parent for this mirror field.',
    });
    const ranged = formWith(numberBox(1), formula(2, 'SUM(R1C1:R1C3)'), newLine(3), formula(4, '_2 + 1'));
    const cyclic = adding.place(
      ranged,
      { ...mirror, ParentFieldDefinitionId: 4 },
      { kind: 'after', fieldId: 2 },
    );
    expect(cyclic).toEqual({
      ok: false,
      message:
        "Could not create a mirror field of 'Formula 4' as this results in a cross/cyclic reference between formula fields.",
    });
  });
});

describe('OpenDesigner', () => {
  it('reads the form and lays it out, or says it does not exist', async () => {
    const server = new DesignerServer(form());
    const opener = new OpenDesigner(server);
    const opened = await opener.run(7);
    expect(opened.ok && opened.bundle.form.Rows.length).toBe(2);
    expect(await opener.run(8)).toEqual({ ok: false, reason: 'not-found' });
    expect(await opener.run(Number.NaN)).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('ResizeGrid', () => {
  it('saves rows once, 500 ms after the last change, and flushes on demand', async () => {
    const server = new DesignerServer(form());
    const time = new FakeTime();
    const resize = new ResizeGrid(server, time);
    resize.rowsChanged({ FormId: 7, Rows: [{ RowId: 1, RowIndex: 0, Height: 70, FormId: 7 }] });
    time.advance(300);
    resize.rowsChanged({ FormId: 7, Rows: [{ RowId: 1, RowIndex: 0, Height: 90, FormId: 7 }] });
    time.advance(499);
    expect(server.calls).toEqual([]);
    expect(resize.busy).toBe(true);
    time.advance(1);
    expect(server.calls).toEqual([
      {
        name: 'form/updaterows',
        body: { formId: 7, rows: [{ RowId: 1, Height: 90, RowIndex: 0, FormId: 7 }] },
      },
    ]);
    resize.columnsChanged({ FormId: 7, Columns: [{ ColumnId: 1, Width: 200 }] });
    expect(await resize.flush()).toBe(true);
    expect(server.names()).toEqual(['form/updaterows', 'form/updatecolumns']);
    expect(resize.busy).toBe(false);
    expect(time.pendingTasks).toBe(0);
  });
});

describe('ManipulateRowsColumns', () => {
  it('returns the server errors, or its failure message', async () => {
    const server = new DesignerServer(form());
    const rows = new ManipulateRowsColumns(server);
    server.rowColumnErrors = ['Nothing to copy.'];
    expect(
      await rows.duplicate(
        { FormId: 7 },
        { SourceType: 0, SourceIndex: 1, TargetIndex: 0, IgnoreLinkedFields: false },
      ),
    ).toEqual({ form: null, errors: ['Nothing to copy.'] });
    server.failNext = failed(500, 'Server error');
    expect(await rows.remove({ FormId: 7 }, { SourceType: 1, SourceIndices: [1] })).toEqual({
      form: null,
      errors: ['Server error'],
    });
    server.rowColumnErrors = [];
    const removed = await rows.remove({ FormId: 7 }, { SourceType: 1, SourceIndices: [2] });
    expect(removed.errors).toEqual([]);
    expect(server.calls.at(-1)?.body).toEqual({
      FormId: 7,
      SourceType: 1,
      SourceIndices: [2],
      TargetIndex: 0,
      IgnoreLinkedFields: false,
    });
  });
});

describe('SetFormSettings', () => {
  it('saves options and restrictions, reading the old ones first, with the success toast', async () => {
    const server = new DesignerServer(form());
    const notifier = new FakeNotifier();
    const restricted = { ...server.formPermissions, Restrictions: true, RestrictedView: true };
    const outcome = await new SetFormSettings(server, notifier).run(
      server.held,
      { Ruler: 2, Guide: 0 },
      restricted,
    );
    expect(outcome).toMatchObject({
      ok: true,
      options: { Ruler: 2, Guide: 0 },
      previous: { Restrictions: false },
    });
    expect(server.names()).toEqual(['form/SetOptions', 'GetPermissions', 'SetPermissions']);
    expect(notifier.shown).toEqual([{ kind: 'success', message: 'Form updated successfully.' }]);
  });

  it('gives the failure message to the dialog', async () => {
    const server = new DesignerServer(form());
    server.failNext = failed(400, 'Name taken');
    expect(
      await new SetFormSettings(server, new FakeNotifier()).run(server.held, { Ruler: 0, Guide: 0 }, null),
    ).toEqual({ ok: false, message: 'Name taken' });
  });
});

describe('LoadFieldTemplates', () => {
  it('lists usable templates by name', async () => {
    const server = new DesignerServer(form());
    server.templateList = [
      { TemplateId: 2, Name: 'Phone', Field: numberBox(0) },
      { TemplateId: 3, Name: 'Line', Field: newLine(0) },
      { TemplateId: 1, Name: 'Amount', Field: numberBox(0) },
    ];
    expect((await new LoadFieldTemplates(server).run())?.map((t) => t.Name)).toEqual(['Amount', 'Phone']);
  });
});

describe('renameFields', () => {
  it('swaps ids that rename onto each other, formulas included', () => {
    const renamed = renameFields(formWith(numberBox(5), numberBox(6), formula(7, '_5 - _6')), [
      [5, 6],
      [6, 5],
    ]);
    expect(renamed.Fields.map((f) => f.Name)).toEqual(['Number 5', 'Number 6', 'Formula 7']);
    expect(renamed.Fields.map((f) => f.FieldDefinitionId)).toEqual([6, 5, 7]);
    expect(renamed.Fields[2].Formula).toBe('_6 - _5');
  });
});

describe('pageBreaks', () => {
  it('breaks before a row that would cross the page bottom, never inside a row', () => {
    expect(pageBreaks([400, 400, 400], 960)).toEqual([800]);
    expect(pageBreaks([1200, 100], 960)).toEqual([1200]);
    expect(pageBreaks([], 960)).toEqual([]);
  });
});
