import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, id } from '../demo-ids';
import { expenseClaim } from '../../../fixtures/forms/expense-claim';
import { EXPENSE_FIELD_IDS, FORM_IDS } from '../../../fixtures/ids';
import { HttpFieldSetupGateway } from '../../../src/adapters/http/field-setup-gateway.http';
import { FieldType, type FieldDefinition } from '../../../src/domain/forms/form.entity';
import { anyNumberOf, field, form, otherForm } from './forms-shapes';
import { ADMIN, adminPostHeaders, gridworkPact, httpClientFor, signedIn } from '../pact-support';

const { like, string, boolean, integer, eachLike } = MatchersV3;

const gateway = (url: string) => new HttpFieldSetupGateway(httpClientFor(url, ADMIN).http);
const asAdmin = signedIn('admin');

const fieldChange = (fieldId: number | null, extra: object = {}) => ({
  field: fieldId === null ? null : like({ ...field(fieldId, FORM_IDS.expense), ...extra }),
  form: like(form(FORM_IDS.expense, 'Expense Claim')),
  otherFormsInSet: anyNumberOf(otherForm()),
  update: boolean(true),
});
const rowColumnChange = () => ({
  form: like(form(FORM_IDS.expense, 'Expense Claim')),
  Errors: anyNumberOf(string('x')),
});
const employee = (): FieldDefinition =>
  structuredClone(expenseClaim.Fields.find((f) => f.FieldDefinitionId === EXPENSE_FIELD_IDS.employee)!);

/** A new field (no id yet) at the end of form 202, asking for number 112 (the highest there is 111). */
const newAtEnd = (
  kind: Pick<FieldDefinition, 'TypeId' | 'Name'> & Partial<FieldDefinition>,
): FieldDefinition => ({
  FieldDefinitionId: 0,
  FieldNumber: 112,
  FormId: FORM_IDS.expense,
  Sequence: 12,
  ColSpan: 1,
  ShowFieldName: true,
  DataTypeId: 1,
  ValidationPatternType: 0,
  FormattingType: 0,
  MaskType: 0,
  ...kind,
});

describe('field setup calls: fields', () => {
  it('saves a new field, with its number in the form (F112: the highest of form 202 is 111)', async () => {
    const notes = newAtEnd({ TypeId: FieldType.TextBox, Name: 'Notes' });
    const { FieldDefinitionId: _new, ...body } = notes;
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new text box "Notes" at the end of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/create',
        headers: adminPostHeaders,
        body: { Field: { ...body, FormId: id('Form', 'expense') }, SaveAsTemplate: false },
      })
      .willRespondWith({ status: 200, body: fieldChange(112, { FieldNumber: integer(112) }) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).create(notes, false);
      expect(result).toMatchObject({
        ok: true,
        data: { field: { FieldDefinitionId: 112, FieldNumber: 112 }, form: { FormId: 202 }, update: true },
      });
    });
  });

  it('saves a new select with options not saved yet (OptionId 0: the server numbers them)', async () => {
    const priority = newAtEnd({
      TypeId: FieldType.Select,
      Name: 'Priority',
      // As the designer's option editor makes them: temporary negative ids until the server gives theirs.
      OptionsList: [
        { OptionId: -1, Name: 'Low', Order: 1 },
        { OptionId: -2, Name: 'High', Order: 2 },
      ],
    });
    const { FieldDefinitionId: _new, ...body } = priority;
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new select "Priority" with two new options at the end of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/create',
        headers: adminPostHeaders,
        body: {
          Field: {
            ...body,
            FormId: id('Form', 'expense'),
            OptionsList: [
              { OptionId: 0, Name: 'Low', Order: 1 },
              { OptionId: 0, Name: 'High', Order: 2 },
            ],
          },
          SaveAsTemplate: false,
        },
      })
      .willRespondWith({
        status: 200,
        body: fieldChange(112, {
          TypeId: integer(FieldType.Select),
          OptionsList: eachLike({ OptionId: integer(11201), Name: string('Low'), Order: integer(1) }, 2),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).create(priority, false);
      expect(result).toMatchObject({
        ok: true,
        data: { field: { FieldDefinitionId: 112, TypeId: FieldType.Select } },
      });
      expect(result.ok && result.data.field?.OptionsList).toHaveLength(2);
    });
  });

  it('updates a field', async () => {
    const renamed = { ...employee(), Name: 'Employee name' };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('an update of field 103 of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/update',
        headers: adminPostHeaders,
        body: {
          Field: {
            ...renamed,
            FieldDefinitionId: id('ExpenseField', 'employee'),
            FormId: id('Form', 'expense'),
          },
        },
      })
      .willRespondWith({ status: 200, body: fieldChange(EXPENSE_FIELD_IDS.employee) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).update(renamed);
      expect(result).toMatchObject({
        ok: true,
        data: { field: { FieldDefinitionId: 103 }, form: { FormId: 202 } },
      });
    });
  });

  it('removes a field', async () => {
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a removal of field 103 of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/delete',
        headers: adminPostHeaders,
        body: { FieldDefinitionId: id('ExpenseField', 'employee') },
      })
      .willRespondWith({ status: 200, body: fieldChange(null) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).remove(EXPENSE_FIELD_IDS.employee);
      expect(result).toMatchObject({ ok: true, data: { field: null, form: { FormId: 202 } } });
    });
  });

  it('changes the order of fields', async () => {
    const order = [
      { FieldDefinitionId: EXPENSE_FIELD_IDS.employee, Sequence: 4 },
      { FieldDefinitionId: EXPENSE_FIELD_IDS.claimDate, Sequence: 3 },
    ];
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a new order of fields 103 and 104 of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/UpdateFieldsOrder',
        headers: adminPostHeaders,
        body: {
          FormId: id('Form', 'expense'),
          Fields: [
            { FieldDefinitionId: id('ExpenseField', 'employee'), Sequence: 4 },
            { FieldDefinitionId: id('ExpenseField', 'claimDate'), Sequence: 3 },
          ],
        },
      })
      .willRespondWith({ status: 200, body: { form: like(form(FORM_IDS.expense, 'Expense Claim')) } });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).updateOrder(FORM_IDS.expense, order);
      expect(result).toMatchObject({ ok: true, data: { form: { FormId: 202 } } });
    });
  });
});

describe('field setup calls: rows and columns', () => {
  it('duplicates a row', async () => {
    const request = {
      FormId: 202,
      SourceType: 0 as const,
      SourceIndex: 2,
      TargetIndex: 3,
      IgnoreLinkedFields: false,
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a copy of row 3 of form 202 below it')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/CopyRowOrColumn',
        headers: adminPostHeaders,
        body: { ...request, FormId: id('Form', 'expense') },
      })
      .willRespondWith({ status: 200, body: rowColumnChange() });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).copyRowOrColumn(request);
      expect(result).toMatchObject({ ok: true, data: { form: { FormId: 202 }, Errors: ['x'] } });
    });
  });

  it('removes a column', async () => {
    const request = {
      FormId: 202,
      SourceType: 1 as const,
      SourceIndices: [2],
      TargetIndex: 0,
      IgnoreLinkedFields: false,
    };
    const pact = gridworkPact()
      .given(...asAdmin)
      .given(DEMO_DATA)
      .uponReceiving('a removal of column 3 of form 202')
      .withRequest({
        method: 'POST',
        path: '/api/fieldsetup/RemoveRowOrColumn',
        headers: adminPostHeaders,
        body: { ...request, FormId: id('Form', 'expense') },
      })
      .willRespondWith({ status: 200, body: rowColumnChange() });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).removeRowOrColumn(request);
      expect(result).toMatchObject({ ok: true, data: { form: { FormId: 202 } } });
    });
  });
});
