import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  DEMO_FIELD_IDS,
  EXPENSE_FIELD_IDS,
  FORM_GROUP_IDS,
  FORM_IDS,
  INSTANCE_IDS,
  PROJECT_IDS,
} from '../../../fixtures/ids';
import { HttpFormInstanceGateway } from '../../../src/adapters/http/form-instance-gateway.http';
import type { FieldValueData } from '../../../src/domain/forms/form-instance.entity';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { field, options, row } from './forms-shapes';
import {
  ADMIN,
  MEMBER,
  adminHeaders,
  adminPostHeaders,
  getHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, number, string, boolean } = MatchersV3;

const instance = (instanceId = 300, formId = 200) => ({
  InstanceId: integer(instanceId),
  ProjectId: integer(100),
  ProjectName: string('Office Renovation'),
  Name: string('Site Inspection'),
  FormId: integer(formId),
  Columns: eachLike({ Width: number(180) }),
  Rows: eachLike(row(formId)),
  Options: options(),
  AccessMask: integer(0),
  IsReadOnly: boolean(false),
  Fields: eachLike(field(DEMO_FIELD_IDS.inspector, formId)),
});

const gateway = (url: string, uid = ADMIN) => new HttpFormInstanceGateway(httpClientFor(url, uid).http);
const asAdmin = signedIn('admin');
/** Every interaction here names demo records: their ids come from the provider's state (demo-ids.ts). */

describe('form instance calls', () => {
  it('reads a form instance with its values', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for form instance 300')
      .withRequest({
        method: 'GET',
        path: '/api/forminstance',
        query: { id: idText('Instance', 'demo') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(instance()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).get(INSTANCE_IDS.demo);
      expect(result).toMatchObject({
        ok: true,
        data: {
          InstanceId: 300,
          FormId: 200,
          IsReadOnly: false,
          Columns: [{ Width: 180 }],
          Fields: [{ FieldDefinitionId: 6, TypeId: 1 }],
        },
      });
    });
  });

  it('answers 403 for an instance the user may not read', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request by the member for form instance 302 of a project outside their teams')
      .withRequest({
        method: 'GET',
        path: '/api/forminstance',
        query: { id: idText('Instance', 'large') },
        headers: getHeaders(MEMBER),
      })
      .willRespondWith({
        status: 403,
        body: { Message: string('You do not have access to this form instance.') },
      });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, MEMBER);
      const result = await new HttpFormInstanceGateway(http).get(INSTANCE_IDS.large);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 403 } });
      expect(failures).toHaveLength(1); // the global catalogue opens /403
    });
  });

  it('saves form data and gets the saved instance back', async () => {
    const values: FieldValueData[] = [
      { FieldDefinitionId: DEMO_FIELD_IDS.inspector, Data: 'Alex Kim', OptionId: null },
      { FieldDefinitionId: DEMO_FIELD_IDS.weather, Data: null, OptionId: DEMO_FIELD_IDS.weather * 100 + 3 },
    ];
    const injected = [
      { FieldDefinitionId: id('DemoField', 'inspector'), Data: 'Alex Kim', OptionId: null },
      {
        FieldDefinitionId: id('DemoField', 'weather'),
        Data: null,
        OptionId: id('DemoOption', 'weatherRain'),
      },
    ];
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a save of form data of instance 300')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/SaveFormData',
        headers: adminPostHeaders,
        body: { InstanceId: id('Instance', 'demo'), FieldDefinitions: injected },
      })
      .willRespondWith({ status: 200, body: like(instance()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).save(INSTANCE_IDS.demo, values);
      expect(result).toMatchObject({
        ok: true,
        data: { InstanceId: 300, Fields: [{ FieldDefinitionId: 6 }] },
      });
    });
  });

  it('refuses to save a read-only instance', async () => {
    const values = [{ FieldDefinitionId: EXPENSE_FIELD_IDS.employee, Data: 'Sam Site', OptionId: null }];
    const injected = [
      { FieldDefinitionId: id('ExpenseField', 'employee'), Data: 'Sam Site', OptionId: null },
    ];
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a save of form data of the read-only instance 301')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/SaveFormData',
        headers: adminPostHeaders,
        body: { InstanceId: id('Instance', 'readOnly'), FieldDefinitions: injected },
      })
      .willRespondWith({ status: 403, body: { Message: string('This form instance is read-only.') } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).save(INSTANCE_IDS.readOnly, values);
      expect(result).toMatchObject({
        ok: false,
        failure: { kind: 'status', status: 403, payload: { Message: 'This form instance is read-only.' } },
      });
    });
  });

  it('refuses form data for a field the form does not have, with a message', async () => {
    // 9999 on purpose: an id no field of the form has.
    const values = [{ FieldDefinitionId: 9999, Data: 'x', OptionId: null }];
    const injected = values;
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a save of form data of instance 300 naming an unknown field')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/SaveFormData',
        headers: adminPostHeaders,
        body: { InstanceId: id('Instance', 'demo'), FieldDefinitions: injected },
      })
      .willRespondWith({ status: 400, body: { Message: string('Field 9999 is not a field of this form.') } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      const result = await new HttpFormInstanceGateway(http).save(INSTANCE_IDS.demo, values);
      expect(result).toEqual({
        ok: false,
        failure: {
          kind: 'status',
          status: 400,
          payload: { Message: 'Field 9999 is not a field of this form.' },
        },
      });
      expect(failures).toHaveLength(1); // shown by the global catalogue
    });
  });

  it('creates an instance of a form in a project', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for a new instance of form 202 in project 100')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/CloneForm',
        headers: adminPostHeaders,
        body: { ProjectId: id('Project', 'officeRenovation'), FormId: id('Form', 'expense') },
      })
      .willRespondWith({ status: 200, body: { InstanceId: integer(304) } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).cloneForm(PROJECT_IDS.officeRenovation, FORM_IDS.expense);
      expect(result).toEqual({ ok: true, status: 200, data: { InstanceId: 304 } });
    });
  });

  it('creates instances of every form of a group in a project', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for new instances of form group 20 in project 102')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/CloneFormGroup',
        headers: adminPostHeaders,
        body: { ProjectId: id('Project', 'annualReport'), GroupId: id('Group', 'inspections') },
      })
      .willRespondWith({ status: 200, body: { InstanceIds: eachLike(integer(304)) } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).cloneFormGroup(
        PROJECT_IDS.annualReport,
        FORM_GROUP_IDS.inspections,
      );
      expect(result).toEqual({ ok: true, status: 200, data: { InstanceIds: [304] } });
    });
  });

  it('reveals an encrypted value', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the clear value of the encrypted gate code of instance 300')
      .withRequest({
        method: 'POST',
        path: '/api/FormInstance/GetEncryptedFieldValue',
        headers: adminPostHeaders,
        body: { FormInstanceId: id('Instance', 'demo'), FieldDefinitionId: id('DemoField', 'gateCode') },
      })
      .willRespondWith({ status: 200, body: { Value: string('4417') } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).revealEncrypted(INSTANCE_IDS.demo, DEMO_FIELD_IDS.gateCode);
      expect(result).toEqual({ ok: true, status: 200, data: { Value: '4417' } });
    });
  });
});
