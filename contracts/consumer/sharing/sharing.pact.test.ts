import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_FIELD_IDS, FORM_IDS, INSTANCE_IDS } from '../../../fixtures/ids';
import { HttpFormSharesGateway } from '../../../src/adapters/http/form-shares-gateway.http';
import { HttpSharedFormGateway } from '../../../src/adapters/http/shared-form-gateway.http';
import { MEMBER_RECIPIENT } from '../../../src/domain/sharing/recipient-email';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { field, isoDate, options, row } from '../forms/forms-shapes';
import {
  ADMIN,
  NO_ONE_SIGNED_IN,
  adminHeaders,
  adminPostHeaders,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/**
 * The shared form page's six calls (reports and sharing spec §7) and the member's three (docs/api.md, "Sharing"). The
 * recipient has no session: their calls carry only ScopeId 0, and the share's hash, the code and the token come from
 * the provider's states. The code is chosen by the pact (`a code was sent for the share`), so no code ever leaves a
 * backend; in the browser and the e2e tests it arrives by e-mail.
 */
const RECIPIENT = 'guest@client.test';
const CODE = 'K7M3QX';
const EXAMPLE_HASH = 'ExampleShareHash0000000000000001';
const hash = () => fromState('Hash', EXAMPLE_HASH);
const token = () => fromState('Token', 'example-token');
const SHARE = ['a form share exists', { Email: RECIPIENT }] as const;
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const flags = (overrides: Record<string, boolean> = {}) => ({
  EmailMissmatch: boolean(false),
  TooManyRequests: boolean(false),
  InvalidCode: boolean(false),
  ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, boolean(v)])),
});
const sharedInstance = () => ({
  InstanceId: integer(INSTANCE_IDS.demo),
  ProjectId: integer(100),
  ProjectName: string('Office Renovation'),
  Name: string('Site Inspection'),
  FormId: integer(FORM_IDS.demo),
  Columns: eachLike({ Width: integer(180) }),
  Rows: eachLike(row()),
  Options: options(),
  AccessMask: integer(0),
  IsReadOnly: boolean(false),
  Fields: eachLike({ ...field(DEMO_FIELD_IDS.inspector), PermissionMask: integer(5) }),
});

const recipient = (url: string) => {
  const client = httpClientFor(url, null);
  return { gateway: new HttpSharedFormGateway(client.http), failures: client.failures };
};

describe('the shared form page (recipient, no session)', () => {
  it('asks whether a share is valid', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a check that a form share is valid')
      .withRequest({
        method: 'GET',
        path: '/api/shareforminstance/IsFormShareValid',
        query: { hash: hash() },
        headers: anonymousGet,
      })
      .willRespondWith({ status: 200, body: { IsValid: boolean(true) } });
    await pact.executeTest(async (server) => {
      expect(await recipient(server.url).gateway.isValid(EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: { IsValid: true },
      });
    });
  });

  it('is told that a hash opens no share', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .uponReceiving('a check of a hash that opens no share')
      .withRequest({
        method: 'GET',
        path: '/api/shareforminstance/IsFormShareValid',
        query: { hash: 'NoSuchShare00000000000000000000x' },
        headers: anonymousGet,
      })
      .willRespondWith({ status: 200, body: { IsValid: false } });
    await pact.executeTest(async (server) => {
      expect(await recipient(server.url).gateway.isValid('NoSuchShare00000000000000000000x')).toMatchObject({
        ok: true,
        data: { IsValid: false },
      });
    });
  });

  it('reads the workspace details for the header', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a request for the workspace details of a share')
      .withRequest({
        method: 'GET',
        path: '/api/shareforminstance/GetWorkspaceDetails',
        query: { hash: hash() },
        headers: anonymousGet,
      })
      .willRespondWith({
        status: 200,
        body: {
          HasActiveLogo: boolean(true),
          WorkspaceName: string('Demo Workspace'),
          FormName: string('Site Inspection'),
          Logo: regex(
            /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/,
            'data:image/png;base64,iVBORw0KGgo=',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await recipient(server.url).gateway.workspaceDetails(EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: { HasActiveLogo: true, FormName: 'Site Inspection' },
      });
    });
  });

  it('asks for a code to be e-mailed', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a request to e-mail a code to the address of the share')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/sendcode',
        headers: anonymousPost,
        body: { email: RECIPIENT, hash: hash() },
      })
      .willRespondWith({
        status: 200,
        body: { ...flags(), CodeValidSeconds: integer(600), NewCodeInSeconds: integer(60) },
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = recipient(server.url);
      expect(await gateway.sendCode(RECIPIENT, EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: { EmailMissmatch: false, CodeValidSeconds: 600 },
      });
      expect(failures).toEqual([]);
    });
  });

  it('is asked for the code already sent when a new one must wait (a reload within the minute: issue 32 #14)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given('a code was sent for the share', { Email: RECIPIENT, Code: CODE })
      .uponReceiving('a request for a code while the code sent a moment ago is still valid')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/sendcode',
        headers: anonymousPost,
        body: { email: RECIPIENT, hash: hash() },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...flags(),
          CodeValidSeconds: integer(600),
          NewCodeInSeconds: integer(60),
          CodeAlreadySent: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = recipient(server.url);
      expect(await gateway.sendCode(RECIPIENT, EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: { TooManyRequests: false, CodeAlreadySent: true, CodeValidSeconds: 600 },
      });
      expect(failures).toEqual([]);
    });
  });

  it('is told the address is not the one the share expects (EmailMissmatch)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a request for a code for another address than the share expects')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/sendcode',
        headers: anonymousPost,
        body: { email: 'someone.else@client.test', hash: hash() },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...flags({ EmailMissmatch: true }),
          CodeValidSeconds: integer(0),
          NewCodeInSeconds: integer(0),
        },
      });
    await pact.executeTest(async (server) => {
      expect(
        await recipient(server.url).gateway.sendCode('someone.else@client.test', EXAMPLE_HASH),
      ).toMatchObject({ ok: true, data: { EmailMissmatch: true } });
    });
  });

  it('is told too many codes were asked for (TooManyRequests)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given('the share has sent all the codes it may for now', { Email: RECIPIENT })
      .uponReceiving('a request for a code after the codes the share may send')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/sendcode',
        headers: anonymousPost,
        body: { email: RECIPIENT, hash: hash() },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...flags({ TooManyRequests: true }),
          CodeValidSeconds: integer(0),
          NewCodeInSeconds: integer(90),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await recipient(server.url).gateway.sendCode(RECIPIENT, EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: { TooManyRequests: true },
      });
    });
  });

  it('opens the instance with the right code and gets a token', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given('a code was sent for the share', { Email: RECIPIENT, Code: CODE })
      .uponReceiving('the code e-mailed for the share')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/getinstance',
        headers: anonymousPost,
        body: { email: RECIPIENT, code: CODE, hash: hash() },
      })
      .willRespondWith({
        status: 200,
        body: { ...flags(), Token: string('a-token'), FormInstance: like(sharedInstance()) },
      });
    await pact.executeTest(async (server) => {
      expect(await recipient(server.url).gateway.getInstance(RECIPIENT, CODE, EXAMPLE_HASH)).toMatchObject({
        ok: true,
        data: {
          Token: 'a-token',
          FormInstance: { InstanceId: INSTANCE_IDS.demo, Fields: [{ PermissionMask: 5 }] },
        },
      });
    });
  });

  it('is told a code is wrong (InvalidCode)', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given('a code was sent for the share', { Email: RECIPIENT, Code: CODE })
      .uponReceiving('a wrong code for the share')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/getinstance',
        headers: anonymousPost,
        body: { email: RECIPIENT, code: 'ABCDEF', hash: hash() },
      })
      .willRespondWith({ status: 200, body: flags({ InvalidCode: true }) });
    await pact.executeTest(async (server) => {
      const result = await recipient(server.url).gateway.getInstance(RECIPIENT, 'ABCDEF', EXAMPLE_HASH);
      expect(result).toMatchObject({ ok: true, data: { InvalidCode: true } });
      expect(result.ok && result.data.Token).toBeFalsy();
    });
  });

  it('saves the form with the token', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given(DEMO_DATA)
      .given('the recipient holds a token for the share', { Email: RECIPIENT })
      .uponReceiving('a save of the shared form with its token')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/SaveInstance',
        headers: anonymousPost,
        body: {
          email: RECIPIENT,
          FieldDefinitions: [
            { FieldDefinitionId: id('DemoField', 'inspector'), Data: 'Client Name', OptionId: null },
          ],
          hash: hash(),
          token: token(),
          saveId: regex(/^[A-Za-z0-9-]{1,100}$/, 'a5b6c7d8-0000-4000-8000-000000000001'),
        },
      })
      .willRespondWith({ status: 200, body: { FormInstance: like(sharedInstance()) } });
    await pact.executeTest(async (server) => {
      const access = { email: RECIPIENT, hash: EXAMPLE_HASH, token: 'example-token' };
      const result = await recipient(server.url).gateway.save(
        access,
        [{ FieldDefinitionId: DEMO_FIELD_IDS.inspector, Data: 'Client Name', OptionId: null }],
        'a5b6c7d8-0000-4000-8000-000000000001',
      );
      expect(result).toMatchObject({ ok: true, data: { FormInstance: { InstanceId: INSTANCE_IDS.demo } } });
    });
  });

  it('is refused a save with a token that opens nothing any more', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .uponReceiving('a save of the shared form with an ended token')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/SaveInstance',
        headers: anonymousPost,
        body: {
          email: RECIPIENT,
          FieldDefinitions: [],
          hash: hash(),
          token: 'ended-token',
          saveId: 'retry-1',
        },
      })
      .willRespondWith({
        status: 401,
        body: {
          Message: string('Your access to this form has ended. Please verify your e-mail address again.'),
        },
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = recipient(server.url);
      const result = await gateway.save(
        { email: RECIPIENT, hash: EXAMPLE_HASH, token: 'ended-token' },
        [],
        'retry-1',
      );
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 401 } });
      expect(failures).toEqual([]); // the page handles it: never the sign-in page of the error catalogue
    });
  });

  it('reveals an encrypted value with the token', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(...SHARE)
      .given(DEMO_DATA)
      .given('the recipient holds a token for the share', { Email: RECIPIENT })
      .uponReceiving('a request for an encrypted value of the shared form with its token')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/GetEncryptedFieldValue',
        headers: anonymousPost,
        body: {
          email: RECIPIENT,
          hash: hash(),
          token: token(),
          fieldDefinitionId: id('DemoField', 'ownerSsn'),
        },
      })
      .willRespondWith({ status: 200, body: { Value: string('123-45-6789') } });
    await pact.executeTest(async (server) => {
      const access = { email: RECIPIENT, hash: EXAMPLE_HASH, token: 'example-token' };
      expect(
        await recipient(server.url).gateway.revealEncrypted(access, DEMO_FIELD_IDS.ownerSsn),
      ).toMatchObject({ ok: true, data: { Value: '123-45-6789' } });
    });
  });
});

describe('the sharing page (member)', () => {
  const memberClient = (url: string) => {
    const client = httpClientFor(url, ADMIN);
    return { gateway: new HttpFormSharesGateway(client.http, client.events), failures: client.failures };
  };
  const member = (url: string) => memberClient(url).gateway;
  const share = () => ({
    ShareId: integer(600),
    FormId: integer(FORM_IDS.demo),
    InstanceId: integer(INSTANCE_IDS.demo),
    InstanceName: string('Site Inspection'),
    ProjectName: string('Office Renovation'),
    Email: string(RECIPIENT),
    Hash: regex(/^[A-Za-z0-9_-]{32}$/, EXAMPLE_HASH),
    CreatorName: string('Ada Admin'),
    CreatedOn: isoDate('2024-04-03T09:00:00.000Z'),
    FilledOn: null,
    Locked: boolean(false),
  });

  it('lists what may be shared and the active shares of a form', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .given(...SHARE)
      .uponReceiving('a request for the sharing of form 200')
      .withRequest({
        method: 'GET',
        path: '/api/shareforminstance/GetShareOptions',
        query: { formId: idText('Form', 'demo') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          FormId: integer(FORM_IDS.demo),
          FormName: string('Site Inspection'),
          Instances: eachLike({
            InstanceId: integer(INSTANCE_IDS.demo),
            Name: string('Site Inspection'),
            ProjectName: string('Office Renovation'),
          }),
          Shares: eachLike(share()),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).options(FORM_IDS.demo)).toMatchObject({
        ok: true,
        data: { FormName: 'Site Inspection', Shares: [{ Email: RECIPIENT }] },
      });
    });
  });

  it('shares an instance with an e-mail address', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving('a share of instance 300 with an outside address')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/create',
        headers: adminPostHeaders,
        body: { FormId: id('Form', 'demo'), InstanceId: id('Instance', 'demo'), Email: RECIPIENT },
      })
      .willRespondWith({ status: 200, body: like(share()) });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).share(FORM_IDS.demo, INSTANCE_IDS.demo, RECIPIENT)).toMatchObject({
        ok: true,
        data: { Email: RECIPIENT, FilledOn: null },
      });
    });
  });

  it("is refused a workspace member's address, at the field (issue 32 #14)", async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving("a share of instance 300 with a workspace member's address")
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/create',
        headers: adminPostHeaders,
        body: { FormId: id('Form', 'demo'), InstanceId: id('Instance', 'demo'), Email: 'field@demo.test' },
      })
      .willRespondWith({ status: 400, body: { Message: regex(/^Email: .+/, `Email: ${MEMBER_RECIPIENT}`) } });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = memberClient(server.url);
      expect(await gateway.share(FORM_IDS.demo, INSTANCE_IDS.demo, 'field@demo.test')).toMatchObject({
        ok: false,
        failure: { kind: 'status', status: 400, payload: { Message: `Email: ${MEMBER_RECIPIENT}` } },
      });
      // Shown at the field, not by the global error catalogue.
      expect(failures).toEqual([]);
    });
  });

  it('revokes a share', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(...SHARE)
      .uponReceiving('a revocation of a share')
      .withRequest({
        method: 'POST',
        path: '/api/shareforminstance/delete',
        headers: adminPostHeaders,
        body: { ShareId: fromState('ShareId', 600) },
      })
      .willRespondWith({ status: 200, body: {} });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).revoke(600)).toMatchObject({ ok: true });
    });
  });
});
