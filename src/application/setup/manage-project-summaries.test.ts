import { describe, expect, it } from 'vitest';
import { DataType, FieldType, type FieldDefinition } from '../../domain/forms/form.entity';
import { ProjectSummaryMessage } from '../../domain/projects/project-summary-rules';
import type { FormsGateway } from '../../ports/forms-gateway.port';
import { FakeProjectSummaryGateway } from '../projects/project-summaries.test-kit';
import { FakeDialogs, FakeNavigator, FakeNotifier } from '../testing/fakes';
import {
  ManageProjectSummaries,
  PROJECT_SUMMARY_DELETED,
  PROJECT_SUMMARY_SAVED,
} from './manage-project-summaries.use-case';

const field = (id: number, name: string, over: Partial<FieldDefinition> = {}) =>
  ({
    FieldDefinitionId: id,
    FormId: 202,
    TypeId: FieldType.TextBox,
    Name: name,
    Sequence: id,
    ColSpan: 1,
    ...over,
  }) as FieldDefinition;

function setUp() {
  const summaries = new FakeProjectSummaryGateway();
  summaries.groups = [
    {
      GroupId: 21,
      Name: 'Finance',
      Forms: [{ FormId: 202, FormName: 'Expense Claim', GroupId: 21, FieldCount: 3, ProjectIds: [100] }],
    },
  ];
  const forms = {
    form: async () => ({
      ok: true,
      status: 200,
      data: {
        form: {
          Fields: [
            field(106, 'Travel', { DataTypeId: DataType.Number }),
            field(103, 'Employee'),
            field(109, 'Card', { DataTypeId: DataType.Number, EncryptData: true }),
          ],
        },
      },
    }),
  } as unknown as FormsGateway;
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator();
  const manage = new ManageProjectSummaries(summaries, forms, dialogs, notifier, navigator);
  return { summaries, dialogs, notifier, navigator, manage };
}

describe('managing project summaries', () => {
  it('offers only the unencrypted number fields of the groups, as Form › Field', async () => {
    const { manage } = setUp();
    expect((await manage.choices())?.fields).toEqual([
      { GroupId: 21, FieldDefinitionId: 106, Label: 'Expense Claim › Travel' },
    ]);
  });

  it('refuses a draft that breaks a rule before sending it, and saves a good one', async () => {
    const { manage, summaries, notifier, navigator } = setUp();
    const fields = (await manage.choices())!.fields;
    const refused = await manage.save(null, { Name: 'Trips', GroupIds: [], Lines: [] }, fields);
    expect(refused).toEqual({ ok: false, message: ProjectSummaryMessage.needsGroup });
    expect(summaries.summaries).toEqual([]);
    const draft = {
      Name: 'Trips',
      GroupIds: [21],
      Lines: [{ GroupId: 21, FieldDefinitionId: 106, Function: 1 as const }],
    };
    expect(await manage.save(null, draft, fields)).toEqual({ ok: true });
    expect(summaries.summaries).toEqual([{ ...draft, ProjectSummaryId: 1 }]);
    expect(notifier.shown).toEqual([{ kind: 'success', message: PROJECT_SUMMARY_SAVED }]);
    expect(navigator.history.at(-1)).toBe('/setup/projectsummary/details/1');
  });

  it('deletes a summary only once the administrator confirms', async () => {
    const { manage, summaries, dialogs, notifier } = setUp();
    const summary = { ProjectSummaryId: 5, Name: 'Trips', GroupIds: [21], Lines: [] };
    summaries.summaries = [summary];
    const cancelled = manage.remove(summary);
    await Promise.resolve();
    expect(dialogs.confirms[0]).toMatchObject({ title: 'Delete Project Summary?' });
    dialogs.confirms[0]!.answer(false);
    expect(await cancelled).toBe(false);
    expect(summaries.summaries).toHaveLength(1);
    const confirmed = manage.remove(summary);
    await Promise.resolve();
    dialogs.confirms[1]!.answer(true);
    expect(await confirmed).toBe(true);
    expect(summaries.summaries).toEqual([]);
    expect(notifier.shown.at(-1)?.message).toBe(PROJECT_SUMMARY_DELETED);
  });
});
