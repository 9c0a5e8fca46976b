import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { refused } from '../../application/reports/reports.fakes';
import { FILTER_SAVED } from '../../application/reports/save-report-filter.use-case';
import { member } from '../../application/testing/fakes';
import { ReportMessage } from '../../domain/reports/report-messages';
import { RUN_BUSY_MS } from '../../domain/reports/report-filter.entity';
import { reportFiltersKit } from './report-filters.test-kit';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function opened(reportType: 1 | 2 = 1) {
  const kit = reportFiltersKit();
  await kit.store.opened(700);
  kit.store.data!.path.ReportType = reportType;
  kit.store.newFilterClicked();
  await settle();
  return kit;
}

/** FakeTime starts at 2023-11-14 (Pacific): later days are in the future. */
const FUTURE = '2023-12-01';

describe('the Add/Edit Report Filter dialog (spec §4, §5)', () => {
  it('opens in Add mode for a new filter and Edit mode for a saved one, with the lists loaded', async () => {
    const { store, dialog } = await opened();
    expect(dialog.title).toBe('Add Form Report Filter');
    expect(dialog.pending).toBeNull();
    expect(dialog.choices?.tags.map((t) => t.Name)).toEqual(['Priority', 'Safety']);
    expect(store.popupOpen).toBe(true);
    dialog.closed();
    store.editClicked(store.data!.filters[1]!);
    expect(dialog.title).toBe('Edit Form Report Filter');
    expect(dialog.draft.Name).toBe('Monthly inspections');
  });

  it('previews a new filter’s deliveries at 3:00 in the workspace’s zone, and in the zone the user picks', async () => {
    const { dialog, users } = await opened();
    users.setUser({ ...member, workspaceTimeZone: 'Europe/Berlin' });
    dialog.startingDateTyped(FUTURE);
    expect(dialog.draft.TimeZone).toBeNull();
    expect(dialog.zone).toBe('Europe/Berlin');
    expect(new Date(dialog.upcoming[0]!).toISOString()).toBe('2023-12-01T02:00:00.000Z');
    dialog.fieldSet('TimeZone', 'America/New_York');
    expect(new Date(dialog.upcoming[0]!).toISOString()).toBe('2023-12-01T08:00:00.000Z');
    users.setUser(member);
    dialog.fieldSet('TimeZone', null);
    expect(new Date(dialog.upcoming[0]!).toISOString()).toBe('2023-12-01T11:00:00.000Z');
  });

  it('shows Required! when a new filter’s name was touched, an existing one’s when dirty', async () => {
    const { store, dialog } = await opened();
    expect(dialog.nameMessage).toBeNull();
    dialog.nameLeft();
    expect(dialog.nameMessage).toBe(ReportMessage.required);
    dialog.nameTyped('x'.repeat(255));
    expect(dialog.nameMessage).toBe(ReportMessage.nameTooLong);
    dialog.closed();
    store.editClicked(store.data!.filters[0]!);
    dialog.nameTyped('');
    dialog.nameTouched = false;
    expect(dialog.nameMessage).toBe(ReportMessage.required);
  });

  it('adds the current user and daily recurrence with a date, clears them without one; recurrence only in the future', async () => {
    const { dialog } = await opened();
    expect(dialog.emailEnabled).toBe(false);
    expect(dialog.recurrenceEnabled).toBe(false);
    dialog.startingDateTyped(FUTURE);
    expect(dialog.draft.ReportFilterScheduleRecipients).toEqual([member.email]);
    expect(dialog.draft.RecurringType).toBe(0);
    expect(dialog.emailEnabled).toBe(true);
    expect(dialog.recurrenceEnabled).toBe(true);
    expect(dialog.upcoming).toHaveLength(5);
    dialog.startingDateTyped('2020-01-01');
    expect(dialog.recurrenceEnabled).toBe(false);
    dialog.startingDateTyped('');
    expect(dialog.draft).toMatchObject({
      StartingDate: null,
      RecurringType: null,
      ReportFilterScheduleRecipients: [],
    });
    expect(dialog.upcoming).toEqual([]);
  });

  it('checks typed e-mails and asks for at least one recipient when scheduled', async () => {
    const { dialog } = await opened();
    dialog.nameTyped('Weekly');
    dialog.startingDateTyped(FUTURE);
    dialog.emailTyped('not-an-email');
    dialog.recipientAddClicked();
    expect(dialog.recipientsMessages).toEqual([ReportMessage.invalidEmail]);
    dialog.emailTyped('boss@example.com');
    dialog.recipientAddClicked();
    expect(dialog.draft.ReportFilterScheduleRecipients).toEqual([member.email, 'boss@example.com']);
    expect(dialog.email).toBe('');
    dialog.recipientRemoved(member.email);
    dialog.recipientRemoved('boss@example.com');
    expect(dialog.recipientsMessages).toEqual([ReportMessage.atLeastOneEmail]);
    expect(dialog.saveDisabled).toBe(true);
    expect(dialog.runDisabled).toBe(false);
  });

  it('All dates clears the range; an inverted range blocks Run and Save', async () => {
    const { dialog } = await opened();
    dialog.nameTyped('Dated');
    dialog.allDatesSet('Projects', false);
    dialog.dateTyped('Projects', 'From', '2026-05-01');
    dialog.dateTyped('Projects', 'To', '2026-04-01');
    expect(dialog.errors.Dates).toBe(ReportMessage.invalidDateRange);
    expect(dialog.runDisabled).toBe(true);
    expect(dialog.saveDisabled).toBe(true);
    dialog.allDatesSet('Projects', true);
    expect(dialog.draft).toMatchObject({
      ProjectsAllDates: true,
      ProjectsFromDate: null,
      ProjectsToDate: null,
    });
    expect(dialog.saveDisabled).toBe(false);
  });

  it('blocks a task filter without an assignee', async () => {
    const { dialog } = await opened(2);
    expect(dialog.title).toBe('Add Task Report Filter');
    expect(dialog.choices?.assignees.map((a) => a.Name)).toEqual(['No assignee', 'Ada Admin', 'Mel Member']);
    dialog.nameTyped('Mine');
    expect(dialog.errors.Assignees).toBe(ReportMessage.atLeastOneAssignee);
    expect(dialog.saveDisabled).toBe(true);
    expect(dialog.runDisabled).toBe(true);
    dialog.assigneeToggled(0, true);
    expect(dialog.saveDisabled).toBe(false);
  });

  it('creates with the Create call, puts the filter in the list, and keeps the input when the server refuses', async () => {
    const { store, dialog, gateway, notifier } = await opened();
    dialog.nameTyped('Next quarter');
    dialog.startingDateTyped(FUTURE);
    dialog.recurrenceChosen(3);
    gateway.saveRefusal = refused(400, 'Name: that name is taken.');
    await dialog.saveClicked();
    expect(dialog.open).toBe(true);
    expect(dialog.message).toBe('Name: that name is taken.');
    expect(dialog.draft).toMatchObject({ Name: 'Next quarter', RecurringType: 3 });
    await dialog.saveClicked();
    expect(dialog.open).toBe(false);
    expect(gateway.calls.filter((c) => c.startsWith('createFormReportFilter'))).toHaveLength(2);
    expect(store.data!.filters.map((f) => f.Name)).toContain('Next quarter');
    expect(notifier.shown.map((n) => n.message)).toContain(FILTER_SAVED);
  });

  it('updates a saved filter with the Update call, without workflows for a task filter without projects', async () => {
    const { store, dialog, gateway } = await opened(2);
    dialog.closed();
    store.editClicked({ ...store.data!.filters[0]!, ReportId: 701, TaskReportFilterAssignees: [1] });
    dialog.workflowToggled(500, null, true);
    dialog.fieldSet('TaskProjectsFilterType', '3');
    await dialog.saveClicked();
    const call = gateway.calls.find((c) => c.startsWith('updateTaskReportFilter'))!;
    expect(JSON.parse(call.slice('updateTaskReportFilter '.length))).toMatchObject({
      Id: 750,
      ReportFilterWorkflows: [],
    });
  });

  it('keeps a workflow’s “any status” and its single statuses apart', async () => {
    const { dialog } = await opened();
    dialog.workflowToggled(500, 1, true);
    dialog.workflowToggled(500, 2, true);
    expect(dialog.draft.ReportFilterWorkflows).toHaveLength(2);
    dialog.workflowToggled(500, null, true);
    expect(dialog.draft.ReportFilterWorkflows).toEqual([{ WorkflowId: 500, WorkflowStatusId: null }]);
    dialog.workflowToggled(500, 2, true);
    expect(dialog.draft.ReportFilterWorkflows).toEqual([{ WorkflowId: 500, WorkflowStatusId: 2 }]);
  });
});

describe('the Run Report dialog (spec §4 "Running")', () => {
  it('runs unsaved criteria with FormReport: busy 1 s, the toast, disabled until the workbook arrives', async () => {
    const { store, dialog, gateway, hub, time, files, notifier } = await opened();
    dialog.closed();
    store.runReportClicked();
    await settle();
    expect(dialog.title).toBe('Run Form Report');
    dialog.fieldSet('Transposed', true);
    await dialog.runClicked();
    expect(gateway.calls.some((c) => c.startsWith('FormReport') && c.includes('"Transposed":true'))).toBe(
      true,
    );
    expect(notifier.shown.map((n) => n.message)).toContain(ReportMessage.processing);
    expect(dialog.runBusy).toBe(true);
    time.advance(RUN_BUSY_MS);
    expect(dialog.runBusy).toBe(false);
    expect(dialog.runDisabled).toBe(true);
    expect(store.runDisabled(750)).toBe(true);
    hub.push({ Listener: 'reportReady', Data: { RunId: 'run-1' } });
    await settle();
    expect(files.saved).toHaveLength(1);
    expect(dialog.runDisabled).toBe(false);
  });

  it('shows the server’s refusal and frees Run', async () => {
    const { store, dialog, gateway, time } = await opened();
    dialog.closed();
    store.runReportClicked();
    await settle();
    gateway.runAnswer = refused(400, 'You must input a valid date range.');
    await dialog.runClicked();
    time.advance(RUN_BUSY_MS);
    expect(dialog.message).toBe('You must input a valid date range.');
    expect(dialog.runDisabled).toBe(false);
  });
});
