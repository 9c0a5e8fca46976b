import { describe, expect, it } from 'vitest';
import { dateInRange, isIsoDate, spanInRange, validDateRange } from './date-criteria';
import {
  ProjectStatusFilter,
  projectListPath,
  projectMatches,
  readProjectStatusLink,
  statusFilterOf,
  type ProjectCriteria,
  type ProjectFacts,
} from './project-filter';
import { ProjectMessage, planDatesProblem } from './project-rules';

const project = (facts: Partial<ProjectFacts> = {}): ProjectFacts => ({
  Status: 0,
  TagIds: [601, 600],
  WorkflowId: 500,
  WorkflowStatusId: 503,
  StartDate: '2026-01-12',
  DeliveryEndDate: '2027-03-26',
  ...facts,
});
const criteria = (c: Partial<ProjectCriteria> = {}): ProjectCriteria => ({
  Status: ProjectStatusFilter.ActiveAndClosed,
  ...c,
});

describe('project criteria (reports spec §3, §9)', () => {
  it('has the status filter constants', () => {
    expect(ProjectStatusFilter).toEqual({ Active: 0, Closed: 100, ActiveAndClosed: -1 });
  });

  it.each<[string, Partial<ProjectCriteria>, Partial<ProjectFacts>, boolean]>([
    ['active: an active project', { Status: 0 }, {}, true],
    ['active: a closed project', { Status: 0 }, { Status: 100 }, false],
    ['closed: a closed project', { Status: 100 }, { Status: 100 }, true],
    ['active and closed: a closed project', { Status: -1 }, { Status: 100 }, true],
    ['a tag it carries', { TagIds: [600, 999] }, {}, true],
    ['a tag it lacks', { TagIds: [603] }, {}, false],
    ['its workflow at any status', { Workflows: [{ WorkflowId: 500, WorkflowStatusId: null }] }, {}, true],
    ['its workflow at its status', { Workflows: [{ WorkflowId: 500, WorkflowStatusId: 503 }] }, {}, true],
    [
      'its workflow at another status',
      { Workflows: [{ WorkflowId: 500, WorkflowStatusId: 504 }] },
      {},
      false,
    ],
    ['another workflow', { Workflows: [{ WorkflowId: 510 }] }, {}, false],
    [
      'a range the project runs through',
      { Dates: { AllDates: false, FromDate: '2026-06-01', ToDate: '2026-06-30' } },
      {},
      true,
    ],
    [
      'a range after its delivery',
      { Dates: { AllDates: false, FromDate: '2027-04-01', ToDate: '2027-04-30' } },
      {},
      false,
    ],
    ['a range before its start', { Dates: { AllDates: false, ToDate: '2026-01-11' } }, {}, false],
    [
      'no dates: in no range',
      { Dates: { AllDates: false, FromDate: '2026-01-01' } },
      { StartDate: null, DeliveryEndDate: null },
      false,
    ],
    [
      'no end date: open on that side',
      { Dates: { AllDates: false, FromDate: '2030-01-01' } },
      { DeliveryEndDate: null },
      true,
    ],
  ])('%s', (_name, c, facts, expected) => {
    expect(projectMatches(project(facts), criteria(c))).toBe(expected);
  });
});

describe('date criteria', () => {
  it('knows a calendar date', () => {
    expect(['2024-02-29', '2026-12-31'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', 20260101, null].some(isIsoDate)).toBe(
      false,
    );
  });

  it('checks a range as the filter dialogs do (reports spec §4)', () => {
    expect(validDateRange({ AllDates: true, FromDate: '2026-02-01', ToDate: '2026-01-01' })).toBe(true);
    expect(validDateRange({ AllDates: false, FromDate: '2026-02-01', ToDate: '2026-01-01' })).toBe(false);
    expect(validDateRange({ AllDates: false, FromDate: '2026-01-01', ToDate: '2026-01-01' })).toBe(true);
    expect(
      validDateRange(
        { AllDates: false, UseDeliveryEndDate: true, FromDate: '2026-02-01', ToDate: '2026-01-01' },
        '2026-03-01',
      ),
    ).toBe(true);
  });

  it('takes both ends of a range as inside it', () => {
    const range = { AllDates: false, FromDate: '2026-01-01', ToDate: '2026-01-31' };
    expect(
      ['2026-01-01', '2026-01-31', '2025-12-31', '2026-02-01'].map((d) => dateInRange(d, range)),
    ).toEqual([true, true, false, false]);
    expect(spanInRange('2026-01-31', '2026-03-01', range)).toBe(true);
    expect(spanInRange('2025-01-01', '2026-01-01', range)).toBe(true);
  });

  it('refuses a plan that ends before it starts', () => {
    expect(planDatesProblem('2026-02-01', '2026-01-31')).toBe(ProjectMessage.dateRange);
    expect(planDatesProblem('2026-02-01', null)).toBeNull();
    expect(planDatesProblem('2026-02-30', null)).toBe(ProjectMessage.invalidDate);
  });
});

describe('the project list status in its link', () => {
  it('reads the three filters and takes anything else for Active', () => {
    expect(readProjectStatusLink({ status: '100' })).toBe(ProjectStatusFilter.Closed);
    expect(readProjectStatusLink({ status: '-1' })).toBe(ProjectStatusFilter.ActiveAndClosed);
    expect(readProjectStatusLink({ status: '0' })).toBe(ProjectStatusFilter.Active);
    for (const junk of [undefined, '', '1', '100 ', 'Closed', '1e2'])
      expect(readProjectStatusLink({ status: junk })).toBe(ProjectStatusFilter.Active);
  });

  it('writes a bare link for Active and the filter otherwise, and a project status leads to its filter', () => {
    expect(projectListPath(ProjectStatusFilter.Active)).toBe('/project/list');
    expect(projectListPath(ProjectStatusFilter.Closed)).toBe('/project/list?status=100');
    expect(projectListPath(ProjectStatusFilter.ActiveAndClosed)).toBe('/project/list?status=-1');
    expect(projectListPath(statusFilterOf(100))).toBe('/project/list?status=100');
    expect(projectListPath(statusFilterOf(0))).toBe('/project/list');
  });
});
