import { describe, expect, it } from 'vitest';
import {
  EXPENSE_FIELD_IDS as F,
  FORM_GROUP_IDS,
  PROJECT_IDS,
  PROJECT_SUMMARY_IDS,
} from '../../../fixtures/ids';
import { ProjectSummaryMessage } from '../../../src/domain/projects/project-summary-rules';
import { useFormsMock } from '../../test-support/forms-test-kit';

const mock = useFormsMock();
const store = () => mock.running.mock.store.data;
const GroupId = FORM_GROUP_IDS.finance;
const body = (over: object = {}) => ({
  Name: 'Travel',
  GroupIds: [GroupId],
  Lines: [{ GroupId, FieldDefinitionId: F.travel, Function: 1 }],
  ...over,
});
type Figures = {
  Name: string;
  Figures: { FieldName: string; Function: number; Value: number | null; Count: number }[];
}[];

describe('project summaries', () => {
  it('lets every workspace user read them and only administrators change them', async () => {
    const member = await mock.as('member@demo.test');
    const list = (await member.get('/api/projectsummary/list')).body as { Name: string }[];
    expect(list.map((s) => s.Name)).toEqual(['Expense totals']);
    const refused = await member.post('/api/projectsummary/create', body());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      Message: 'Only a workspace administrator can change project summaries.',
    });
    expect(
      (await member.post('/api/projectsummary/delete', { ProjectSummaryId: PROJECT_SUMMARY_IDS.expenses }))
        .status,
    ).toBe(403);
  });

  it('creates, renames and deletes a summary', async () => {
    const admin = await mock.as();
    const created = (await admin.post('/api/projectsummary/create', body({ Name: ' Travel ' }))).body as {
      ProjectSummaryId: number;
      Name: string;
    };
    expect(created.Name).toBe('Travel');
    const id = created.ProjectSummaryId;
    const updated = await admin.post('/api/projectsummary/update', {
      ...body({ Name: 'Trips' }),
      ProjectSummaryId: id,
    });
    expect((updated.body as { Name: string }).Name).toBe('Trips');
    expect(((await admin.get(`/api/projectsummary?id=${id}`)).body as { Name: string }).Name).toBe('Trips');
    expect((await admin.post('/api/projectsummary/delete', { ProjectSummaryId: id })).status).toBe(200);
    expect(store().projectSummaries.some((s) => s.ProjectSummaryId === id)).toBe(false);
    const gone = await admin.get(`/api/projectsummary?id=${id}`);
    expect([gone.status, gone.body]).toEqual([404, { Message: ProjectSummaryMessage.gone }]);
  });

  it('refuses bad bodies with the rules’ sentence', async () => {
    const admin = await mock.as();
    const problem = async (b: object) => {
      const res = await admin.post('/api/projectsummary/create', b);
      return [res.status, (res.body as { Message: string }).Message];
    };
    expect(await problem(body({ Name: '' }))).toEqual([400, expect.stringMatching(/Name/)]);
    expect(await problem(body({ Name: 'Expense totals' }))).toEqual([400, ProjectSummaryMessage.nameTaken]);
    expect(await problem(body({ Lines: [{ GroupId, FieldDefinitionId: F.employee, Function: 1 }] }))).toEqual(
      [400, `Line 1: ${ProjectSummaryMessage.notNumeric}`],
    );
    expect(await problem(body({ Lines: [{ GroupId, FieldDefinitionId: F.travel, Function: 9 }] }))).toEqual([
      400,
      expect.stringMatching(/Function/),
    ]);
    expect(await problem(body({ GroupIds: [999] }))).toEqual([400, ProjectSummaryMessage.needsGroup]);
    expect(await problem(body({ Lines: 'x' }))).toEqual([400, expect.stringMatching(/Lines/)]);
    const lines = [F.travel, F.meals, F.lodging, F.total, F.totalWithVat].flatMap((id) =>
      [1, 2, 3, 4, 5].map((fn) => ({ GroupId, FieldDefinitionId: id, Function: fn })),
    );
    expect(await problem(body({ Lines: lines }))).toEqual([400, ProjectSummaryMessage.tooManyLines]);
  });

  it("answers a project's figures over the instances the caller may read", async () => {
    const admin = await mock.as();
    const figures = (await admin.get(`/api/project/summaries?id=${PROJECT_IDS.officeRenovation}`))
      .body as Figures;
    expect(figures.map((s) => s.Name)).toEqual(['Expense totals']);
    expect(figures[0]!.Figures.map((f) => [f.FieldName, f.Function, f.Value, f.Count])).toEqual([
      ['Total', 1, 475.5, 1],
      ['Travel', 2, 120, 1],
      ['Lodging', 4, 310, 1],
      ['Total', 5, 1, 1],
    ]);
    const annual = (await admin.get(`/api/project/summaries?id=${PROJECT_IDS.annualReport}`)).body as Figures;
    expect(annual[0]!.Figures[0]!.Value).toBeCloseTo(102.2);
  });

  it('skips fields the caller may not view and encrypted fields', async () => {
    const instance = store().formInstances.find(
      (i) => i.ProjectId === PROJECT_IDS.officeRenovation && i.FormId === 202,
    )!;
    instance.permissionMasks = { [F.travel]: 0 };
    const form = store().forms.find((f) => f.FormId === 202)!;
    form.Fields.find((f) => f.FieldDefinitionId === F.lodging)!.EncryptData = true;
    const admin = await mock.as();
    const figures = (await admin.get(`/api/project/summaries?id=${PROJECT_IDS.officeRenovation}`))
      .body as Figures;
    // The Total formula reads the hidden and the encrypted amounts: the caller's view has no value for it either.
    expect(figures[0]!.Figures.map((f) => [f.FieldName, f.Value, f.Count])).toEqual([
      ['Total', null, 0],
      ['Travel', null, 0],
      ['Lodging', null, 0],
      ['Total', 0, 0],
    ]);
  });

  it('counts only the instances the caller may read: a form whose view is restricted gives a member no figure', async () => {
    const asMember = async () =>
      (
        (
          await (
            await mock.as('member@demo.test')
          ).get(`/api/project/summaries?id=${PROJECT_IDS.officeRenovation}`)
        ).body as Figures
      )[0]!.Figures[0]!;
    expect(await asMember()).toMatchObject({ Value: 475.5, Count: 1 });
    store().permissions.push({
      kind: 'form',
      EntityId: 202,
      Restrictions: true,
      RestrictedInput: false,
      RestrictedView: true,
      ExclusionInput: { RolesDefined: [], UsersDefined: [] },
      ExclusionView: { RolesDefined: [], UsersDefined: [] },
    });
    expect(await asMember()).toMatchObject({ Value: null, Count: 0 });
    const admin = (await (await mock.as()).get(`/api/project/summaries?id=${PROJECT_IDS.officeRenovation}`))
      .body as Figures;
    expect(admin[0]!.Figures[0]).toMatchObject({ Value: 475.5, Count: 1 });
  });

  it('refuses the figures of a project the caller may not open', async () => {
    const res = await (await mock.as('member@demo.test')).get('/api/project/summaries?id=999');
    expect(res.status).toBe(404);
  });
});
