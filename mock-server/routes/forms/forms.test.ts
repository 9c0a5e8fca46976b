import { describe, expect, it } from 'vitest';
import type { FormBundle, FormGroup } from '../../../src/domain/forms/form-catalog.entity';
import type { Form } from '../../../src/domain/forms/form.entity';
import { expectLaidOut, useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();

describe('form list and form groups', () => {
  it('lists the groups with their forms', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/form/list')).body).toEqual([
      {
        GroupId: 20,
        Name: 'Inspections',
        Forms: [
          {
            FormId: 200,
            FormName: 'Site Inspection',
            GroupId: 20,
            FieldCount: 42,
            ProjectIds: [100],
            Access: 31,
          },
          {
            FormId: 201,
            FormName: 'Large Form',
            GroupId: 20,
            FieldCount: 900,
            ProjectIds: [101],
            Access: 31,
          },
        ],
      },
      {
        GroupId: 21,
        Name: 'Finance',
        Forms: [
          {
            FormId: 202,
            FormName: 'Expense Claim',
            GroupId: 21,
            FieldCount: 8,
            ProjectIds: [100, 102],
            Access: 31,
          },
        ],
      },
    ]);
  });

  it('tells each caller the verbs they hold on each form: a project they cannot open leaves them Read only', async () => {
    const field = await mock.as('field@demo.test');
    const access = (body: unknown) =>
      Object.fromEntries((body as FormGroup[]).flatMap((g) => g.Forms.map((f) => [f.FormId, f.Access])));
    // Site Editor (Update, Delete, Move): form 201 is the Field Team's; 200 and 202 the Design Team's too.
    expect(access((await field.get('/api/form/list')).body)).toEqual({ 200: 1, 201: 15, 202: 1 });
    expect(((await field.get('/api/form?id=200')).body as { form: { Access: number } }).form.Access).toBe(1);
  });

  it('reads, creates, renames and deletes a group', async () => {
    const admin = await mock.as();
    expect(((await admin.get('/api/formgroup?id=21')).body as FormGroup).Forms.map((f) => f.FormId)).toEqual([
      202,
    ]);
    expect((await admin.post('/api/formgroup/create', { Name: ' Reports ' })).body).toEqual({
      GroupId: 22,
      Name: 'Reports',
      Forms: [],
    });
    expect(
      (await admin.post('/api/formgroup/update', { GroupId: 22, Name: 'Yearly reports' })).body,
    ).toMatchObject({ Name: 'Yearly reports' });
    expect((await admin.post('/api/formgroup/delete', { GroupId: 22 })).body).toEqual({});
    expect((await admin.get('/api/formgroup?id=22')).status).toBe(404);
  });

  it('refuses to delete a group holding a form the caller may not delete, before saying it is not empty', async () => {
    const field = await mock.as('field@demo.test');
    // Site Editor holds Delete; form 202 (Finance) is also the Design Team's, so field@ may not delete it.
    expect(await field.post('/api/formgroup/delete', { GroupId: 21 })).toMatchObject({
      status: 403,
      body: { Message: 'This group holds forms you may not delete, so you cannot delete it.' },
    });
    expect((await field.get('/api/formgroup?id=21')).status).toBe(200);
    const admin = await mock.as();
    expect(await admin.post('/api/formgroup/delete', { GroupId: 21 })).toMatchObject({
      status: 400,
      body: { Message: 'The form group still holds forms.' },
    });
  });

  it.each([
    ['get', '/api/formgroup?id=abc', undefined, 400, 'id must be an integer.'],
    ['get', '/api/formgroup?id=99', undefined, 404, 'No form group 99.'],
    ['post', '/api/formgroup/create', {}, 400, 'Name is required.'],
    [
      'post',
      '/api/formgroup/create',
      { Name: 'inspections' },
      400,
      'A form group with this name already exists.',
    ],
    ['post', '/api/formgroup/update', { GroupId: 99, Name: 'X' }, 404, 'No form group 99.'],
    ['post', '/api/formgroup/delete', { GroupId: 20 }, 400, 'The form group still holds forms.'],
    ['post', '/api/formgroup/delete', { GroupId: '20' }, 400, 'GroupId must be an integer.'],
  ])('%s %s %j answers %i %s', async (method, path, body, status, message) => {
    const admin = await mock.as();
    const reply = method === 'get' ? await admin.get(path) : await admin.post(path, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });

  it('offers the groups of the forms linked to a project, or every group', async () => {
    const admin = await mock.as();
    const groups = async (body: object) =>
      ((await admin.post('/api/form/GetFormGroupsForProjectSummary', body)).body as FormGroup[]).map((g) => [
        g.GroupId,
        g.Forms.map((f) => f.FormId),
      ]);
    expect(await groups({ ProjectId: 102 })).toEqual([[21, [202]]]);
    expect(await groups({})).toEqual([
      [20, [200, 201]],
      [21, [202]],
    ]);
    expect((await admin.post('/api/form/GetFormGroupsForProjectSummary', { ProjectId: 999 })).status).toBe(
      404,
    );
  });
});

describe('forms', () => {
  it('answers a form with the other forms of its group and the caller’s templates', async () => {
    const bundle = (await (await mock.as()).get('/api/form?id=200')).body as FormBundle;
    expect(bundle.form).toMatchObject({
      FormId: 200,
      FormName: 'Site Inspection',
      GroupId: 20,
      Options: { Ruler: 0, Guide: 1 },
      FormWidthInPx: 740,
    });
    expect([bundle.form.Fields.length, bundle.form.Rows.length, bundle.form.Columns.length]).toEqual([
      55, 14, 4,
    ]);
    expect(bundle.otherFormsInSet).toEqual([{ FormId: 201, FormName: 'Large Form' }]);
    expect(bundle.fieldDefinitionTemplates.map((t) => t.TemplateId)).toEqual([400, 401]);
    const linked = bundle.form.Fields.find((f) => f.FieldDefinitionId === 48)!;
    expect(linked.ParentFieldDefinition).toMatchObject({
      FieldDefinitionId: 110,
      FormId: 202,
      Formula: 'SUM(R3C1:R3C3)',
    });
    expect((await (await mock.as('member@demo.test')).get('/api/form?id=200')).body).toMatchObject({
      fieldDefinitionTemplates: [],
    });
  });

  it('creates a form with one empty row and one column, then updates and deletes it', async () => {
    const admin = await mock.as();
    const created = (
      await admin.post('/api/form/create', { FormName: 'Snag List', GroupId: 21, ProjectIds: [100] })
    ).body as Form;
    expect(created).toMatchObject({
      FormId: 203,
      FormName: 'Snag List',
      GroupId: 21,
      ProjectIds: [100],
      Fields: [],
      Columns: [{ Width: 180 }],
    });
    expect(created.Rows).toMatchObject([{ RowIndex: 0, Height: 50, FormId: 203 }]);
    expectLaidOut(created);
    const updated = (
      await admin.post('/api/form/update', {
        FormId: 203,
        FormName: 'Snags',
        GroupId: 20,
        ProjectIds: [101, 101],
      })
    ).body;
    expect(updated).toMatchObject({ FormName: 'Snags', GroupId: 20, ProjectIds: [101] });
    expect((await admin.post('/api/form/delete', { FormId: 203 })).body).toEqual({});
    expect((await admin.get('/api/form?id=203')).status).toBe(404);
  });

  it('takes form and group names of up to 254 characters, as the dialogs do ("Names at most 254")', async () => {
    const admin = await mock.as();
    const name = 'N'.repeat(254);
    const group = await admin.post('/api/formgroup/create', { Name: name });
    expect([group.status, (group.body as { Name: string }).Name]).toEqual([200, name]);
    const form = await admin.post('/api/form/create', { FormName: name, GroupId: 21 });
    expect([form.status, (form.body as Form).FormName]).toEqual([200, name]);
    expect((await admin.post('/api/form/create', { FormName: `${name}N`, GroupId: 21 })).body).toEqual({
      Message: 'FormName must be text of at most 254 characters.',
    });
  });

  it('deletes a form with its instances and the fields linked to it elsewhere', async () => {
    const admin = await mock.as();
    await admin.post('/api/form/delete', { FormId: 202 });
    expect((await admin.get('/api/forminstance?id=301')).status).toBe(404);
    const demo = ((await admin.get('/api/form?id=200')).body as FormBundle).form;
    expect(demo.Fields.some((f) => f.FieldDefinitionId === 48)).toBe(false);
    expectLaidOut(demo);
  });

  it.each([
    ['/api/form/create', { GroupId: 20 }, 400, 'FormName is required.'],
    ['/api/form/create', { FormName: 'X', GroupId: 99 }, 404, 'No form group 99.'],
    ['/api/form/create', { FormName: 'X', GroupId: 20, ProjectIds: 100 }, 400, 'ProjectIds must be a list.'],
    ['/api/form/create', { FormName: 'X', GroupId: 20, ProjectIds: [999] }, 404, 'No project 999.'],
    ['/api/form/update', { FormId: 200, FormName: 'X', GroupId: 20 }, 400, 'ProjectIds is required.'],
    ['/api/form/update', { FormId: 999, FormName: 'X', GroupId: 20, ProjectIds: [] }, 404, 'No form 999.'],
    ['/api/form/delete', {}, 400, 'FormId must be an integer.'],
  ])('POST %s %j answers %i %s', async (path, body, status, message) => {
    const reply = await (await mock.as()).post(path, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });
});

describe('form settings', () => {
  it('sets the options and the name', async () => {
    const admin = await mock.as();
    const reply = await admin.post('/api/form/SetOptions', {
      FormId: 200,
      Name: 'Site visit',
      Options: { Ruler: 2, Guide: 0, StretchToFit: true },
    });
    expect(reply.body).toEqual({ Ruler: 2, Guide: 0, StretchToFit: true });
    expect(((await admin.get('/api/form?id=200')).body as FormBundle).form).toMatchObject({
      FormName: 'Site visit',
      Options: { Ruler: 2, Guide: 0 },
    });
  });

  it('stores restrictions with role and user exceptions, normalised', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/form/GetPermissions?entityId=200')).body).toEqual({
      Restrictions: false,
      RestrictedInput: false,
      RestrictedView: false,
      ExclusionInput: { RolesDefined: [], UsersDefined: [] },
      ExclusionView: { RolesDefined: [], UsersDefined: [] },
    });
    const permissions = {
      Restrictions: true,
      RestrictedInput: true,
      RestrictedView: false,
      ExclusionInput: {
        RolesDefined: [{ roleId: 101, RoleName: 'x' }],
        UsersDefined: [{ Email: 'MEMBER@demo.test' }, { Email: 'member@demo.test' }],
      },
      ExclusionView: { RolesDefined: [], UsersDefined: [] },
    };
    const expected = {
      ...permissions,
      ExclusionInput: {
        RolesDefined: [{ roleId: 101, RoleName: 'Reviewer' }],
        UsersDefined: [{ Email: 'member@demo.test' }],
      },
    };
    expect((await admin.post('/api/form/SetPermissions', { EntityId: 200, ...permissions })).body).toEqual(
      expected,
    );
    expect((await admin.get('/api/form/GetPermissions?entityId=200')).body).toEqual(expected);
  });

  it('stores row heights and column widths of the form', async () => {
    const admin = await mock.as();
    const rows = await admin.post('/api/form/updaterows', {
      FormId: 202,
      Rows: [{ RowId: 202002, Height: 80, RowIndex: 1, FormId: 202 }],
    });
    expect((rows.body as Form).Rows.map((r) => r.Height)).toEqual([60, 80, 50, 50]);
    const columns = await admin.post('/api/form/updatecolumns', {
      FormId: 202,
      Columns: [{ ColumnId: 202003, Width: 1920 }],
    });
    expect((columns.body as Form).Columns.map((c) => c.Width)).toEqual([180, 180, 1920]);
    const form = ((await admin.get('/api/form?id=202')).body as FormBundle).form;
    expect([form.FormWidthInPx, form.FormHeightInPx]).toEqual([2280, 240]);
  });

  it.each([
    [
      '/api/form/SetOptions',
      { FormId: 200, Options: { Ruler: 3, Guide: 0 } },
      400,
      'Options.Ruler is not a ruler option (0, 1 or 2).',
    ],
    ['/api/form/SetOptions', { FormId: 200 }, 400, 'Options is required.'],
    [
      '/api/form/SetPermissions',
      { EntityId: 200, Restrictions: true, ExclusionView: { RolesDefined: [{ roleId: 1 }] } },
      400,
      'ExclusionView.RolesDefined[0].roleId: the role Read cannot be an exception.',
    ],
    [
      '/api/form/SetPermissions',
      { EntityId: 200, ExclusionInput: { UsersDefined: [{ Email: 'who@else.test' }] } },
      400,
      'ExclusionInput.UsersDefined[0].Email: who@else.test is not a user of this workspace.',
    ],
    ['/api/form/SetPermissions', { EntityId: 999 }, 404, 'No form 999.'],
    [
      '/api/form/updaterows',
      { FormId: 202, Rows: [{ RowId: 200001, Height: 80 }] },
      400,
      'Rows[0].RowId: 200001 is not a row of form 202.',
    ],
    [
      '/api/form/updaterows',
      { FormId: 202, Rows: [{ RowId: 202001, Height: 0 }] },
      400,
      'Rows[0].Height must be between 1 and 2000.',
    ],
    ['/api/form/updaterows', { FormId: 202 }, 400, 'Rows is required.'],
    [
      '/api/form/updatecolumns',
      { FormId: 202, Columns: [{ ColumnId: 202001, Width: 1921 }] },
      400,
      'Columns[0].Width must be between 1 and 1920.',
    ],
    ['/api/form/updatecolumns', { FormId: 999, Columns: [] }, 404, 'No form 999.'],
  ])('POST %s %j answers %i %s', async (path, body, status, message) => {
    const reply = await (await mock.as()).post(path, body);
    expect([reply.status, reply.body]).toEqual([status, { Message: message }]);
  });

  it('answers 400 for a bad entityId and 404 for an unknown form', async () => {
    const admin = await mock.as();
    expect((await admin.get('/api/form/GetPermissions?entityId=x')).body).toEqual({
      Message: 'entityId must be an integer.',
    });
    expect((await admin.get('/api/form/GetPermissions?entityId=999')).status).toBe(404);
  });
});
