import { describe, expect, it } from 'vitest';
import { HttpFormInstanceGateway } from '../../adapters/http/form-instance-gateway.http';
import { HttpFormsGateway } from '../../adapters/http/forms-gateway.http';
import { matchRoute } from '../../domain/routing/route-matcher';
import type { HttpClient, Query } from '../../ports/http-client.port';
import { FakeRequestPrefetch } from '../testing/fakes';
import { PrefetchRouteData } from './prefetch-route-data.use-case';

/** What a gateway asks the HTTP client for. */
function recordingClient() {
  const gets: Array<{ path: string; query?: Query }> = [];
  const client = {
    get: (path: string, _parse: unknown, query?: Query) => {
      gets.push(query ? { path, query } : { path });
      return Promise.resolve({ ok: false, failure: { kind: 'aborted' } });
    },
  } as unknown as HttpClient;
  return { client, gets };
}

function prefetched(path: string) {
  const requests = new FakeRequestPrefetch();
  const match = matchRoute(path);
  if (!match) throw new Error(`${path} matches no route`);
  new PrefetchRouteData(requests).run(match);
  return requests.started;
}

describe('PrefetchRouteData', () => {
  it('starts exactly the call the instance page makes through its gateway', async () => {
    const { client, gets } = recordingClient();
    await new HttpFormInstanceGateway(client).get(302);
    expect(prefetched('/forminstance/302')).toEqual(gets);
  });

  it('starts exactly the call the designer makes for its form', async () => {
    const { client, gets } = recordingClient();
    await new HttpFormsGateway(client).form(201);
    expect(prefetched('/setup/form/manage/201')).toEqual(gets);
  });

  it('starts exactly the call the form list makes', async () => {
    const { client, gets } = recordingClient();
    await new HttpFormsGateway(client).list();
    expect(prefetched('/form/list')).toEqual(gets);
  });

  it('starts nothing for an id that is not one, nor for pages without a first call', () => {
    expect(prefetched('/forminstance/abc')).toEqual([]);
    expect(prefetched('/forminstance/0')).toEqual([]);
    expect(prefetched('/notifications')).toEqual([]);
  });
});
