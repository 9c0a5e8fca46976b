import type { FormGroup } from '../../domain/forms/form-catalog.entity';
import {
  EMPTY_PLAN,
  type ProjectChanges,
  type ProjectDetails,
  type ProjectSummary,
} from '../../domain/projects/project.entity';
import type { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { ProjectGateway } from '../../ports/project-gateway.port';
import { failure, ok } from '../testing/fakes';

/** Projects in memory. */
export class FakeProjectGateway implements ProjectGateway {
  projects: ProjectSummary[] = [
    {
      ProjectId: 100,
      Name: 'Office Renovation',
      Description: '',
      CreatedOn: '2024-01-10T09:00:00Z',
      InstanceCount: 2,
      ...EMPTY_PLAN,
    },
    {
      ProjectId: 102,
      Name: 'Annual Report',
      Description: 'FY24',
      CreatedOn: '2024-03-01T09:00:00Z',
      InstanceCount: 1,
      ...EMPTY_PLAN,
    },
  ];
  created: Array<{ name: string; description: string }> = [];
  createStatus: number | null = null;
  updates: ProjectChanges[] = [];
  /** The status project 100's details answer with (0 Active, 100 Closed). */
  detailsStatus: 0 | 100 = 0;
  updateFailure: { status: number; message: string } | null = null;
  async list(): Promise<HttpResult<ProjectSummary[]>> {
    return ok(this.projects);
  }
  async create(name: string, description: string): Promise<HttpResult<ProjectSummary>> {
    this.created.push({ name, description });
    if (this.createStatus)
      return failure(this.createStatus, { Message: 'A project with this name already exists.' });
    return ok({
      ProjectId: 103,
      Name: name,
      Description: description,
      CreatedOn: '2024-05-01T09:00:00Z',
      InstanceCount: 0,
      ...EMPTY_PLAN,
    });
  }
  async details(projectId: number): Promise<HttpResult<ProjectDetails>> {
    if (projectId !== 100) return failure(404);
    return ok({
      ProjectId: 100,
      Name: 'Office Renovation',
      Description: 'Level 3',
      CreatedOn: '2024-01-10T09:00:00Z',
      ...EMPTY_PLAN,
      Status: this.detailsStatus,
      Instances: [
        {
          InstanceId: 301,
          Name: 'Expense Claim',
          FormId: 202,
          GroupId: 21,
          UpdatedOn: '2024-03-29T11:00:00Z',
        },
        {
          InstanceId: 300,
          Name: 'Site Inspection',
          FormId: 200,
          GroupId: 20,
          UpdatedOn: '2024-04-02T15:10:00Z',
        },
      ],
    });
  }
  async update(changes: ProjectChanges): Promise<HttpResult<ProjectSummary>> {
    this.updates.push(changes);
    if (this.updateFailure)
      return failure(this.updateFailure.status, { Message: this.updateFailure.message });
    const { TagIds: _tags, ...rest } = changes;
    return ok({
      ...EMPTY_PLAN,
      ...rest,
      WorkflowName: null,
      WorkflowStatusName: null,
      Tags: [],
      CreatedOn: '2024-01-10T09:00:00Z',
      InstanceCount: 2,
    });
  }
}

export const catalogue: FormGroup[] = [
  {
    GroupId: 20,
    Name: 'Inspections',
    Forms: [{ FormId: 200, FormName: 'Site Inspection', GroupId: 20, FieldCount: 50, ProjectIds: [100] }],
  },
  { GroupId: 22, Name: 'Empty', Forms: [] },
];

/** Only the form list is used by the projects pages. */
export function fakeFormsGateway(groups: HttpResult<FormGroup[]> = ok(catalogue)): FormsGateway {
  return { list: async () => groups } as unknown as FormsGateway;
}
