import { describe, expect, it } from 'vitest';
import type { FieldTemplate } from '../../../src/domain/forms/form-catalog.entity';
import type { FormInstance } from '../../../src/domain/forms/form-instance.entity';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const TEMPLATE_INVALID = 'Field template is invalid. Please refresh the page and try again.';

describe('field permissions', () => {
  it('are none by default, and stored per field', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/fieldsetup/GetPermissions?entityId=6')).body).toMatchObject({
      Restrictions: false,
    });
    const restricted = {
      EntityId: 6,
      Restrictions: true,
      RestrictedView: true,
      ExclusionView: { RolesDefined: [{ roleId: 103, RoleName: 'Auditor' }], UsersDefined: [] },
    };
    expect((await admin.post('/api/fieldsetup/SetPermissions', restricted)).body).toMatchObject({
      Restrictions: true,
      RestrictedView: true,
      RestrictedInput: false,
    });
    expect((await admin.get('/api/fieldsetup/GetPermissions?entityId=6')).body).toMatchObject({
      ExclusionView: { RolesDefined: [{ roleId: 103, RoleName: 'Auditor' }] },
    });
    const member = await mock.as('member@demo.test');
    const field = ((await member.get('/api/forminstance?id=300')).body as FormInstance).Fields.find(
      (f) => f.FieldDefinitionId === 6,
    );
    expect(field).toMatchObject({ PermissionMask: 0, Data: null });
  });

  it('answer 404 for an unknown field and 400 for a bad body', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/fieldsetup/GetPermissions?entityId=9999')).body).toEqual({
      Message: 'No field 9999.',
    });
    expect(
      (await admin.post('/api/fieldsetup/SetPermissions', { EntityId: 6, Restrictions: 'yes' })).body,
    ).toEqual({ Message: 'Restrictions must be true or false.' });
  });
});

describe('conditional validation', () => {
  it('answers the stored validation, or an empty one', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/fieldsetup/GetValidations?fieldDefinitionId=46')).body).toMatchObject({
      ErrorMessage: 'Hours on site must be less than 24.',
    });
    expect((await admin.get('/api/fieldsetup/GetValidations?fieldDefinitionId=6')).body).toEqual({
      ErrorMessage: '',
      FieldValidationGroups: [],
    });
  });

  it('stores a validation and clears it with null', async () => {
    const admin = await mock.as();
    const validation = {
      ErrorMessage: 'Travel cannot exceed labour.',
      FieldValidationGroups: [
        {
          Order: 1,
          FieldValidationConditions: [
            {
              SourceFieldDefinitionId: null,
              Order: 1,
              OperatorTypeId: 1,
              OperatorId: 4,
              CompareToFieldDefinitionId: 36,
            },
          ],
        },
      ],
    };
    const expected = {
      ...validation,
      FieldValidationGroups: [
        {
          Order: 1,
          FieldValidationConditions: [
            {
              ...validation.FieldValidationGroups[0].FieldValidationConditions[0],
              CompareToConstant: null,
              CompareToOptionId: null,
            },
          ],
        },
      ],
    };
    expect(
      (
        await admin.post('/api/fieldsetup/SetValidations', {
          FieldDefinitionId: 38,
          FieldValidation: validation,
        })
      ).body,
    ).toEqual(expected);
    expect((await admin.get('/api/fieldsetup/GetValidations?fieldDefinitionId=38')).body).toEqual(expected);
    expect(
      (await admin.post('/api/fieldsetup/SetValidations', { FieldDefinitionId: 38, FieldValidation: null }))
        .body,
    ).toEqual({ ErrorMessage: '', FieldValidationGroups: [] });
  });

  it.each([
    [
      {
        FieldDefinitionId: 38,
        FieldValidation: {
          FieldValidationGroups: [
            {
              FieldValidationConditions: [
                { OperatorTypeId: 1, OperatorId: 1, CompareToFieldDefinitionId: 106 },
              ],
            },
          ],
        },
      },
      400,
      'FieldValidation group 1, condition 1 compares with field 106, which is not in this form.',
    ],
    [
      {
        FieldDefinitionId: 28,
        FieldValidation: {
          FieldValidationGroups: [
            { FieldValidationConditions: [{ OperatorTypeId: 3, OperatorId: 1, CompareToOptionId: 3001 }] },
          ],
        },
      },
      400,
      'FieldValidation group 1, condition 1 compares with option 3001, which "Weather" does not have.',
    ],
    [
      {
        FieldDefinitionId: 38,
        FieldValidation: {
          FieldValidationGroups: [
            { FieldValidationConditions: [{ OperatorTypeId: 1, OperatorId: 4, CompareToConstant: 'abc' }] },
          ],
        },
      },
      400,
      'FieldValidation group 1, condition 1: Enter a number, such as 12 or 1,250.50.',
    ],
    [
      { FieldDefinitionId: 38, FieldValidation: { FieldValidationGroups: 'x' } },
      400,
      'FieldValidation.FieldValidationGroups must be a list.',
    ],
    [{ FieldDefinitionId: 9999, FieldValidation: null }, 404, 'No field 9999.'],
  ])('refuses %j', async (body, status, message) => {
    const reply = await (await mock.as()).post('/api/fieldsetup/SetValidations', body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });
});

describe('field templates', () => {
  it('are per user', async () => {
    const names = async (email: string) =>
      ((await (await mock.as(email)).post('/api/fieldsetup/GetTemplates', {})).body as FieldTemplate[]).map(
        (t) => t.Name,
      );
    expect(await names('admin@demo.test')).toEqual(['Phone number', 'Row total']);
    expect(await names('member@demo.test')).toEqual([]);
  });

  it('are updated and deleted', async () => {
    const admin = await mock.as();
    const Field = {
      FieldDefinitionId: 0,
      FormId: 0,
      TypeId: 1,
      Name: 'Mobile',
      MaskType: 3,
      ValidationPatternType: 11,
    };
    const updated = (
      await admin.post('/api/fieldsetup/UpdateTemplate', { TemplateId: 400, Name: 'Mobile', Field })
    ).body;
    expect(updated).toEqual({
      TemplateId: 400,
      Name: 'Mobile',
      Field: { ...Field, Sequence: 0, ColSpan: 1, TemplateId: 400 },
    });
    expect((await admin.post('/api/fieldsetup/DeleteTemplate?id=401', {})).body).toEqual({});
    expect(
      ((await admin.post('/api/fieldsetup/GetTemplates', {})).body as FieldTemplate[]).map((t) => t.Name),
    ).toEqual(['Mobile']);
  });

  it.each([
    [
      'an unknown template',
      'admin@demo.test',
      { TemplateId: 999, Name: 'X', Field: { TypeId: 1, Name: 'X' } },
    ],
    [
      "another user's template",
      'member@demo.test',
      { TemplateId: 400, Name: 'X', Field: { TypeId: 1, Name: 'X' } },
    ],
    ['no field', 'admin@demo.test', { TemplateId: 400, Name: 'X' }],
    ['an invalid field', 'admin@demo.test', { TemplateId: 400, Name: 'X', Field: { TypeId: 77, Name: 'X' } }],
    [
      'an invalid formula',
      'admin@demo.test',
      { TemplateId: 401, Name: 'X', Field: { TypeId: 110, Name: 'X', Formula: 'SUM(' } },
    ],
    ['no name', 'admin@demo.test', { TemplateId: 400, Field: { TypeId: 1, Name: 'X' } }],
  ])('refuse to update %s with the specification message', async (_what, email, body) => {
    const reply = await (await mock.as(email)).post('/api/fieldsetup/UpdateTemplate', body);
    expect([reply.status, reply.body]).toEqual([400, { Message: TEMPLATE_INVALID }]);
  });

  it('answer 404 when deleting an unknown template and 400 for a bad id', async () => {
    const member = await mock.as('member@demo.test');
    expect((await member.post('/api/fieldsetup/DeleteTemplate?id=400', {})).body).toEqual({
      Message: 'No field template 400.',
    });
    expect((await member.post('/api/fieldsetup/DeleteTemplate?id=x', {})).body).toEqual({
      Message: 'id must be an integer.',
    });
  });
});
