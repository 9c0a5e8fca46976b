import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { FORM_GROUP_IDS, FORM_IDS } from '../../../fixtures/ids';
import { HttpFormsGateway } from '../../../src/adapters/http/forms-gateway.http';
import { anyNumberOf, form, otherForm, template } from './forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { integer, like, string } = MatchersV3;

const gateway = (url: string) => new HttpFormsGateway(httpClientFor(url, ADMIN).http);
const asAdmin = signedIn('admin');

describe('form calls', () => {
  it('reads a form with the other forms of its set and the field templates', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for form 200')
      .withRequest({
        method: 'GET',
        path: '/api/form',
        query: { id: idText('Form', 'demo') },
        headers: adminHeaders,
      })
      .willRespondWith({
        status: 200,
        body: {
          // The verbs the caller holds on the form (Read, Update, Delete, Move, Share for an administrator).
          form: like({ ...form(), Access: integer(31) }),
          otherFormsInSet: anyNumberOf(otherForm()),
          fieldDefinitionTemplates: anyNumberOf(template()),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).form(FORM_IDS.demo);
      expect(result).toMatchObject({
        ok: true,
        data: {
          form: {
            FormId: 200,
            FormName: 'Site Inspection',
            Fields: [{ FieldDefinitionId: 1, TypeId: 1 }],
            Options: { Ruler: 0 },
          },
          otherFormsInSet: [{ FormId: 201 }],
          fieldDefinitionTemplates: [{ TemplateId: 400, Field: { Name: 'Phone number' } }],
        },
      });
    });
  });

  it('answers 404 for an unknown form', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for form 9999, which does not exist')
      .withRequest({ method: 'GET', path: '/api/form', query: { id: '9999' }, headers: adminHeaders })
      .willRespondWith({ status: 404, body: { Message: string('The form does not exist.') } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).form(9999);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 404 } });
    });
  });

  it('creates a form', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to create the form "Daily Log" in group 20')
      .withRequest({
        method: 'POST',
        path: '/api/form/create',
        headers: adminPostHeaders,
        body: { FormName: 'Daily Log', GroupId: id('Group', 'inspections') },
      })
      .willRespondWith({ status: 200, body: like(form(203, 'Daily Log')) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).createForm({
        FormName: 'Daily Log',
        GroupId: FORM_GROUP_IDS.inspections,
      });
      expect(result).toMatchObject({
        ok: true,
        data: { FormId: 203, FormName: 'Daily Log', Rows: [{ Height: 50 }], Columns: [{ Width: 180 }] },
      });
    });
  });

  it('renames a form, moves it and links projects', async () => {
    const update = { FormId: 202, FormName: 'Expense Claim 2027', GroupId: 21, ProjectIds: [100, 102] };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to update form 202')
      .withRequest({
        method: 'POST',
        path: '/api/form/update',
        headers: adminPostHeaders,
        body: {
          ...update,
          FormId: id('Form', 'expense'),
          GroupId: id('Group', 'finance'),
          ProjectIds: [id('Project', 'officeRenovation'), id('Project', 'annualReport')],
        },
      })
      .willRespondWith({ status: 200, body: like(form(202, 'Expense Claim 2027')) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).updateForm(update);
      expect(result).toMatchObject({ ok: true, data: { FormId: 202, FormName: 'Expense Claim 2027' } });
    });
  });

  it('deletes a form', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to delete form 202')
      .withRequest({
        method: 'POST',
        path: '/api/form/delete',
        headers: adminPostHeaders,
        body: { FormId: id('Form', 'expense') },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).deleteForm(FORM_IDS.expense)).ok).toBe(true);
    });
  });
});
