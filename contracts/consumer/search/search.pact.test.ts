import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { TASK_IDS } from '../../../fixtures/ids';
import { HttpSearchGateway } from '../../../src/adapters/http/search-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';

const { eachLike, integer, number, string } = MatchersV3;

const memberGet = getHeaders(MEMBER);
const gateway = (url: string) => new HttpSearchGateway(httpClientFor(url, MEMBER).http);

describe('search calls (issue 35)', () => {
  it('searches what the member may read, grouped by kind', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a search for tiles by the member')
      .withRequest({
        method: 'GET',
        path: '/api/search',
        headers: memberGet,
        query: { q: 'tiles', limit: '10' },
      })
      .willRespondWith({
        status: 200,
        body: {
          Query: string('tiles'),
          Total: integer(1),
          Groups: eachLike({
            Kind: string('task'),
            Count: integer(1),
            Hits: eachLike({
              Kind: string('task'),
              Id: integer(TASK_IDS.orderTiles),
              Title: string('Order floor tiles for level 2'),
              Snippet: string(''),
              Terms: eachLike('tiles'),
              Path: string(`/task/list?task=${TASK_IDS.orderTiles}`),
              Score: number(12.5),
            }),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).search('tiles', 10);
      expect(result).toMatchObject({
        ok: true,
        data: {
          Query: 'tiles',
          Groups: [
            {
              Kind: 'task',
              Hits: [{ Id: TASK_IDS.orderTiles, Path: `/task/list?task=${TASK_IDS.orderTiles}` }],
            },
          ],
        },
      });
    });
  });

  it('answers no groups when nothing matches', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a search that matches nothing')
      .withRequest({
        method: 'GET',
        path: '/api/search',
        headers: memberGet,
        query: { q: 'zzqxw', limit: '10' },
      })
      .willRespondWith({ status: 200, body: { Query: 'zzqxw', Total: 0, Groups: [] } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).search('zzqxw', 10);
      expect(result).toEqual({ ok: true, status: 200, data: { Query: 'zzqxw', Total: 0, Groups: [] } });
    });
  });
});
