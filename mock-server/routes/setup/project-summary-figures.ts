import type { FormInstanceRecord, ProjectSummaryRecord, UserRecord } from '../../../fixtures/types';
import { readInstance } from '../../../src/domain/access/instance-access.policy';
import { PermissionBit } from '../../../src/domain/forms/form.entity';
import { isNumericField, summaryFigure } from '../../../src/domain/projects/project-summary.entity';
import { actorOf, instanceFacts } from '../../access/access-facts';
import { projectOf } from '../../forms/form-access';
import { instanceView } from '../../forms/instance-view';
import { StoreLookups } from '../../forms/store-lookups';
import type { Store } from '../../store';

export interface SummaryFigure {
  GroupId: number;
  GroupName: string;
  FieldDefinitionId: number;
  FieldName: string;
  Function: number;
  /** Null when no readable instance holds a number there (a Count is then 0). */
  Value: number | null;
  /** How many readable instances held a number in the field. */
  Count: number;
}

/**
 * A project's summaries as the caller may see them (docs/api.md "Project summaries"): each line over the
 * project's instances of its group's forms that the caller may read, counting a field only where the caller may
 * view it. Encrypted fields are never read (the rules refuse them; one made encrypted later shows no figure).
 */
export function projectFigures(
  store: Store,
  user: UserRecord,
  projectId: number,
  summaries: readonly ProjectSummaryRecord[],
) {
  const project = projectOf(store, user, projectId);
  const actor = actorOf(store, user);
  const lookups = new StoreLookups(store);
  const forms = new Map(
    store.data.forms.filter((f) => f.workspaceId === user.workspaceId).map((f) => [f.FormId, f]),
  );
  const groupNames = new Map(store.data.formGroups.map((g) => [g.GroupId, g.Name]));
  /** Each form's numeric fields, worked out once per request rather than once per instance. */
  const numericOf = new Map<number, Set<number>>();
  /** Per readable instance of the project, the values of the numeric fields the caller may view. */
  const readable: { groupId: number; values: Map<number, string | null> }[] = [];
  for (const instance of store.data.formInstances as FormInstanceRecord[]) {
    const form = forms.get(instance.FormId);
    if (instance.ProjectId !== project.ProjectId || !form) continue;
    const facts = instanceFacts(store, instance, form, project.scopeId, lookups);
    if (!readInstance(actor, facts).allowed) continue;
    let numeric = numericOf.get(form.FormId);
    if (!numeric)
      numericOf.set(
        form.FormId,
        (numeric = new Set(form.Fields.filter(isNumericField).map((f) => f.FieldDefinitionId))),
      );
    const view = instanceView(
      store,
      user,
      { instance, form, project, actor, editable: false },
      lookups,
      numeric,
    );
    const values = new Map<number, string | null>();
    for (const field of view.Fields)
      if (
        numeric.has(field.FieldDefinitionId) &&
        !field.EncryptData &&
        ((field.PermissionMask ?? 0) & PermissionBit.View) !== 0
      )
        values.set(field.FieldDefinitionId, field.Data ?? null);
    readable.push({ groupId: form.GroupId, values });
  }
  const fieldName = (id: number) => {
    for (const form of forms.values()) {
      const field = form.Fields.find((f) => f.FieldDefinitionId === id);
      if (field) return field.Name;
    }
    return `Field ${id}`;
  };
  return summaries
    .slice()
    .sort((a, b) => a.Name.localeCompare(b.Name))
    .map((summary) => ({
      ProjectSummaryId: summary.ProjectSummaryId,
      Name: summary.Name,
      Figures: summary.Lines.map((line): SummaryFigure => {
        const raws = readable
          .filter((r) => r.groupId === line.GroupId && r.values.has(line.FieldDefinitionId))
          .map((r) => r.values.get(line.FieldDefinitionId));
        const count = summaryFigure(5, raws) ?? 0;
        return {
          GroupId: line.GroupId,
          GroupName: groupNames.get(line.GroupId) ?? '',
          FieldDefinitionId: line.FieldDefinitionId,
          FieldName: fieldName(line.FieldDefinitionId),
          Function: line.Function,
          Value: summaryFigure(line.Function, raws),
          Count: count,
        };
      }),
    }));
}
