import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { PROJECT_IDS } from '../../../fixtures/ids';
import { HttpProjectGateway } from '../../../src/adapters/http/project-gateway.http';
import { EMPTY_PLAN } from '../../../src/domain/projects/project.entity';
import { isoDate } from '../forms/forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string } = MatchersV3;

const { regex } = MatchersV3;
const day = (value: string) => regex(/^\d{4}-\d{2}-\d{2}$/, value);

/** A demo project's plan: status, tags, workflow at a status, dates. */
const plan = () => ({
  Status: integer(0),
  Tags: eachLike({
    TagId: integer(601),
    Name: string('Client work'),
    Color: regex(/^#[0-9a-fA-F]{6}$/, '#1d4ed8'),
  }),
  WorkflowId: integer(500),
  WorkflowName: string('Construction'),
  WorkflowStatusId: integer(503),
  WorkflowStatusName: string('Build'),
  StartDate: day('2026-01-12'),
  DeliveryEndDate: day('2027-03-26'),
});

const project = () => ({
  ProjectId: integer(PROJECT_IDS.officeRenovation),
  Name: string('Office Renovation'),
  Description: string('Third floor refit'),
  CreatedOn: isoDate('2026-01-15T09:00:00.000Z'),
  ...plan(),
});

const gateway = (url: string) => new HttpProjectGateway(httpClientFor(url, ADMIN).http);

describe('project calls', () => {
  it('lists the projects', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request for the project list')
      .withRequest({ method: 'GET', path: '/api/project/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike({ ...project(), InstanceCount: integer(2) }) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).list();
      expect(result).toEqual({
        ok: true,
        status: 200,
        data: [
          {
            ProjectId: 100,
            Name: 'Office Renovation',
            Description: 'Third floor refit',
            CreatedOn: '2026-01-15T09:00:00.000Z',
            InstanceCount: 2,
            Status: 0,
            Tags: [{ TagId: 601, Name: 'Client work', Color: '#1d4ed8' }],
            WorkflowId: 500,
            WorkflowName: 'Construction',
            WorkflowStatusId: 503,
            WorkflowStatusName: 'Build',
            StartDate: '2026-01-12',
            DeliveryEndDate: '2027-03-26',
          },
        ],
      });
    });
  });

  it('creates a project', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to create a project')
      .withRequest({
        method: 'POST',
        path: '/api/project/create',
        headers: adminPostHeaders,
        body: { Name: 'Warehouse Audit', Description: 'Spring stock take' },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...project(),
          // A new project's plan is empty (issue 14; docs/api-tasks.md).
          ...EMPTY_PLAN,
          ProjectId: integer(104),
          Name: string('Warehouse Audit'),
          Description: string('Spring stock take'),
          InstanceCount: integer(0),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).create('Warehouse Audit', 'Spring stock take');
      expect(result).toMatchObject({
        ok: true,
        data: { ProjectId: 104, Name: 'Warehouse Audit', InstanceCount: 0, Status: 0, Tags: [] },
      });
    });
  });

  it('reads a project with its form instances', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for project 100 with its instances')
      .withRequest({
        method: 'GET',
        path: '/api/project',
        query: { id: idText('Project', 'officeRenovation') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: like({
          ...project(),
          Instances: eachLike({
            InstanceId: integer(300),
            Name: string('Site Inspection'),
            FormId: integer(200),
            GroupId: integer(20),
            UpdatedOn: isoDate('2026-02-01T10:00:00.000Z'),
          }),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).details(PROJECT_IDS.officeRenovation);
      expect(result).toMatchObject({
        ok: true,
        data: {
          ProjectId: 100,
          Instances: [{ InstanceId: 300, FormId: 200, GroupId: 20, UpdatedOn: '2026-02-01T10:00:00.000Z' }],
        },
      });
    });
  });

  it('changes a project’s plan', async () => {
    const changes = {
      ProjectId: id('Project', 'annualReport'),
      Name: 'Annual Report',
      Description: 'Figures and sign-off for the yearly report.',
      Status: 100,
      TagIds: [id('Tag', 'internal')],
      WorkflowId: id('Workflow', 'reporting'),
      WorkflowStatusId: id('WorkflowStatus', 'approval'),
      StartDate: '2026-09-01',
      DeliveryEndDate: '2027-01-29',
    };
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to change the plan of project 102')
      .withRequest({ method: 'POST', path: '/api/project/update', headers: adminPostHeaders, body: changes })
      .willRespondWith({
        status: 200,
        body: like({
          ...project(),
          ProjectId: integer(PROJECT_IDS.annualReport),
          Name: string('Annual Report'),
          InstanceCount: integer(1),
          Status: integer(100),
          Tags: eachLike({
            TagId: integer(602),
            Name: string('Internal'),
            Color: regex(/^#[0-9a-fA-F]{6}$/, '#374151'),
          }),
          WorkflowId: integer(520),
          WorkflowName: string('Reporting'),
          WorkflowStatusId: integer(523),
          WorkflowStatusName: string('Approval'),
          StartDate: day('2026-09-01'),
          DeliveryEndDate: day('2027-01-29'),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).update({
        ProjectId: PROJECT_IDS.annualReport,
        Name: 'Annual Report',
        Description: 'Figures and sign-off for the yearly report.',
        Status: 100,
        TagIds: [602],
        WorkflowId: 520,
        WorkflowStatusId: 523,
        StartDate: '2026-09-01',
        DeliveryEndDate: '2027-01-29',
      });
      expect(result).toMatchObject({
        ok: true,
        data: { Status: 100, WorkflowStatusName: 'Approval', Tags: [{ TagId: 602, Name: 'Internal' }] },
      });
    });
  });
});
