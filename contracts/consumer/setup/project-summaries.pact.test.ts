import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  EXPENSE_FIELD_IDS as F,
  FORM_GROUP_IDS,
  PROJECT_IDS,
  PROJECT_SUMMARY_IDS,
} from '../../../fixtures/ids';
import { HttpProjectSummaryGateway } from '../../../src/adapters/http/project-summary-gateway.http';
import { DEMO_DATA, id, idText } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string, number } = MatchersV3;

const GroupId = FORM_GROUP_IDS.finance;
const line = () => ({
  GroupId: integer(GroupId),
  FieldDefinitionId: integer(F.total),
  Function: integer(1),
});
const summary = (overrides: Record<string, unknown> = {}) => ({
  ProjectSummaryId: integer(PROJECT_SUMMARY_IDS.expenses),
  Name: string('Expense totals'),
  GroupIds: eachLike(integer(GroupId)),
  Lines: eachLike(line()),
  ...overrides,
});
const draft = {
  Name: 'Meals',
  GroupIds: [GroupId],
  Lines: [{ GroupId, FieldDefinitionId: F.meals, Function: 4 as const }],
};
const wireDraft = {
  Name: 'Meals',
  GroupIds: [id('Group', 'finance')],
  Lines: [{ GroupId: id('Group', 'finance'), FieldDefinitionId: id('ExpenseField', 'meals'), Function: 4 }],
};
const gateway = (url: string, uid = ADMIN) => new HttpProjectSummaryGateway(httpClientFor(url, uid).http);

describe('project summary calls (issue 35)', () => {
  it('lists the summaries', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the project summary list')
      .withRequest({ method: 'GET', path: '/api/projectsummary/list', headers: getHeaders(MEMBER) })
      .willRespondWith({ status: 200, body: eachLike(summary()) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).list()).toMatchObject({
        ok: true,
        data: [{ Name: 'Expense totals', GroupIds: [GroupId] }],
      });
    });
  });

  it('reads one summary', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for project summary 790')
      .withRequest({
        method: 'GET',
        path: '/api/projectsummary',
        query: { id: idText('ProjectSummary', 'expenses') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(summary()) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).get(PROJECT_SUMMARY_IDS.expenses)).toMatchObject({
        ok: true,
        data: { ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses, Lines: [{ FieldDefinitionId: F.total }] },
      });
    });
  });

  it('creates a summary', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create the project summary Meals')
      .withRequest({
        method: 'POST',
        path: '/api/projectsummary/create',
        headers: adminPostHeaders,
        body: wireDraft,
      })
      .willRespondWith({
        status: 200,
        body: like(summary({ ProjectSummaryId: integer(791), Name: string('Meals') })),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).create(draft)).toMatchObject({ ok: true, data: { Name: 'Meals' } });
    });
  });

  it('changes a summary', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to change project summary 790')
      .withRequest({
        method: 'POST',
        path: '/api/projectsummary/update',
        headers: adminPostHeaders,
        body: { ProjectSummaryId: id('ProjectSummary', 'expenses'), ...wireDraft },
      })
      .willRespondWith({ status: 200, body: like(summary({ Name: string('Meals') })) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).update(PROJECT_SUMMARY_IDS.expenses, draft)).toMatchObject({
        ok: true,
        data: { Name: 'Meals' },
      });
    });
  });

  it('deletes a summary', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete project summary 790')
      .withRequest({
        method: 'POST',
        path: '/api/projectsummary/delete',
        headers: adminPostHeaders,
        body: { ProjectSummaryId: id('ProjectSummary', 'expenses') },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).remove(PROJECT_SUMMARY_IDS.expenses)).ok).toBe(true);
    });
  });

  it('is refused creating a summary as a member', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving("a member's request to create a project summary")
      .withRequest({
        method: 'POST',
        path: '/api/projectsummary/create',
        headers: postHeaders(MEMBER),
        body: wireDraft,
      })
      .willRespondWith({
        status: 403,
        body: { Message: string('Only a workspace administrator can change project summaries.') },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).create(draft)).toMatchObject({
        ok: false,
        failure: { kind: 'status', status: 403 },
      });
    });
  });

  it('lists the form groups a summary can total for a project (the spec call)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the form groups of project 100 for a summary')
      .withRequest({
        method: 'POST',
        path: '/api/form/GetFormGroupsForProjectSummary',
        headers: adminPostHeaders,
        body: { ProjectId: id('Project', 'officeRenovation') },
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          GroupId: integer(FORM_GROUP_IDS.inspections),
          Name: string('Inspections'),
          Forms: eachLike({
            FormId: integer(200),
            FormName: string('Site Inspection'),
            GroupId: integer(FORM_GROUP_IDS.inspections),
            FieldCount: integer(20),
            ProjectIds: eachLike(integer(PROJECT_IDS.officeRenovation)),
          }),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).formGroups(PROJECT_IDS.officeRenovation)).toMatchObject({
        ok: true,
        data: [{ GroupId: FORM_GROUP_IDS.inspections, Forms: [{ FormName: 'Site Inspection' }] }],
      });
    });
  });

  it("answers a project's figures", async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the summary figures of project 100')
      .withRequest({
        method: 'GET',
        path: '/api/project/summaries',
        query: { id: idText('Project', 'officeRenovation') },
        headers: getHeaders(MEMBER),
      })
      .willRespondWith({
        status: 200,
        body: eachLike({
          ProjectSummaryId: integer(PROJECT_SUMMARY_IDS.expenses),
          Name: string('Expense totals'),
          Figures: eachLike({
            GroupId: integer(GroupId),
            GroupName: string('Finance'),
            FieldDefinitionId: integer(F.total),
            FieldName: string('Total'),
            Function: integer(1),
            Value: number(475.5),
            Count: integer(1),
          }),
        }),
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, MEMBER).figures(PROJECT_IDS.officeRenovation)).toMatchObject({
        ok: true,
        data: [{ Name: 'Expense totals', Figures: [{ FieldName: 'Total', Value: 475.5, Count: 1 }] }],
      });
    });
  });
});
