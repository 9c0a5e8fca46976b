import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id, idText } from '../demo-ids';
import { DEMO_FIELD_IDS, EXPENSE_FIELD_IDS, ROLE_IDS, TEMPLATE_IDS } from '../../../fixtures/ids';
import { HttpFieldSetupGateway } from '../../../src/adapters/http/field-setup-gateway.http';
import { noRestrictions } from '../../../src/domain/forms/form-permissions.entity';
import { FieldType, type FieldValidation } from '../../../src/domain/forms/form.entity';
import { permissions, template } from './forms-shapes';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, like, string } = MatchersV3;

const gateway = (url: string) => new HttpFieldSetupGateway(httpClientFor(url, ADMIN).http);
const asAdmin = signedIn('admin');

describe('field setup calls: permissions and validations', () => {
  it('reads the permissions of a field', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the permissions of field 103')
      .withRequest({
        method: 'GET',
        path: '/api/fieldsetup/GetPermissions',
        query: { entityId: idText('ExpenseField', 'employee') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(permissions()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).permissions(EXPENSE_FIELD_IDS.employee);
      expect(result).toMatchObject({
        ok: true,
        data: { Restrictions: true, ExclusionView: { RolesDefined: [{ roleId: 101 }] } },
      });
    });
  });

  it('restricts the view of a field to a role', async () => {
    const restricted = {
      ...noRestrictions(),
      Restrictions: true,
      RestrictedView: true,
      ExclusionView: { RolesDefined: [{ roleId: ROLE_IDS.auditor, RoleName: 'Auditor' }], UsersDefined: [] },
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request to restrict the view of field 103')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/SetPermissions',
        headers: adminPostHeaders,
        body: {
          EntityId: id('ExpenseField', 'employee'),
          ...restricted,
          ExclusionView: {
            ...restricted.ExclusionView,
            RolesDefined: [{ roleId: id('Role', 'auditor'), RoleName: 'Auditor' }],
          },
        },
      })
      .willRespondWith({ status: 200, body: like(permissions()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).setPermissions(EXPENSE_FIELD_IDS.employee, restricted);
      expect(result).toMatchObject({ ok: true, data: { Restrictions: true } });
    });
  });

  const validationShape = () => ({
    ErrorMessage: string('Hours on site must be less than 24.'),
    FieldValidationGroups: eachLike({
      Order: integer(1),
      FieldValidationConditions: eachLike({
        Order: integer(1),
        OperatorTypeId: integer(1),
        OperatorId: integer(6),
      }),
    }),
  });

  it('reads the conditional validation of a field', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the conditional validation of field 46')
      .withRequest({
        method: 'GET',
        path: '/api/fieldsetup/GetValidations',
        query: { fieldDefinitionId: idText('DemoField', 'hoursOnSite') },
        headers: adminHeaders,
      })
      .willRespondWith({ status: 200, body: like(validationShape()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).validations(DEMO_FIELD_IDS.hoursOnSite);
      expect(result).toMatchObject({
        ok: true,
        data: {
          ErrorMessage: 'Hours on site must be less than 24.',
          FieldValidationGroups: [{ FieldValidationConditions: [{ OperatorId: 6 }] }],
        },
      });
    });
  });

  it('sets the conditional validation of a field', async () => {
    const validation: FieldValidation = {
      ErrorMessage: 'Hours on site must be less than 12.',
      FieldValidationGroups: [
        {
          Order: 1,
          FieldValidationConditions: [
            {
              SourceFieldDefinitionId: null,
              Order: 1,
              OperatorTypeId: 1,
              OperatorId: 6,
              CompareToConstant: '12',
              CompareToOptionId: null,
              CompareToFieldDefinitionId: null,
            },
          ],
        },
      ],
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new conditional validation of field 46')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/SetValidations',
        headers: adminPostHeaders,
        body: { FieldDefinitionId: id('DemoField', 'hoursOnSite'), FieldValidation: validation },
      })
      .willRespondWith({ status: 200, body: like(validationShape()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).setValidations(DEMO_FIELD_IDS.hoursOnSite, validation);
      expect(result).toMatchObject({ ok: true, data: { FieldValidationGroups: [{ Order: 1 }] } });
    });
  });
});

describe('field setup calls: templates', () => {
  it('lists the field templates of the user', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a request for the field templates')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/GetTemplates',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200, body: eachLike(template()) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).templates();
      expect(result).toMatchObject({
        ok: true,
        data: [{ TemplateId: 400, Name: 'Phone number', Field: { TypeId: 1, Name: 'Phone number' } }],
      });
    });
  });

  it('updates a field template', async () => {
    const renamed = {
      TemplateId: TEMPLATE_IDS.phone,
      Name: 'Office phone',
      Field: {
        FieldDefinitionId: 0,
        FormId: 0,
        TypeId: FieldType.TextBox,
        Name: 'Office phone',
        Sequence: 0,
        ColSpan: 1,
        MaskType: 3 as const,
      },
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('an update of field template 400')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/UpdateTemplate',
        headers: adminPostHeaders,
        body: { ...renamed, TemplateId: id('Template', 'phone') },
      })
      .willRespondWith({ status: 200, body: like({ ...template(), Name: string('Office phone') }) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).updateTemplate(renamed);
      expect(result).toMatchObject({ ok: true, data: { TemplateId: 400, Name: 'Office phone' } });
    });
  });

  it('refuses an invalid field template with the message of the specification', async () => {
    const unknown = {
      TemplateId: 9999,
      Name: 'Gone',
      Field: {
        FieldDefinitionId: 0,
        FormId: 0,
        TypeId: FieldType.TextBox,
        Name: 'Gone',
        Sequence: 0,
        ColSpan: 1,
      },
    };
    const message = 'Field template is invalid. Please refresh the page and try again.';
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('an update of field template 9999, which does not exist')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/UpdateTemplate',
        headers: adminPostHeaders,
        body: unknown,
      })
      .willRespondWith({ status: 400, body: { Message: message } });
    await pact.executeTest(async (server) => {
      const { http, failures } = httpClientFor(server.url, ADMIN);
      const result = await new HttpFieldSetupGateway(http).updateTemplate(unknown);
      expect(result).toEqual({
        ok: false,
        failure: { kind: 'status', status: 400, payload: { Message: message } },
      });
      expect(failures).toHaveLength(1); // the global catalogue shows the message as an error toast
    });
  });

  it('deletes a field template', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a deletion of field template 401')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/DeleteTemplate',
        query: { id: idText('Template', 'total') },
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).deleteTemplate(TEMPLATE_IDS.total)).ok).toBe(true);
    });
  });
});
