import { describe, expect, it } from 'vitest';
import { parseProjectDetails, parseProjectSummary } from './project-parsers';

const summary = () => ({
  ProjectId: 100,
  Name: 'Office Renovation',
  Description: 'Third floor',
  CreatedOn: '2026-01-15T09:00:00.000Z',
  InstanceCount: 2,
  // The plan every project answer carries (issue 14).
  Status: 0,
  Tags: [{ TagId: 601, Name: 'Client work', Color: '#1d4ed8' }],
  WorkflowId: 500,
  WorkflowName: 'Construction',
  WorkflowStatusId: 503,
  WorkflowStatusName: 'Build',
  StartDate: '2026-01-12',
  DeliveryEndDate: null,
});
const details = () => {
  const { InstanceCount: _count, ...project } = summary();
  return {
    ...project,
    Instances: [
      {
        InstanceId: 300,
        Name: 'Site Inspection',
        FormId: 200,
        GroupId: 20,
        UpdatedOn: '2026-02-01T10:00:00.000Z',
      },
      {
        InstanceId: 301,
        Name: 'Expense Claim',
        FormId: 202,
        GroupId: null,
        UpdatedOn: '2026-02-02T10:00:00.000Z',
      },
    ],
  };
};

describe('project parsers', () => {
  it('accepts a project and a project with its instances', () => {
    expect(parseProjectSummary(summary())).toEqual(summary());
    expect(parseProjectDetails(details())).toEqual(details());
  });

  it('rejects a project with a date that is not a date or a count that is not a whole number', () => {
    expect(parseProjectSummary({ ...summary(), CreatedOn: 'yesterday' })).toBeNull();
    expect(parseProjectSummary({ ...summary(), InstanceCount: 1.5 })).toBeNull();
  });

  it('rejects details whose instances are missing or malformed', () => {
    expect(parseProjectDetails({ ...details(), Instances: undefined })).toBeNull();
    expect(
      parseProjectDetails({ ...details(), Instances: [{ ...details().Instances[0], InstanceId: '300' }] }),
    ).toBeNull();
    expect(
      parseProjectDetails({ ...details(), Instances: [{ ...details().Instances[0], UpdatedOn: 7 }] }),
    ).toBeNull();
  });

  it('rejects a plan with a status, a tag or a date it does not know', () => {
    expect(parseProjectSummary({ ...summary(), Status: 1 })).toBeNull();
    expect(
      parseProjectSummary({ ...summary(), Tags: [{ TagId: 601, Name: 'Client work', Color: 'blue' }] }),
    ).toBeNull();
    expect(parseProjectSummary({ ...summary(), Tags: undefined })).toBeNull();
    expect(parseProjectDetails({ ...details(), StartDate: '01/12/2026' })).toBeNull();
  });
});
