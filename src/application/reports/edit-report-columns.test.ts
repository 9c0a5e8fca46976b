import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeFormsGateway } from '../designer-dialogs/designer-dialogs.fakes';
import { FakeDialogs, FakeNotifier } from '../testing/fakes';
import {
  COLUMN_DELETED,
  COLUMN_SAVED,
  COLUMNS_ADDED,
  EditReportColumns,
  deleteColumnConfirmation,
} from './edit-report-columns.use-case';
import { FakeReportGateway, refused } from './reports.fakes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const gateway = new FakeReportGateway();
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const useCase = new EditReportColumns(gateway, new FakeFormsGateway(), dialogs, notifier);
  return { gateway, dialogs, notifier, useCase };
}

describe('editing a report’s columns', () => {
  it('adds marked form and predefined fields through the call of the report’s type', async () => {
    const { gateway, notifier, useCase } = setup();
    const outcome = await useCase.add(gateway.stored, [{ FormFieldId: 8 }, { PredefinedFieldId: 5 }]);
    expect(gateway.calls).toEqual(['add 1 700 [{"FormFieldId":8},{"PredefinedFieldId":5}]']);
    expect(outcome.ok && outcome.report.ReportColumns.map((c) => c.Header)).toEqual([
      'Project',
      'Inspector',
      'Field 8',
      'Predefined 5',
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: COLUMNS_ADDED }]);
    gateway.stored = { ...gateway.stored, ReportType: 2 };
    await useCase.add(gateway.stored, [{ PredefinedFieldId: 10 }]);
    expect(gateway.calls[1]).toMatch(/^add 2 700/);
  });

  it('checks the dialog’s input with the spec’s messages before sending anything', async () => {
    const { gateway, useCase } = setup();
    const blank = await useCase.save(gateway.stored, 7001, '   ', 0, '');
    expect(blank).toEqual({ ok: false, errors: { header: 'Required!' }, message: null });
    const long = await useCase.save(gateway.stored, 7001, 'x'.repeat(2001), 0, '');
    expect(long).toMatchObject({ ok: false, errors: { header: 'Max characters length (2000) exceeded!' } });
    const noFormat = await useCase.save(gateway.stored, 7001, 'Total', -1, ' ');
    expect(noFormat).toMatchObject({ ok: false, errors: { format: 'Required!' } });
    const longFormat = await useCase.save(gateway.stored, 7001, 'Total', -1, '0'.repeat(251));
    expect(longFormat).toMatchObject({
      ok: false,
      errors: { format: 'Max characters length (250) exceeded!' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('saves a column, dropping a custom format the chosen format does not use', async () => {
    const { gateway, notifier, useCase } = setup();
    const saved = await useCase.save(gateway.stored, 7001, ' Inspected by ', 17, 'ignored');
    expect(gateway.calls).toEqual([
      'update {"reportId":700,"columnId":7001,"header":"Inspected by","formatType":17,"format":""}',
    ]);
    expect(saved.ok && saved.report.ReportColumns[1]).toMatchObject({
      Header: 'Inspected by',
      FormatType: 17,
    });
    expect(notifier.shown).toEqual([{ kind: 'success', message: COLUMN_SAVED }]);
    await useCase.save(gateway.stored, 7001, 'Amount', -1, '#,##0.00');
    expect(gateway.stored.ReportColumns[1]).toMatchObject({ FormatType: -1, Format: '#,##0.00' });
  });

  it('passes a refused save’s Message on', async () => {
    const { gateway, notifier, useCase } = setup();
    gateway.columnRefusal = refused(400, 'Report 700 has no column 9.');
    expect(await useCase.save(gateway.stored, 9, 'Header', 0, '')).toEqual({
      ok: false,
      errors: {},
      message: 'Report 700 has no column 9.',
    });
    expect(notifier.shown).toEqual([]);
  });

  it('moves a column and sends every column’s new order (updateOrder)', async () => {
    const { gateway, useCase } = setup();
    const outcome = await useCase.move(gateway.stored, 1, 0);
    expect(gateway.calls).toEqual(['order 700 7001:1,7000:2']);
    expect(outcome.ok && outcome.report.ReportColumns.map((c) => c.Header)).toEqual(['Inspector', 'Project']);
  });

  it('deletes a column only when the user confirms', async () => {
    const { gateway, dialogs, notifier, useCase } = setup();
    const column = gateway.stored.ReportColumns[0]!;
    const declined = useCase.remove(column);
    await tick();
    expect(dialogs.confirms[0]).toMatchObject(deleteColumnConfirmation('Project'));
    dialogs.confirms[0]!.answer(false);
    expect(await declined).toBeNull();
    expect(gateway.calls).toEqual([]);
    const accepted = useCase.remove(column);
    await tick();
    dialogs.confirms[1]!.answer(true);
    const outcome = await accepted;
    expect(outcome?.ok && outcome.report.ReportColumns.map((c) => [c.Header, c.Order])).toEqual([
      ['Inspector', 1],
    ]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: COLUMN_DELETED }]);
  });
});
