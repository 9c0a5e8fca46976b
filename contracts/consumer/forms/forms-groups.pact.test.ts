import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { FORM_GROUP_IDS } from '../../../fixtures/ids';
import { HttpFormsGateway } from '../../../src/adapters/http/forms-gateway.http';
import { formGroup } from './forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  fromState,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string } = MatchersV3;

const gateway = (url: string) => new HttpFormsGateway(httpClientFor(url, ADMIN).http);
const asAdmin = signedIn('admin');

describe('form group calls', () => {
  it('lists the form groups with their forms', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the form list')
      .withRequest({ method: 'GET', path: '/api/form/list', headers: adminHeaders })
      .willRespondWith({ status: 200, body: eachLike(formGroup()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).list();
      expect(result).toEqual({
        ok: true,
        status: 200,
        data: [
          {
            GroupId: 20,
            Name: 'Inspections',
            Forms: [
              {
                FormId: 200,
                FormName: 'Site Inspection',
                GroupId: 20,
                FieldCount: 12,
                ProjectIds: [100],
                Access: 31,
              },
            ],
          },
        ],
      });
    });
  });

  it('reads one form group', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for form group 20')
      .withRequest({
        method: 'GET',
        path: '/api/formgroup',
        query: { id: idText('Group', 'inspections') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(formGroup()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).group(FORM_GROUP_IDS.inspections);
      expect(result).toMatchObject({
        ok: true,
        data: { GroupId: 20, Name: 'Inspections', Forms: [{ FormId: 200 }] },
      });
    });
  });

  it('creates a form group', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to create the form group "Audits"')
      .withRequest({
        method: 'POST',
        path: '/api/formgroup/create',
        headers: adminPostHeaders,
        body: { Name: 'Audits' },
      })
      .willRespondWith({
        status: 200,
        body: like({ GroupId: integer(22), Name: string('Audits'), Forms: [] }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).createGroup('Audits');
      expect(result).toEqual({ ok: true, status: 200, data: { GroupId: 22, Name: 'Audits', Forms: [] } });
    });
  });

  it('renames a form group', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to rename form group 21')
      .withRequest({
        method: 'POST',
        path: '/api/formgroup/update',
        headers: adminPostHeaders,
        body: { GroupId: id('Group', 'finance'), Name: 'Finance and Expenses' },
      })
      .willRespondWith({
        status: 200,
        body: like({ ...formGroup(), GroupId: integer(21), Name: string('Finance and Expenses') }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).renameGroup(FORM_GROUP_IDS.finance, 'Finance and Expenses');
      expect(result).toMatchObject({ ok: true, data: { GroupId: 21, Name: 'Finance and Expenses' } });
    });
  });

  it('refuses to delete a form group that holds forms', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to delete form group 21, which holds forms')
      .withRequest({
        method: 'POST',
        path: '/api/formgroup/delete',
        headers: adminPostHeaders,
        body: { GroupId: id('Group', 'finance') },
      })
      .willRespondWith({
        status: 400,
        body: { Message: string('Move or delete the forms of this group first.') },
      });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      const result = await new HttpFormsGateway(http).deleteGroup(FORM_GROUP_IDS.finance);
      expect(result).toEqual({
        ok: false,
        failure: {
          kind: 'status',
          status: 400,
          payload: { Message: 'Move or delete the forms of this group first.' },
        },
      });
      expect(failures).toHaveLength(1); // the global catalogue shows the message
    });
  });

  it('deletes an empty form group', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given('an empty form group exists', { Name: 'Audits' })
      .uponReceiving('a request to delete the empty form group 22')
      .withRequest({
        method: 'POST',
        path: '/api/formgroup/delete',
        headers: adminPostHeaders,
        body: { GroupId: fromState('GroupId', 22) },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).deleteGroup(22)).ok).toBe(true);
    });
  });
});
