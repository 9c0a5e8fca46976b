import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeFormsGateway } from '../../application/designer-dialogs/designer-dialogs.fakes';
import { EditReportColumns } from '../../application/reports/edit-report-columns.use-case';
import { FakeReportGateway, ok, refused } from '../../application/reports/reports.fakes';
import { FakeDialogs, FakeNotifier } from '../../application/testing/fakes';
import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import { ReportDetailsStore } from './report-details.store';

function setup(access = 15) {
  const gateway = new FakeReportGateway();
  gateway.access_ = access;
  const forms = new FakeFormsGateway();
  forms.list = (async () =>
    ok<FormGroup[]>([
      {
        GroupId: 1,
        Name: 'Inspections',
        Forms: [
          { FormId: 200, FormName: 'Site Inspection', GroupId: 1, FieldCount: 2, ProjectIds: [] },
          { FormId: 203, FormName: 'Fire Safety Check', GroupId: 1, FieldCount: 0, ProjectIds: [] },
        ],
      },
      {
        GroupId: 2,
        Name: 'Finance',
        Forms: [{ FormId: 202, FormName: 'Expense Claim', GroupId: 2, FieldCount: 0, ProjectIds: [] }],
      },
    ])) as typeof forms.list;
  const store = new ReportDetailsStore(
    new EditReportColumns(gateway, forms, new FakeDialogs(), new FakeNotifier()),
  );
  return { gateway, store };
}

const headers = (store: ReportDetailsStore) => store.report?.ReportColumns.map((c) => c.Header);

describe('the report details page', () => {
  it('opens on the first Form Group, filters its forms by text, and lists a chosen form’s fields', async () => {
    const { store } = setup();
    await store.opened(700, 1);
    expect(store.visibleForms.map((f) => f.FormName)).toEqual(['Site Inspection', 'Fire Safety Check']);
    store.formTextTyped('fire');
    expect(store.visibleForms.map((f) => f.FormName)).toEqual(['Fire Safety Check']);
    store.groupChosen(2);
    store.formTextTyped('');
    expect(store.visibleForms.map((f) => f.FormName)).toEqual(['Expense Claim']);
    store.groupChosen(1);
    await store.formChosen(200);
    expect(store.formFields.map((f) => [f.Name, f.ReferenceLabel, f.added])).toEqual([
      ['Inspector', 'inspector', true],
      ['Inspected on', 'inspected_on', false],
    ]);
    expect(store.predefinedFields.map((f) => f.Name)).toContain('Form Instance Name');
    expect(store.predefinedFields.map((f) => f.Name)).not.toContain('Task Title');
  });

  it('adds the marked fields as columns and clears the marks', async () => {
    const { gateway, store } = setup();
    await store.opened(700, 1);
    await store.formChosen(200);
    store.toggled('f8');
    store.toggled('p5');
    await store.addMarked();
    expect(gateway.calls.at(-1)).toBe('add 1 700 [{"FormFieldId":8},{"PredefinedFieldId":5}]');
    expect(headers(store)).toEqual(['Project', 'Inspector', 'Field 8', 'Predefined 5']);
    expect(store.marked.size).toBe(0);
    expect(store.formFields.find((f) => f.FieldId === 8)?.added).toBe(true);
  });

  it('moves a column at once and puts it back when the move is refused', async () => {
    const { gateway, store } = setup();
    await store.opened(700, 1);
    await store.moved(1, 0);
    expect(headers(store)).toEqual(['Inspector', 'Project']);
    expect(store.announcement).toBe('Inspector moved to position 1 of 2.');
    gateway.columnRefusal = refused(400, 'reportColumns: every column once.');
    await store.moved(1, 0);
    expect(headers(store)).toEqual(['Inspector', 'Project']);
    expect(store.problem).toBe('reportColumns: every column once.');
  });

  it('keeps the dialog’s unsaved input when a save is refused, closes it when saved', async () => {
    const { gateway, store } = setup();
    await store.opened(700, 1);
    store.editOpened(store.report!.ReportColumns[1]!);
    store.editTyped({ header: '', formatType: -1, format: '' });
    await store.editSaved();
    expect(store.editing).toMatchObject({
      header: '',
      formatType: -1,
      errors: { header: 'Required!', format: 'Required!' },
    });
    store.editTyped({ header: 'Inspected by', format: '0.0' });
    gateway.columnRefusal = refused(400, 'format: not a spreadsheet format.');
    await store.editSaved();
    expect(store.editing).toMatchObject({
      header: 'Inspected by',
      format: '0.0',
      message: 'format: not a spreadsheet format.',
    });
    await store.editSaved();
    expect(store.editing).toBeNull();
    expect(store.report!.ReportColumns[1]).toMatchObject({
      Header: 'Inspected by',
      FormatType: -1,
      Format: '0.0',
    });
  });

  it('changes nothing without the Update bit (spec §6): the page only reads', async () => {
    const { store } = setup(1);
    await store.opened(700, 1);
    expect(store.canUpdate).toBe(false);
    expect(setup(4).store.canUpdate).toBe(false);
    const writer = setup(5).store;
    await writer.opened(700, 1);
    expect(writer.canUpdate).toBe(true);
  });

  it('asks no Form Groups for a task report', async () => {
    const { gateway, store } = setup();
    gateway.stored = { ...gateway.stored, ReportType: 2 };
    await store.opened(700, 2);
    expect(store.groups).toEqual([]);
    expect(store.isForms).toBe(false);
  });
});
