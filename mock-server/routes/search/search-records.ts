/**
 * The records a search's matches point to, by id (docs/search.md, "Access"): one map per collection, built when a
 * search first needs it and then kept in step with the writes (`apply`, with what `search-changes.ts` found a write
 * changed), so a search looks up its matches instead of mapping every record of the workspace again.
 */
import type {
  CabinetItemRecord,
  FormGroupRecord,
  FormInstanceRecord,
  FormRecord,
  ProjectRecord,
  ReportFilterRecord,
  ReportRecord,
  TaskRecord,
} from '../../../fixtures/types';
import type { Store } from '../../store';
import type { CollectionChange, SearchedCollection } from './search-changes';

/** Each collection's record id. */
const ID_OF: { [K in SearchedCollection]: (record: never) => number } = {
  projects: (r: ProjectRecord) => r.ProjectId,
  formGroups: (r: FormGroupRecord) => r.GroupId,
  forms: (r: FormRecord) => r.FormId,
  formInstances: (r: FormInstanceRecord) => r.InstanceId,
  tasks: (r: TaskRecord) => r.TaskId,
  cabinetItems: (r: CabinetItemRecord) => r.ItemId,
  reports: (r: ReportRecord) => r.ReportId,
  reportFilters: (r: ReportFilterRecord) => r.Id,
};

export class SearchRecords {
  private readonly maps = new Map<SearchedCollection, Map<number, unknown>>();

  constructor(private readonly store: Store) {}

  /**
   * Follows a write: the records that left a changed place are unmapped (when still mapped to that record), then
   * those there now mapped, so a record that only moved stays. Maps not built yet are built when first asked.
   */
  apply(changes: readonly CollectionChange[]): void {
    for (const { name, before, after } of changes) {
      const map = this.maps.get(name);
      if (!map) continue;
      const id = ID_OF[name] as (record: unknown) => number;
      for (const record of before) if (map.get(id(record)) === record) map.delete(id(record));
      for (const record of after) map.set(id(record), record);
    }
  }

  private lookup<T>(name: SearchedCollection): Map<number, T> {
    let map = this.maps.get(name);
    if (!map) {
      const records = this.store.data[name] as unknown as readonly T[];
      const id = ID_OF[name] as (record: T) => number;
      this.maps.set(name, (map = new Map(records.map((r) => [id(r), r]))));
    }
    return map as Map<number, T>;
  }

  project = (id: number) => this.lookup<ProjectRecord>('projects').get(id);
  formGroup = (id: number) => this.lookup<FormGroupRecord>('formGroups').get(id);
  form = (id: number) => this.lookup<FormRecord>('forms').get(id);
  instance = (id: number) => this.lookup<FormInstanceRecord>('formInstances').get(id);
  task = (id: number) => this.lookup<TaskRecord>('tasks').get(id);
  cabinetItem = (id: number) => this.lookup<CabinetItemRecord>('cabinetItems').get(id);
  report = (id: number) => this.lookup<ReportRecord>('reports').get(id);
  filter = (id: number) => this.lookup<ReportFilterRecord>('reportFilters').get(id);
}
