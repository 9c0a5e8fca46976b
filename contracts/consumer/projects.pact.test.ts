import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, idText } from './demo-ids';
import { PROJECT_IDS } from '../../fixtures/ids';
import { HttpProjectGateway } from '../../src/adapters/http/project-gateway.http';
import { isoDate } from './forms-shapes';
import { ADMIN, adminHeaders, adminPostHeaders, gridworkPact, httpClientFor, signedIn } from './pact-support';

const { eachLike, integer, like, string } = MatchersV3;

const project = () => ({
  ProjectId: integer(PROJECT_IDS.officeRenovation),
  Name: string('Office Renovation'),
  Description: string('Third floor refit'),
  CreatedOn: isoDate('2026-01-15T09:00:00.000Z'),
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
          ProjectId: integer(103),
          Name: string('Warehouse Audit'),
          Description: string('Spring stock take'),
          InstanceCount: integer(0),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).create('Warehouse Audit', 'Spring stock take');
      expect(result).toMatchObject({ ok: true, data: { ProjectId: 103, Name: 'Warehouse Audit', InstanceCount: 0 } });
    });
  });

  it('reads a project with its form instances', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for project 100 with its instances')
      .withRequest({ method: 'GET', path: '/api/project', query: { id: idText('Project', 'officeRenovation') }, headers: adminHeaders })
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
        data: { ProjectId: 100, Instances: [{ InstanceId: 300, FormId: 200, GroupId: 20, UpdatedOn: '2026-02-01T10:00:00.000Z' }] },
      });
    });
  });
});
