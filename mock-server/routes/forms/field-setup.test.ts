import { describe, expect, it } from 'vitest';
import type { FieldChange, FormBundle, RowColumnChange } from '../../../src/domain/forms/form-catalog.entity';
import type { Form } from '../../../src/domain/forms/form.entity';
import type { FormInstance } from '../../../src/domain/forms/form-instance.entity';
import type { MockClient } from '../../test-support/mock-client';
import { expectLaidOut, idsOf, useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
/** The stored design of a form as `GET form` answers it, without the caller's `Access` (not part of the design). */
const formOf = async (client: MockClient, id: number) => {
  const { Access: _access, ...form } = ((await client.get(`/api/form?id=${id}`)).body as FormBundle).form;
  return form;
};
const text = (extra: object) => ({ FormId: 202, TypeId: 1, Name: 'Notes', DataTypeId: 1, ...extra });

describe('field numbers (F{n}): per form, while ids stay unique in the store', () => {
  it('numbers the first new field of form 200 F56 (its highest is 55), and the next F57', async () => {
    const admin = await mock.as();
    const first = (await admin.post('/api/fieldsetup/create', { Field: { ...text({}), FormId: 200 } }))
      .body as FieldChange;
    expect(first.field).toMatchObject({ FieldDefinitionId: 2001, FieldNumber: 56 });
    const second = (
      await admin.post('/api/fieldsetup/create', { Field: { ...text({}), FormId: 200, FieldNumber: 56 } })
    ).body as FieldChange;
    expect(second.field).toMatchObject({ FieldDefinitionId: 2002, FieldNumber: 57 });
  });

  it('keeps a free number the field asks for (an undo brings a field back), and refuses a bad one', async () => {
    const admin = await mock.as();
    const back = (await admin.post('/api/fieldsetup/create', { Field: text({ FieldNumber: 50 }) }))
      .body as FieldChange;
    expect(back.field).toMatchObject({ FieldNumber: 50 });
    const taken = (await admin.post('/api/fieldsetup/create', { Field: text({ FieldNumber: 101 }) }))
      .body as FieldChange;
    expect(taken.field).toMatchObject({ FieldNumber: 112 });
    const bad = await admin.post('/api/fieldsetup/create', { Field: text({ FieldNumber: 0 }) });
    expect(bad.status).toBe(400);
  });

  it("never lets a client push a form's numbers past the next one: the form can always take another field", async () => {
    const admin = await mock.as();
    const far = (await admin.post('/api/fieldsetup/create', { Field: text({ FieldNumber: 2147483647 }) }))
      .body as FieldChange;
    expect(far.field).toMatchObject({ FieldNumber: 112 });
    const after = (await admin.post('/api/fieldsetup/create', { Field: text({ FieldNumber: 500 }) }))
      .body as FieldChange;
    expect(after.field).toMatchObject({ FieldNumber: 113 });
  });

  it('never changes a number on update, and numbers the copies of a duplicated row', async () => {
    const admin = await mock.as();
    const created = (await admin.post('/api/fieldsetup/create', { Field: text({}) })).body as FieldChange;
    const field = created.field as NonNullable<FieldChange['field']>;
    const updated = (
      await admin.post('/api/fieldsetup/update', { Field: { ...field, Name: 'Remarks', FieldNumber: 7 } })
    ).body as FieldChange;
    expect(updated.field).toMatchObject({
      FieldDefinitionId: field.FieldDefinitionId,
      FieldNumber: 112,
      Name: 'Remarks',
    });
    const copy = (
      await admin.post('/api/fieldsetup/CopyRowOrColumn', {
        FormId: 202,
        SourceType: 0,
        SourceIndex: 3,
        TargetIndex: 3,
        IgnoreLinkedFields: false,
      })
    ).body as RowColumnChange;
    const numbers = copy.form.Fields.map((f) => f.FieldNumber ?? f.FieldDefinitionId);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.max(...numbers)).toBeGreaterThan(112);
  });
});

describe('fieldsetup/create', () => {
  it('inserts the field before the field holding its Sequence, with the next store-wide id and the next number of the form, and lays the form out', async () => {
    const admin = await mock.as();
    const change = (
      await admin.post('/api/fieldsetup/create', {
        Field: text({ Sequence: 6, PermissionMask: 15 }),
        SaveAsTemplate: false,
      })
    ).body as FieldChange;
    // Form 202's fields are numbered 101 to 111 (their ids): the new field is F112, stored under id 2001.
    expect(change.field).toEqual({
      FieldDefinitionId: 2001,
      FieldNumber: 112,
      FormId: 202,
      TypeId: 1,
      Name: 'Notes',
      Sequence: 6,
      ColSpan: 1,
      DataTypeId: 1,
    });
    expect(change.update).toBe(false);
    expect(change.otherFormsInSet).toEqual([]);
    expect(idsOf(change.form).slice(4, 10)).toEqual([105, 2001, 106, 107, 108, 109]);
    expect(change.form.Columns.map((c) => [c.ColumnId, c.Width])).toEqual([
      [202001, 180],
      [202002, 180],
      [202003, 180],
      [202004, 180],
    ]);
    expectLaidOut(change.form);
    expect(await formOf(admin, 202)).toEqual(change.form);
  });

  it('appends a field without a Sequence; a trailing new line adds an empty last row', async () => {
    const admin = await mock.as();
    const change = (
      await admin.post('/api/fieldsetup/create', { Field: { FormId: 202, TypeId: 100, Name: '' } })
    ).body as FieldChange;
    expect(change.field).toMatchObject({ FieldDefinitionId: 2001, Sequence: 12 });
    expect(change.form.Rows).toHaveLength(5);
    expectLaidOut(change.form);
  });

  it('stores a template when asked to', async () => {
    const admin = await mock.as();
    await admin.post('/api/fieldsetup/create', {
      Field: text({ MaskType: 8, ValidationPatternType: 12, Name: 'ZIP' }),
      SaveAsTemplate: true,
    });
    const templates = (await admin.post('/api/fieldsetup/GetTemplates', {})).body as {
      TemplateId: number;
      Name: string;
      Field: object;
    }[];
    expect(templates.at(-1)).toEqual({
      TemplateId: 402,
      Name: 'ZIP',
      Field: {
        FieldDefinitionId: 0,
        FormId: 0,
        Sequence: 0,
        TypeId: 1,
        Name: 'ZIP',
        ColSpan: 1,
        DataTypeId: 1,
        MaskType: 8,
        ValidationPatternType: 12,
        TemplateId: 402,
      },
    });
  });

  it('gives new options and nested-select conditions their ids', async () => {
    const admin = await mock.as();
    const select = {
      FormId: 200,
      TypeId: 10,
      Name: 'Severity',
      OptionsList: [{ Name: 'Low' }, { Name: 'High' }],
      Conditions: [{ TargetFieldDefinitionId: 30, TargetOptionId: 3003, OptionsList: [{ Name: 'high' }] }],
    };
    const { field } = (await admin.post('/api/fieldsetup/create', { Field: select })).body as FieldChange;
    expect(field?.OptionsList).toEqual([
      { OptionId: 200101, Name: 'Low', Order: 1 },
      { OptionId: 200102, Name: 'High', Order: 2 },
    ]);
    expect(field?.Conditions).toEqual([
      {
        ConditionId: 4,
        Order: 1,
        FieldDefinitionId: 2001,
        TargetFieldDefinitionId: 30,
        TargetOptionId: 3003,
        OptionsList: [{ OptionId: 200102, Name: 'High', Order: 1 }],
      },
    ]);
  });

  it.each([
    [{}, 400, 'Field is required.'],
    [{ Field: text({ TypeId: 99 }) }, 400, 'Field.TypeId is not a field type.'],
    [{ Field: text({ Name: '  ' }) }, 400, 'Field.Name is required.'],
    [{ Field: text({ ColSpan: 101 }) }, 400, 'Field.ColSpan must be between 1 and 100.'],
    [
      { Field: text({ TypeId: 3, OptionsList: [{ Name: 'A' }, { Name: ' a ' }] }) },
      400,
      'There is already an option with this value.',
    ],
    [
      { Field: text({ ValidationPatternType: 1, Options: '' }) },
      400,
      'Field.Options: The custom pattern is empty.',
    ],
    [{ Field: text({ MaskType: 1 }) }, 400, 'Field.Mask is required for a custom mask.'],
    [
      { Field: text({ CSS: { TextAlign: 'middle' } }) },
      400,
      'Field.CSS.TextAlign must be one of left, center, right, justify.',
    ],
    [{ Field: text({ TypeId: 110, Formula: '_106 +' }) }, 400, 'Invalid formula!'],
    [{ Field: text({ TypeId: 110, Formula: '_999 * 2' }) }, 400, 'Invalid field reference!'],
    [{ Field: text({ TypeId: 110 }) }, 400, 'Field.Formula is required.'],
    [{ Field: text({ TypeId: 140 }) }, 400, 'Please select parent for this mirror field.'],
    [
      { Field: text({ TypeId: 140, ParentFieldDefinitionId: 6 }) },
      400,
      'Could not find parent for this mirror field.',
    ],
    [
      { Field: text({ TypeId: 130, ParentFieldDefinitionId: 106 }) },
      400,
      'Could not find parent for this linked field.',
    ],
    [
      { Field: text({ TypeId: 8, Data: 'javascript:alert(1)' }) },
      400,
      'Field.Data: The image must be a base64 data URL (data:image/png;base64,...).',
    ],
    [
      { Field: text({ TypeId: 10, Conditions: [{ TargetFieldDefinitionId: 103, TargetOptionId: 1 }] }) },
      400,
      'Conditions[0] names field 103, which is not a select or radio field of this form.',
    ],
    [
      {
        Field: text({
          FieldValidation: {
            FieldValidationGroups: [{ FieldValidationConditions: [{ OperatorTypeId: 1, OperatorId: 8 }] }],
          },
        }),
      },
      400,
      'Field.FieldValidation.FieldValidationGroups[0].FieldValidationConditions[0].OperatorId is not an operator of operator type 1.',
    ],
    [
      {
        Field: text({
          FieldValidation: {
            FieldValidationGroups: [{ FieldValidationConditions: [{ OperatorTypeId: 1, OperatorId: 1 }] }],
          },
        }),
      },
      400,
      'FieldValidation group 1, condition 1: operator type 1 does not fit field "Notes".',
    ],
    [{ Field: text({ FormId: 999 }) }, 404, 'No form 999.'],
  ])('%j answers %i %s', async (body, status, message) => {
    const admin = await mock.as();
    const reply = await admin.post('/api/fieldsetup/create', body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
    expect((await formOf(admin, 202)).Fields).toHaveLength(11);
  });
});

describe('fieldsetup/update and delete', () => {
  it('updates a field in place and lays the form out again', async () => {
    const admin = await mock.as();
    const change = (
      await admin.post('/api/fieldsetup/update', {
        Field: {
          FieldDefinitionId: 103,
          FormId: 202,
          TypeId: 1,
          Name: 'Employee name',
          ColSpan: 3,
          Sequence: 9,
        },
      })
    ).body as FieldChange;
    expect(change).toMatchObject({
      update: true,
      field: { FieldDefinitionId: 103, Name: 'Employee name', ColSpan: 3, Sequence: 3 },
    });
    expect(change.form.Columns).toHaveLength(4);
    expectLaidOut(change.form);
  });

  it.each([
    [
      { FieldDefinitionId: 110, FormId: 202, TypeId: 110, Name: 'Total', Formula: '_110 + 1' },
      'There is a self reference in formula. Please remove all references to F110.',
    ],
    [
      { FieldDefinitionId: 110, FormId: 202, TypeId: 110, Name: 'Total', Formula: '_111 + 1' },
      'Cyclic dependency found. Please remove all references to F111 (Total with VAT) as it depends on this formula field.',
    ],
    [
      { FieldDefinitionId: 110, FormId: 200, TypeId: 110, Name: 'Total', Formula: '1' },
      'A field cannot move to another form.',
    ],
  ])('refuses %j: %s', async (Field, message) => {
    const reply = await (await mock.as()).post('/api/fieldsetup/update', { Field });
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });

  it('answers 404 for an unknown field', async () => {
    const admin = await mock.as();
    expect(
      (
        await admin.post('/api/fieldsetup/update', {
          Field: { FieldDefinitionId: 9999, TypeId: 1, Name: 'X' },
        })
      ).body,
    ).toEqual({ Message: 'No field 9999.' });
    expect((await admin.post('/api/fieldsetup/delete', { FieldDefinitionId: 9999 })).status).toBe(404);
  });

  it('deletes a field with its saved values, keeping the layout consistent', async () => {
    const admin = await mock.as();
    const change = (await admin.post('/api/fieldsetup/delete', { FieldDefinitionId: 108 }))
      .body as FieldChange;
    expect(change).toMatchObject({ field: null, update: false });
    expect(idsOf(change.form)).toEqual([101, 102, 103, 104, 105, 106, 107, 109, 110, 111]);
    expectLaidOut(change.form);
    const instance = (await admin.get('/api/forminstance?id=301')).body as FormInstance;
    expect(instance.Fields.some((f) => f.FieldDefinitionId === 108)).toBe(false);
  });

  it('deletes the linked fields of a deleted field in other forms, and its mirrors', async () => {
    const admin = await mock.as();
    await admin.post('/api/fieldsetup/delete', { FieldDefinitionId: 110 });
    await admin.post('/api/fieldsetup/delete', { FieldDefinitionId: 43 });
    const demo = await formOf(admin, 200);
    expect(idsOf(demo)).not.toContain(48);
    expect(idsOf(demo)).not.toContain(44);
    expectLaidOut(demo);
  });
});

describe('fieldsetup/UpdateFieldsOrder', () => {
  it('applies the sequences and answers the laid-out form', async () => {
    const admin = await mock.as();
    const reply = await admin.post('/api/fieldsetup/UpdateFieldsOrder', {
      FormId: 202,
      Fields: [
        { FieldDefinitionId: 104, Sequence: 3 },
        { FieldDefinitionId: 103, Sequence: 4 },
      ],
    });
    const { form } = reply.body as { form: Form };
    expect(idsOf(form).slice(0, 5)).toEqual([101, 102, 104, 103, 105]);
    expectLaidOut(form);
  });

  it.each([
    [
      { FormId: 202, Fields: [{ FieldDefinitionId: 6, Sequence: 1 }] },
      'Fields[0].FieldDefinitionId: field 6 is not in form 202.',
    ],
    [
      {
        FormId: 202,
        Fields: [
          { FieldDefinitionId: 103, Sequence: 1 },
          { FieldDefinitionId: 103, Sequence: 2 },
        ],
      },
      'Fields[1].FieldDefinitionId: field 103 is given twice.',
    ],
    [
      { FormId: 202, Fields: [{ FieldDefinitionId: 103, Sequence: -1 }] },
      'Fields[0].Sequence must be between 0 and 1000000.',
    ],
    [{ FormId: 202 }, 'Fields is required.'],
    [
      {
        FormId: 200,
        Fields: [
          { FieldDefinitionId: 36, Sequence: 41 },
          { FieldDefinitionId: 41, Sequence: 36 },
        ],
      },
      'Error: Selected field could not be moved there. This would lead to cross/cyclic references between formula fields.',
    ],
  ])('refuses %j: %s', async (body, message) => {
    const reply = await (await mock.as()).post('/api/fieldsetup/UpdateFieldsOrder', body);
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });
});

describe('fieldsetup/CopyRowOrColumn and RemoveRowOrColumn', () => {
  const copy = (client: MockClient, body: object) =>
    client.post('/api/fieldsetup/CopyRowOrColumn', { FormId: 202, IgnoreLinkedFields: false, ...body });
  const remove = (client: MockClient, body: object) =>
    client.post('/api/fieldsetup/RemoveRowOrColumn', {
      FormId: 202,
      TargetIndex: 0,
      IgnoreLinkedFields: false,
      ...body,
    });

  it('duplicates a row after another, with new ids, and stores the form', async () => {
    const admin = await mock.as();
    const { form, Errors } = (await copy(admin, { SourceType: 0, SourceIndex: 3, TargetIndex: 4 }))
      .body as RowColumnChange;
    expect(Errors).toEqual([]);
    expect(idsOf(form).slice(9)).toEqual([110, 111, 2004, 2001, 2002, 2003]);
    expect(form.Rows.map((r) => [r.RowId, r.Height])).toEqual([
      [202001, 60],
      [202002, 50],
      [202003, 50],
      [202004, 50],
      [202005, 50],
    ]);
    expectLaidOut(form);
    expect(await formOf(admin, 202)).toEqual(form);
  });

  it('answers out-of-range indices in Errors and changes nothing', async () => {
    const admin = await mock.as();
    const reply = (await copy(admin, { SourceType: 0, SourceIndex: 9, TargetIndex: 5 }))
      .body as RowColumnChange;
    expect(reply.Errors).toEqual([
      'Source row index is out of allowed range [1-4].',
      'Target row index is out of allowed range [0-4].',
    ]);
    expect(reply.form).toEqual(await formOf(admin, 202));
    expect(reply.form.Fields).toHaveLength(11);
  });

  it('refuses a copy that would put a formula range on itself', async () => {
    const admin = await mock.as();
    const reply = (await copy(admin, { FormId: 200, SourceType: 0, SourceIndex: 11, TargetIndex: 9 }))
      .body as RowColumnChange;
    expect(reply.Errors).toEqual(['There is a cross/cyclic reference with another formula field.']);
    expect(reply.form.Fields).toHaveLength(55);
  });

  it('removes a column: fields in it go with their saved values, spanning fields shrink', async () => {
    const admin = await mock.as();
    const { form, Errors } = (await remove(admin, { SourceType: 1, SourceIndices: [3] }))
      .body as RowColumnChange;
    expect(Errors).toEqual([]);
    expect(idsOf(form)).toEqual([101, 102, 103, 105, 106, 107, 109, 110, 111]);
    expect(form.Fields[0].ColSpan).toBe(2);
    expect(form.Columns.map((c) => c.ColumnId)).toEqual([202001, 202002]);
    expectLaidOut(form);
    const instance = (await admin.get('/api/forminstance?id=303')).body as FormInstance;
    expect(instance.Fields.map((f) => f.FieldDefinitionId)).not.toContain(104);
  });

  it('removes the mirrors of removed fields too', async () => {
    const admin = await mock.as();
    const { form } = (await remove(admin, { FormId: 200, SourceType: 1, SourceIndices: [3] }))
      .body as RowColumnChange;
    expect(idsOf(form)).not.toContain(43);
    expect(idsOf(form)).not.toContain(44);
    expectLaidOut(await formOf(admin, 200));
  });

  it.each([
    [{ SourceType: 0, SourceIndices: [] }, ['Source row indices are invalid.']],
    [{ SourceType: 1, SourceIndices: [4] }, ['Source column index is out of allowed range [1-3].']],
  ])('answers %j with Errors', async (body, errors) => {
    expect(((await remove(await mock.as(), body)).body as RowColumnChange).Errors).toEqual(errors);
  });

  it.each([
    [
      'CopyRowOrColumn',
      { SourceType: 2, SourceIndex: 1, TargetIndex: 1 },
      'SourceType is not a source type (0 row, 1 column).',
    ],
    [
      'CopyRowOrColumn',
      { SourceType: 0, SourceIndex: 'a', TargetIndex: 1 },
      'SourceIndex must be an integer.',
    ],
    [
      'CopyRowOrColumn',
      { SourceType: 0, SourceIndex: 1, TargetIndex: 1, IgnoreLinkedFields: 'no' },
      'IgnoreLinkedFields must be true or false.',
    ],
    ['RemoveRowOrColumn', { SourceType: 0, SourceIndices: 'x' }, 'SourceIndices must be a list.'],
    ['RemoveRowOrColumn', { SourceType: 0, SourceIndices: [1.5] }, 'SourceIndices must hold integers only.'],
    ['RemoveRowOrColumn', { SourceIndices: [1] }, 'SourceType is required.'],
  ])('%s %j answers 400 %s', async (call, body, message) => {
    const reply = await (await mock.as()).post(`/api/fieldsetup/${call}`, { FormId: 202, ...body });
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
  });
});
