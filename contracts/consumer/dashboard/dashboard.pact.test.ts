import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { INSTANCE_IDS, TASK_IDS } from '../../../fixtures/ids';
import { HttpDashboardGateway } from '../../../src/adapters/http/dashboard-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';

const { atLeastLike, eachLike, integer, regex, string } = MatchersV3;

const ISO_DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const gateway = (url: string) => new HttpDashboardGateway(httpClientFor(url, MEMBER).http);

describe('dashboard calls (issue 35)', () => {
  it("reads the member's dashboard summary", async () => {
    // The lists may be empty on the day the provider is verified (the demo's dates are fixed): at least 0 of each.
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving("the member's dashboard summary")
      .withRequest({ method: 'GET', path: '/api/dashboard/summary', headers: getHeaders(MEMBER) })
      .willRespondWith({
        status: 200,
        body: {
          Today: regex(ISO_DAY, '2026-11-30'),
          TimeZone: string('America/Los_Angeles'),
          Tasks: eachLike({
            Kind: regex('^(overdue|today|week)$', 'overdue'),
            Count: integer(2),
            Items: atLeastLike(
              {
                TaskId: integer(TASK_IDS.orderTiles),
                Title: string('Order floor tiles for level 2'),
                DueDate: regex(ISO_DAY, '2026-12-04'),
                ProjectName: string('Office Renovation'),
              },
              0,
              1,
            ),
          }),
          InstanceCount: integer(2),
          Instances: atLeastLike(
            {
              InstanceId: integer(INSTANCE_IDS.expense),
              Name: string('Expense Claim'),
              ProjectName: string('Annual Report'),
              UpdatedOn: string('2024-04-05T17:45:00.000Z'),
            },
            0,
            1,
          ),
          DeliveryCount: integer(0),
          Deliveries: [],
          ProjectCount: integer(3),
          Projects: eachLike({ Status: integer(0), Label: string('Active'), Count: integer(2) }),
          CompletedWeeks: eachLike({ WeekStart: regex(ISO_DAY, '2026-11-23'), Count: integer(1) }),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).summary();
      expect(result).toMatchObject({
        ok: true,
        data: {
          TimeZone: 'America/Los_Angeles',
          Tasks: [{ Kind: 'overdue', Items: [{ TaskId: TASK_IDS.orderTiles }] }],
          Instances: [{ InstanceId: INSTANCE_IDS.expense }],
          Deliveries: [],
        },
      });
    });
  });
});
