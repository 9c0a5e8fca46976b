/**
 * What an instance's view and its access facts look up across the whole store, indexed once (issue 36: a report over
 * 20,000 instances spent 8.4 of 11.6 s scanning every instance again for each instance: the linked fields' source,
 * the scopes of the projects using a form). A report run builds one `indexed` for the run, so its rows cost linear
 * time; one view builds its own, which scans the instances as before (indexing them all for one view costs more).
 * The indexes read the data as it was when first used: a run sees the store as it was when it started.
 */
import type { FormInstanceRecord, FormRecord } from '../../fixtures/types';
import type { RestrictionAccess } from '../../src/domain/access/restriction.rules';
import type { FieldDefinition } from '../../src/domain/forms/form.entity';
import type { Store } from '../store';

export interface FieldSource {
  form: FormRecord;
  field: FieldDefinition;
}

export class StoreLookups {
  private forms?: Map<number, FormRecord>;
  private sources?: Map<number, FieldSource>;
  private latest?: Map<string, FormInstanceRecord[]>;
  private formProjects?: Map<number, Set<number>>;
  private readonly memo = new Map<string, unknown>();
  private readonly views = new WeakMap<FieldDefinition, FieldDefinition>();
  private readonly encrypted = new Map<number, FieldDefinition | undefined>();
  private readonly access = new Map<number, Map<number, Map<number, RestrictionAccess>>>();

  constructor(
    readonly store: Store,
    private readonly indexed = false,
  ) {}

  form(formId: number): FormRecord | undefined {
    this.forms ??= new Map(this.store.data.forms.map((f) => [f.FormId, f]));
    return this.forms.get(formId);
  }

  /** The first form (in stored order) holding a field, and the field. */
  sourceOf(fieldId: number): FieldSource | undefined {
    if (!this.sources) {
      this.sources = new Map();
      for (const form of this.store.data.forms)
        for (const field of form.Fields)
          if (!this.sources.has(field.FieldDefinitionId))
            this.sources.set(field.FieldDefinitionId, { form, field });
    }
    return this.sources.get(fieldId);
  }

  /** The most recently updated instance of a form in a project other than `except` (stored order breaks ties). */
  latestOf(projectId: number, formId: number, except: FormInstanceRecord): FormInstanceRecord | undefined {
    if (!this.indexed)
      return this.store.data.formInstances
        .filter((i) => i !== except && i.ProjectId === projectId && i.FormId === formId)
        .sort((a, b) => b.UpdatedOn.localeCompare(a.UpdatedOn))[0];
    if (!this.latest) {
      const groups = new Map<string, FormInstanceRecord[]>();
      for (const instance of this.store.data.formInstances) {
        const key = `${instance.ProjectId}:${instance.FormId}`;
        const group = groups.get(key);
        if (group) group.push(instance);
        else groups.set(key, [instance]);
      }
      // Array sort is stable: equal UpdatedOn keep stored order, as the scan this replaces did.
      for (const group of groups.values()) group.sort((a, b) => b.UpdatedOn.localeCompare(a.UpdatedOn));
      this.latest = groups;
    }
    const group = this.latest.get(`${projectId}:${formId}`) ?? [];
    return group[0] === except ? group[1] : group[0];
  }

  /** The projects holding instances of a form. */
  projectsWithInstancesOf(formId: number): ReadonlySet<number> {
    if (!this.indexed)
      return new Set(
        this.store.data.formInstances.filter((i) => i.FormId === formId).map((i) => i.ProjectId),
      );
    if (!this.formProjects) {
      this.formProjects = new Map();
      for (const instance of this.store.data.formInstances) {
        const set = this.formProjects.get(instance.FormId);
        if (set) set.add(instance.ProjectId);
        else this.formProjects.set(instance.FormId, new Set([instance.ProjectId]));
      }
    }
    return this.formProjects.get(formId) ?? new Set();
  }

  /** What restrictions leave a reader of a form's fields, by field id, filled as they are worked out. */
  accessOf(userId: number, formId: number): Map<number, RestrictionAccess> {
    let forms = this.access.get(userId);
    if (!forms) this.access.set(userId, (forms = new Map()));
    let fields = forms.get(formId);
    if (!fields) forms.set(formId, (fields = new Map()));
    return fields;
  }

  /** A field as sent, made once per stored field (callers copy it, never change it). */
  fieldView(field: FieldDefinition, make: () => FieldDefinition): FieldDefinition {
    let view = this.views.get(field);
    if (!view) this.views.set(field, (view = make()));
    return view;
  }

  /** The first encrypted field up a field's source chain, worked out once per field. */
  encryptedSource(fieldId: number, make: () => FieldDefinition | undefined): FieldDefinition | undefined {
    if (!this.encrypted.has(fieldId)) this.encrypted.set(fieldId, make());
    return this.encrypted.get(fieldId);
  }

  /** `make()` once per key for these lookups' lifetime (what does not depend on the instance at hand). */
  remembered<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    this.memo.set(key, value);
    return value;
  }
}
