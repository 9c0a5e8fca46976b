import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_FIELD_IDS, FORM_IDS, INSTANCE_IDS } from '../../../fixtures/ids';
import { HttpDirectInstanceGateway } from '../../../src/adapters/http/direct-instance-gateway.http';
import { HttpFormSharesGateway } from '../../../src/adapters/http/form-shares-gateway.http';
import { DEMO_DATA, id } from '../demo-ids';
import { field, isoDate, options, row } from '../forms/forms-shapes';
import {
  ADMIN,
  NO_ONE_SIGNED_IN,
  adminPostHeaders,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/**
 * A form instance by direct link, `/direct/{Hash}/{InstanceId}` (issue 35; docs/sharing.md "An instance by direct
 * link"): anyone holding the link, no session. The share's hash comes from the provider's state.
 */
const RECIPIENT = 'viewer@client.test';
const EXAMPLE_HASH = 'ExampleShareHash0000000000000002';
const SHARE = ['a form share exists', { Email: RECIPIENT }] as const;
const VIEWABLE = ['the share may be viewed by link', { Email: RECIPIENT }] as const;
const anonymousGet = { ScopeId: '0' };
const query = { hash: fromState('Hash', EXAMPLE_HASH), instanceId: String(INSTANCE_IDS.demo) };
const readOnlyInstance = () => ({
  InstanceId: integer(INSTANCE_IDS.demo),
  ProjectId: integer(100),
  ProjectName: string('Office Renovation'),
  Name: string('Site Inspection'),
  FormId: integer(FORM_IDS.demo),
  Columns: eachLike({ Width: integer(180) }),
  Rows: eachLike(row()),
  Options: options(),
  AccessMask: integer(0),
  IsReadOnly: true,
  Fields: eachLike({ ...field(DEMO_FIELD_IDS.inspector), PermissionMask: integer(5) }),
});
const gateway = (url: string) => new HttpDirectInstanceGateway(httpClientFor(url, null).http);

describe('a form instance by direct link', () => {
  it('is sent to the one-time-code page when the share asks for e-mail proof', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a direct link to an instance whose share asks for a code')
      .withRequest({ method: 'GET', path: '/api/shareforminstance/direct', query, headers: anonymousGet })
      .willRespondWith({ status: 200, body: { Access: 'Code', Hash: string(EXAMPLE_HASH) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).open(EXAMPLE_HASH, INSTANCE_IDS.demo)).toMatchObject({
        ok: true,
        data: { Access: 'Code' },
      });
    });
  });

  it('shows the instance read-only when the share may be viewed by link', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given(...VIEWABLE)
      .uponReceiving('a direct link to an instance whose share may be viewed by link')
      .withRequest({ method: 'GET', path: '/api/shareforminstance/direct', query, headers: anonymousGet })
      .willRespondWith({
        status: 200,
        body: {
          Access: 'View',
          Hash: string(EXAMPLE_HASH),
          HasActiveLogo: boolean(true),
          WorkspaceName: string('Demo Workspace'),
          FormName: string('Site Inspection'),
          Logo: regex(
            /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/,
            'data:image/png;base64,iVBORw0KGgo=',
          ),
          FormInstance: like(readOnlyInstance()),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).open(EXAMPLE_HASH, INSTANCE_IDS.demo)).toMatchObject({
        ok: true,
        data: { Access: 'View', FormInstance: { InstanceId: INSTANCE_IDS.demo, IsReadOnly: true } },
      });
    });
  });

  it('shares an instance so that anyone with the link may view it', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a share of instance 300 that may be viewed by link')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/create',
        headers: adminPostHeaders,
        body: {
          FormId: id('Form', 'demo'),
          InstanceId: id('Instance', 'demo'),
          Email: RECIPIENT,
          ViewByLink: true,
        },
      })
      .willRespondWith({
        status: 200,
        body: like({
          ShareId: integer(1),
          FormId: integer(FORM_IDS.demo),
          InstanceId: integer(INSTANCE_IDS.demo),
          InstanceName: string('Site Inspection'),
          ProjectName: string('Office Renovation'),
          Email: string(RECIPIENT),
          Hash: string(EXAMPLE_HASH),
          CreatorName: string('Ada Admin'),
          CreatedOn: isoDate('2026-01-15T09:00:00.000Z'),
          FilledOn: null,
          Locked: boolean(false),
          ViewByLink: true,
        }),
      });
    await pact.executeTest(async (server) => {
      const client = httpClientFor(server.url, ADMIN);
      const shares = new HttpFormSharesGateway(client.http, client.events);
      expect(await shares.share(FORM_IDS.demo, INSTANCE_IDS.demo, RECIPIENT, true)).toMatchObject({
        ok: true,
        data: { ViewByLink: true },
      });
    });
  });
});
