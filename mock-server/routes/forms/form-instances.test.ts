import { describe, expect, it } from 'vitest';
import type { FormInstance } from '../../../src/domain/forms/form-instance.entity';
import type { MockClient } from '../../test-support/mock-client';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const instanceOf = async (client: MockClient, id: number) =>
  (await client.get(`/api/forminstance?id=${id}`)).body as FormInstance;
const field = (instance: FormInstance, id: number) =>
  instance.Fields.find((f) => f.FieldDefinitionId === id)!;
const save = (client: MockClient, FieldDefinitions: object[], InstanceId = 300) =>
  client.post('/api/FormInstance/SaveFormData', { InstanceId, FieldDefinitions });

describe('GET forminstance', () => {
  it('answers the layout and every field with its value and PermissionMask', async () => {
    const instance = await instanceOf(await mock.as(), 300);
    expect(instance).toMatchObject({
      InstanceId: 300,
      ProjectId: 100,
      ProjectName: 'Office Renovation',
      Name: 'Site Inspection',
      FormId: 200,
      Columns: [{ Width: 200 }, { Width: 180 }, { Width: 180 }, { Width: 180 }],
      Options: { Ruler: 0, Guide: 1 },
      AccessMask: 0,
      IsReadOnly: false,
      FormWidthInPx: 740,
      FormHeightInPx: 880,
    });
    expect(instance.Rows).toHaveLength(14);
    expect(field(instance, 6)).toMatchObject({ Name: 'Inspector', Data: 'Jordan Lee', PermissionMask: 5 });
    expect(field(instance, 30)).toMatchObject({ OptionId: 3002, Data: null });
    expect(field(instance, 32)).toMatchObject({ Data: '3201,3203' });
  });

  it('masks encrypted values, shows a view-only field and hides a hidden one', async () => {
    const instance = await instanceOf(await mock.as(), 300);
    expect([23, 25, 26].map((id) => field(instance, id).Data)).toEqual([
      '*******6789',
      '****',
      '4000************',
    ]);
    expect(field(instance, 51)).toMatchObject({ Data: 'Dana Whitfield', PermissionMask: 1 });
    expect(field(instance, 52)).toMatchObject({ Data: null, OptionId: null, PermissionMask: 0 });
  });

  it('computes formulas and mirrors, and takes a linked value from the project’s instance of the parent form', async () => {
    const instance = await instanceOf(await mock.as(), 300);
    expect([41, 42, 43, 44, 47, 48, 53].map((id) => field(instance, id).Data)).toEqual([
      '1630.50',
      '163.05',
      '1467.45',
      '1467.45',
      '244.58',
      '475.50',
      '1942.95',
    ]);
  });

  it('answers a read-only instance as read-only', async () => {
    expect(await instanceOf(await mock.as(), 301)).toMatchObject({ AccessMask: 1, IsReadOnly: true });
  });

  it.each([
    ['admin@demo.test', '?id=999', 404, 'No form instance 999.'],
    ['admin@demo.test', '?id=x', 400, 'id must be an integer.'],
    ['member@demo.test', '?id=302', 403, 'You do not have access to this form instance.'],
    ['direct@demo.test', '?id=300', 403, 'You do not have access to this form instance.'],
  ])('%s GET %s answers %i', async (email, query, status, message) => {
    const reply = await (await mock.as(email)).get(`/api/forminstance${query}`);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });

  it('follows form restrictions: view needs an exception, input without one is read-only', async () => {
    const admin = await mock.as();
    const member = await mock.as('member@demo.test');
    const restrict = (body: object) =>
      admin.post('/api/form/SetPermissions', { EntityId: 200, Restrictions: true, ...body });
    await restrict({ RestrictedView: true });
    expect((await member.get('/api/forminstance?id=300')).status).toBe(403);
    expect((await admin.get('/api/forminstance?id=300')).status).toBe(200);
    await restrict({
      RestrictedView: true,
      ExclusionView: { RolesDefined: [{ roleId: 101 }] },
      RestrictedInput: true,
    });
    expect(await instanceOf(member, 300)).toMatchObject({ IsReadOnly: true });
    expect((await save(member, [{ FieldDefinitionId: 6, Data: 'X' }])).body).toEqual({
      Message: 'This form instance is read-only.',
    });
  });
});

describe('FormInstance/SaveFormData', () => {
  it('stores the values, bumps UpdatedOn and answers the instance', async () => {
    const admin = await mock.as();
    const reply = await save(admin, [
      { FieldDefinitionId: 6, Data: 'Alex Kim' },
      { FieldDefinitionId: 28, Data: null, OptionId: 2803 },
      { FieldDefinitionId: 32, Data: '3202', OptionId: null },
      { FieldDefinitionId: 36, Data: '$1,000.00' },
      { FieldDefinitionId: 23, Data: '234-56-7890' },
      { FieldDefinitionId: 41, Data: '1430.50' },
      { FieldDefinitionId: 48, Data: '1.00' },
    ]);
    expect(reply.status).toBe(200);
    const instance = await instanceOf(admin, 300);
    expect(reply.body).toEqual(instance);
    expect([6, 28, 32, 23, 43].map((id) => field(instance, id).OptionId ?? field(instance, id).Data)).toEqual(
      ['Alex Kim', 2803, '3202', '*******7890', '1287.45'],
    );
    const project = (await admin.get('/api/project?id=100')).body as {
      Instances: { InstanceId: number; UpdatedOn: string }[];
    };
    expect(project.Instances[0].UpdatedOn > '2026-11-23T15:10:00.000Z').toBe(true);
  });

  it('keeps an encrypted value sent back masked as it was shown', async () => {
    const admin = await mock.as();
    expect((await save(admin, [{ FieldDefinitionId: 23, Data: '*******6789' }])).status).toBe(200);
    expect(
      (
        await admin.post('/api/FormInstance/GetEncryptedFieldValue', {
          FormInstanceId: 300,
          FieldDefinitionId: 23,
        })
      ).body,
    ).toEqual({ Value: '123-45-6789' });
  });

  it.each([
    [[{ FieldDefinitionId: 101, Data: 'x' }], 'Field 101 is not a field of this form.'],
    [[{ FieldDefinitionId: 1, Data: 'x' }], '"Site Inspection" (Header) holds no data.'],
    [[{ FieldDefinitionId: 44, Data: '1' }], '"Total (mirror)" (MirrorField) holds no data.'],
    [[{ FieldDefinitionId: 55, Data: null }], '"" (NewLine) holds no data.'],
    [[{ FieldDefinitionId: 51, Data: 'Me' }], '"Approved by" is read-only.'],
    [[{ FieldDefinitionId: 52, Data: 'Me' }], '"Internal reference" is read-only.'],
    [[{ FieldDefinitionId: 7, Data: 'not an address' }], '"Inspector e-mail": Invalid email!'],
    [[{ FieldDefinitionId: 15, Data: '(555) 55' }], '"Site phone": Invalid phone number!'],
    [[{ FieldDefinitionId: 22, Data: 'BP-20' }], '"Permit number": Please enter correct text!'],
    [[{ FieldDefinitionId: 27, Data: 'yes' }], '"Site accessible" must be true or false.'],
    [[{ FieldDefinitionId: 28, OptionId: 3001 }], '"Weather": 3001 is not one of its options.'],
    [[{ FieldDefinitionId: 32, Data: '3201,77' }], '"Hazards": 77 is not one of its options.'],
    [
      [
        { FieldDefinitionId: 6, Data: 'a' },
        { FieldDefinitionId: 6, Data: 'b' },
      ],
      'Field 6 is given twice.',
    ],
    [[{ FieldDefinitionId: 34, Data: 5 }], 'FieldDefinitions[1].Data must be text.'],
    [
      [{ FieldDefinitionId: 34, Data: 'x'.repeat(20_001) }],
      'FieldDefinitions[1].Data must be text of at most 20000 characters.',
    ],
    [undefined, 'FieldDefinitions is required.'],
  ] as const)('refuses case %# with 400 and changes nothing', async (values, message) => {
    const admin = await mock.as();
    const reply = await admin.post('/api/FormInstance/SaveFormData', {
      InstanceId: 300,
      FieldDefinitions: values && [{ FieldDefinitionId: 6, Data: 'Changed' }, ...values],
    });
    expect([reply.status, reply.body]).toEqual([400, { Message: message }]);
    expect(field(await instanceOf(admin, 300), 6).Data).toBe('Jordan Lee');
  });

  it.each([
    [301, 'admin@demo.test', 403, 'This form instance is read-only.'],
    [302, 'member@demo.test', 403, 'You do not have access to this form instance.'],
    [999, 'admin@demo.test', 404, 'No form instance 999.'],
  ])('instance %i as %s answers %i', async (id, email, status, message) => {
    const reply = await save(await mock.as(email), [{ FieldDefinitionId: 103, Data: 'X' }], id);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });
});

describe('FormInstance/GetEncryptedFieldValue', () => {
  it.each([
    [{ FormInstanceId: 300, FieldDefinitionId: 26 }, 200, { Value: '4000123412341234' }],
    [{ FormInstanceId: 300, FieldDefinitionId: 6 }, 400, { Message: '"Inspector" is not encrypted.' }],
    [
      { FormInstanceId: 300, FieldDefinitionId: 101 },
      400,
      { Message: 'Field 101 is not a field of this form.' },
    ],
    [{ FormInstanceId: 999, FieldDefinitionId: 23 }, 404, { Message: 'No form instance 999.' }],
    [{ FormInstanceId: 300 }, 400, { Message: 'FieldDefinitionId must be an integer.' }],
  ])('%j answers %i', async (body, status, expected) => {
    const reply = await (await mock.as()).post('/api/FormInstance/GetEncryptedFieldValue', body);
    expect([reply.status, reply.body]).toEqual([status, expected]);
  });
});

describe('new instances and groups', () => {
  it('creates an empty instance of a form in a project', async () => {
    const admin = await mock.as();
    expect((await admin.post('/api/FormInstance/CloneForm', { ProjectId: 102, FormId: 200 })).body).toEqual({
      InstanceId: 304,
    });
    const instance = await instanceOf(admin, 304);
    expect(instance).toMatchObject({ ProjectId: 102, FormId: 200, Name: 'Site Inspection', AccessMask: 0 });
    expect([6, 23, 30].map((id) => field(instance, id).Data ?? field(instance, id).OptionId)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('creates an instance of every form of a group', async () => {
    const admin = await mock.as();
    expect(
      (await admin.post('/api/FormInstance/CloneFormGroup', { ProjectId: 100, GroupId: 20 })).body,
    ).toEqual({ InstanceIds: [304, 305] });
    const project = (await admin.get('/api/project?id=100')).body as {
      Instances: { InstanceId: number; FormId: number }[];
    };
    expect(project.Instances.map((i) => [i.InstanceId, i.FormId])).toEqual([
      [300, 200],
      [301, 202],
      [304, 200],
      [305, 201],
    ]);
  });

  it('files an instance under a group', async () => {
    const admin = await mock.as();
    expect((await admin.post('/api/FormInstance/SetGroup', { InstanceId: 300, GroupId: 21 })).body).toEqual(
      {},
    );
    const project = (await admin.get('/api/project?id=100')).body as {
      Instances: { GroupId: number | null }[];
    };
    expect(project.Instances[0].GroupId).toBe(21);
    await admin.post('/api/FormInstance/SetGroup', { InstanceId: 300, GroupId: null });
    expect(((await admin.get('/api/project?id=100')).body as typeof project).Instances[0].GroupId).toBeNull();
  });

  it.each([
    ['CloneForm', { ProjectId: 999, FormId: 200 }, 'admin@demo.test', 404, 'No project 999.'],
    ['CloneForm', { ProjectId: 100, FormId: 999 }, 'admin@demo.test', 404, 'No form 999.'],
    [
      'CloneForm',
      { ProjectId: 101, FormId: 200 },
      'member@demo.test',
      403,
      'You do not have access to this project.',
    ],
    // A closed project (103, Warehouse Move) takes no new form instance (issue 32).
    [
      'CloneForm',
      { ProjectId: 103, FormId: 200 },
      'admin@demo.test',
      400,
      'This project is closed. Reopen it to start forms in it.',
    ],
    [
      'CloneFormGroup',
      { ProjectId: 103, GroupId: 20 },
      'admin@demo.test',
      400,
      'This project is closed. Reopen it to start forms in it.',
    ],
    ['CloneFormGroup', { ProjectId: 100, GroupId: 99 }, 'admin@demo.test', 404, 'No form group 99.'],
    ['CloneFormGroup', { ProjectId: 100 }, 'admin@demo.test', 400, 'GroupId must be an integer.'],
    ['SetGroup', { InstanceId: 300, GroupId: 99 }, 'admin@demo.test', 404, 'No form group 99.'],
    ['SetGroup', { InstanceId: 300 }, 'admin@demo.test', 400, 'GroupId is required.'],
    [
      'SetGroup',
      { InstanceId: 302, GroupId: 20 },
      'member@demo.test',
      403,
      'You do not have access to this form instance.',
    ],
  ])('%s %j as %s answers %i', async (call, body, email, status, message) => {
    const reply = await (await mock.as(email)).post(`/api/FormInstance/${call}`, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });

  it('refuses a group without forms', async () => {
    const admin = await mock.as();
    const { GroupId } = (await admin.post('/api/formgroup/create', { Name: 'Empty' })).body as {
      GroupId: number;
    };
    expect((await admin.post('/api/FormInstance/CloneFormGroup', { ProjectId: 100, GroupId })).body).toEqual({
      Message: 'The form group holds no forms.',
    });
  });
});
