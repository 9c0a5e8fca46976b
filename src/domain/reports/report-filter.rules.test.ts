import { describe, expect, it } from 'vitest';
import { reportAccess, reportCall, reportFilterActions } from '../access/report-access.policy';
import { AccessMessage } from '../access/access-messages';
import { TaskProjectsFilterType } from '../tasks/task-filter';
import {
  allDatesChosen,
  deliveryDateOffered,
  deliveryEndChosen,
  emailInputEnabled,
  filterDialogTitle,
  filterErrors,
  filterToSave,
  newReportFilter,
  projectCriteriaOf,
  recipientAdded,
  recurrenceEnabled,
  runDisabled,
  saveDisabled,
  schedulingValid,
  showNameRequired,
  startingDateChosen,
  startingDateCleared,
  taskCriteriaOf,
} from './report-filter.rules';
import { ReportType } from './report.entity';
import { RecurringType } from './report-schedule';

const form = () => ({ ...newReportFilter(15, ReportType.Forms), Name: 'Weekly' });
const task = () => ({
  ...newReportFilter(16, ReportType.Tasks),
  Name: 'Mine',
  TaskReportFilterAssignees: [2],
});
const idle = { downloading: false, popupOpen: false };

describe('a new filter', () => {
  it('has Id 0, the sort defaults 5 for forms and 10 for tasks, wrap, every date, active projects', () => {
    expect(newReportFilter(1, ReportType.Forms)).toMatchObject({
      Id: 0,
      SortColumn: 5,
      ColumnFormat: 0,
      ProjectsAllDates: true,
      Status: '0',
      TimeZone: 'America/Los_Angeles',
    });
    expect(newReportFilter(1, ReportType.Tasks).SortColumn).toBe(10);
  });

  it('is added when its Id is 0 and edited above 0', () => {
    expect(filterDialogTitle(0, ReportType.Forms)).toBe('Add Form Report Filter');
    expect(filterDialogTitle(7, ReportType.Tasks)).toBe('Edit Task Report Filter');
  });
});

describe('scheduling (spec §4)', () => {
  it('is valid with both a date and a recipient, or with neither', () => {
    expect(schedulingValid(form())).toBe(true);
    expect(schedulingValid({ ...form(), StartingDate: '2026-12-01' })).toBe(false);
    expect(schedulingValid({ ...form(), ReportFilterScheduleRecipients: ['a@b.co'] })).toBe(false);
    expect(
      schedulingValid({ ...form(), StartingDate: '2026-12-01', ReportFilterScheduleRecipients: ['a@b.co'] }),
    ).toBe(true);
  });

  it('a date with no recipients adds the current user and daily recurrence', () => {
    const f = startingDateChosen(form(), '2026-12-01', 'ada@demo.test');
    expect(f).toMatchObject({
      StartingDate: '2026-12-01',
      ReportFilterScheduleRecipients: ['ada@demo.test'],
      RecurringType: RecurringType.Daily,
    });
    const kept = startingDateChosen(
      { ...f, RecurringType: RecurringType.Monthly },
      '2026-12-05',
      'mel@demo.test',
    );
    expect(kept).toMatchObject({
      ReportFilterScheduleRecipients: ['ada@demo.test'],
      RecurringType: RecurringType.Monthly,
    });
  });

  it('clearing the date clears the recipients and the recurrence', () => {
    const f = startingDateCleared({
      ...startingDateChosen(form(), '2026-12-01', 'ada@demo.test'),
      ProjectsUseDeliveryEndDate: true,
    });
    expect(f).toMatchObject({
      StartingDate: null,
      ReportFilterScheduleRecipients: [],
      RecurringType: null,
      ProjectsUseDeliveryEndDate: false,
    });
  });

  it('enables recurrence only for a future date and the e-mail input only with a date', () => {
    expect(recurrenceEnabled('2026-11-26', '2026-11-25')).toBe(true);
    expect(recurrenceEnabled('2026-11-25', '2026-11-25')).toBe(false);
    expect(recurrenceEnabled(null, '2026-11-25')).toBe(false);
    expect(emailInputEnabled(form())).toBe(false);
    expect(emailInputEnabled({ ...form(), StartingDate: '2026-12-01' })).toBe(true);
  });

  it('checks each e-mail as typed and adds it once', () => {
    expect(recipientAdded(form(), 'not-an-email').error).toBe('Invalid email!');
    expect(recipientAdded(form(), `${'a'.repeat(250)}@b.co`).error).toBe(
      'Max characters length (254) exceeded!',
    );
    const once = recipientAdded(recipientAdded(form(), 'a@b.co').filter, ' A@B.co ');
    expect(once).toEqual({
      filter: expect.objectContaining({ ReportFilterScheduleRecipients: ['a@b.co'] }),
      error: null,
    });
  });

  it('says "You need to add at least one email to the list!" for a date without recipients', () => {
    expect(filterErrors({ ...form(), StartingDate: '2026-12-01' }, ReportType.Forms)).toEqual({
      Recipients: 'You need to add at least one email to the list!',
    });
  });
});

describe('dates (spec §4)', () => {
  it('All dates clears the delivery-end option and the dates', () => {
    const f = {
      ...form(),
      ProjectsAllDates: false,
      ProjectsUseDeliveryEndDate: true,
      ProjectsFromDate: '2026-01-01',
      ProjectsToDate: '2026-02-01',
    };
    expect(allDatesChosen(f, 'Projects', true)).toMatchObject({
      ProjectsAllDates: true,
      ProjectsUseDeliveryEndDate: false,
      ProjectsFromDate: null,
      ProjectsToDate: null,
    });
  });

  it('offers the delivery date as To Date for a recurring filter only, and it replaces the to date', () => {
    expect(deliveryDateOffered(form())).toBe(false);
    expect(deliveryDateOffered(startingDateChosen(form(), '2026-12-01', 'a@b.co'))).toBe(true);
    expect(deliveryEndChosen({ ...form(), TasksToDate: '2026-02-01' }, 'Tasks', true)).toMatchObject({
      TasksUseDeliveryEndDate: true,
      TasksToDate: null,
    });
  });

  it('says "You must input a valid date range." for a from date after the to date', () => {
    const f = {
      ...form(),
      ProjectsAllDates: false,
      ProjectsFromDate: '2026-03-01',
      ProjectsToDate: '2026-02-01',
    };
    expect(filterErrors(f, ReportType.Forms)).toEqual({ Dates: 'You must input a valid date range.' });
    expect(runDisabled(f, ReportType.Forms, idle)).toBe(true);
    const tasks = { ...task(), TasksAllDates: false, TasksFromDate: '2026-03-01', TasksToDate: '2026-02-01' };
    expect(filterErrors(tasks, ReportType.Tasks)).toEqual({ Dates: 'You must input a valid date range.' });
  });
});

describe('task filters, names and buttons (spec §4, §5)', () => {
  it('a task report needs an assignee: "Please select at least one assignee!"', () => {
    const none = { ...task(), TaskReportFilterAssignees: [] };
    expect(filterErrors(none, ReportType.Tasks)).toEqual({
      Assignees: 'Please select at least one assignee!',
    });
    expect(runDisabled(none, ReportType.Tasks, idle)).toBe(true);
    expect(filterErrors({ ...none, TaskWithNoAssignee: true }, ReportType.Tasks)).toEqual({});
    expect(filterErrors({ ...none, TaskReportFilterAssignees: [] }, ReportType.Forms)).toEqual({});
  });

  it('names are required and at most 254', () => {
    expect(filterErrors({ ...form(), Name: '  ' }, ReportType.Forms)).toEqual({ Name: 'Required!' });
    expect(filterErrors({ ...form(), Name: 'x'.repeat(255) }, ReportType.Forms)).toEqual({
      Name: 'Max characters length (254) exceeded!',
    });
    expect(showNameRequired(0, { dirty: true, touched: false })).toBe(false);
    expect(showNameRequired(0, { dirty: false, touched: true })).toBe(true);
    expect(showNameRequired(4, { dirty: true, touched: false })).toBe(true);
  });

  it('Run and Save are disabled while downloading or with a popup open; Save also for a bad scheduler or name', () => {
    expect(runDisabled(form(), ReportType.Forms, { downloading: true, popupOpen: false })).toBe(true);
    expect(runDisabled(form(), ReportType.Forms, { downloading: false, popupOpen: true })).toBe(true);
    const unscheduledDate = { ...form(), StartingDate: '2026-12-01' };
    expect(runDisabled(unscheduledDate, ReportType.Forms, idle)).toBe(false);
    expect(saveDisabled(unscheduledDate, ReportType.Forms, idle)).toBe(true);
    expect(saveDisabled({ ...form(), Name: '' }, ReportType.Forms, idle)).toBe(true);
    expect(saveDisabled(form(), ReportType.Forms, idle)).toBe(false);
  });

  it('saves no workflows "without projects" and unmasks for form reports only', () => {
    const f = {
      ...task(),
      TaskProjectsFilterType: String(TaskProjectsFilterType.Without),
      ReportFilterWorkflows: [{ WorkflowId: 500, WorkflowStatusId: null }],
      UnmaskEncrypted: true,
    };
    expect(filterToSave(f, ReportType.Tasks)).toMatchObject({
      ReportFilterWorkflows: [],
      UnmaskEncrypted: false,
    });
    expect(filterToSave({ ...form(), UnmaskEncrypted: true }, ReportType.Forms).UnmaskEncrypted).toBe(true);
  });

  it('turns the saved strings into the criteria of the domain filters', () => {
    const f = {
      ...task(),
      Status: '-1',
      TaskStatusFilterType: '3',
      TaskReportFilterAssignees: [0, 4],
      ReportFilterTags: [1],
    };
    expect(projectCriteriaOf(f)).toMatchObject({ Status: -1, TagIds: [1] });
    expect(taskCriteriaOf(f)).toMatchObject({
      TaskStatusFilterType: 3,
      TaskAssignees: [0, 4],
      TaskWithNoAssignee: true,
    });
    expect(projectCriteriaOf({ ...f, Status: 'nonsense' }).Status).toBe(0);
  });
});

describe('reportAuth access bits (spec §6)', () => {
  const member = { accountType: 1 as const, isAdmin: false, verbs: 1 | 2 | 4 };
  it('maps the bits to the filter list actions, each hidden when its bit is missing', () => {
    expect(reportFilterActions(15)).toEqual({
      create: true,
      run: true,
      rename: true,
      copy: true,
      delete: true,
    });
    expect(reportFilterActions(1)).toEqual({
      create: false,
      run: true,
      rename: false,
      copy: false,
      delete: false,
    });
    expect(reportFilterActions(reportAccess(member))).toEqual({
      create: true,
      run: true,
      rename: true,
      copy: true,
      delete: false,
    });
  });

  it('gives outside people and nobody no access', () => {
    expect(reportAccess({ accountType: 3, isAdmin: false, verbs: 5 })).toBe(0);
    expect(reportCall({ accountType: 4, isAdmin: false, verbs: 5 }, 1)).toEqual({
      allowed: false,
      reason: 'Site and direct-link users cannot see reports.',
    });
    expect(reportCall({ accountType: 0, isAdmin: false, verbs: 0 }, 1).allowed).toBe(false);
    expect(reportCall({ accountType: 1, isAdmin: true, verbs: 0 }, 8).allowed).toBe(true);
  });

  it('reads the verbs the role matrix grants in the reports area (issue 17)', () => {
    const formsOnly = {
      accountType: 1 as const,
      isAdmin: false,
      verbs: 15,
      areaVerbs: { forms: 15, reports: 1 },
    };
    expect(reportAccess(formsOnly)).toBe(1);
    expect(reportCall(formsOnly, 8)).toEqual({ allowed: false, reason: AccessMessage.noVerb(8, 'reports') });
    const reporter = {
      accountType: 1 as const,
      isAdmin: false,
      verbs: 1,
      areaVerbs: { forms: 1, reports: 15 },
    };
    expect(reportFilterActions(reportAccess(reporter))).toMatchObject({
      create: true,
      rename: true,
      delete: true,
    });
  });
});
