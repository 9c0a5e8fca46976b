/**
 * The records a search's matches point to, by id (docs/search.md, "Access"): one map per collection, built when a
 * search first needs it and kept until the next write (`clear`, on `Store.save`), so a search looks up its matches
 * instead of mapping every record of the workspace again.
 */
import type {
  CabinetItemRecord,
  FormGroupRecord,
  FormInstanceRecord,
  FormRecord,
  ProjectRecord,
  ReportFilterRecord,
  ReportRecord,
  SeedData,
  TaskRecord,
} from '../../../fixtures/types';
import type { Store } from '../../store';

export class SearchRecords {
  private readonly maps = new Map<string, Map<number, unknown>>();

  constructor(private readonly store: Store) {}

  /** Forgets every map: the data changed. */
  clear(): void {
    this.maps.clear();
  }

  private lookup<T>(name: keyof SeedData, id: (record: T) => number): Map<number, T> {
    let map = this.maps.get(name);
    if (!map) {
      const records = this.store.data[name] as unknown as readonly T[];
      this.maps.set(name, (map = new Map(records.map((r) => [id(r), r]))));
    }
    return map as Map<number, T>;
  }

  project = (id: number) => this.lookup<ProjectRecord>('projects', (r) => r.ProjectId).get(id);
  formGroup = (id: number) => this.lookup<FormGroupRecord>('formGroups', (r) => r.GroupId).get(id);
  form = (id: number) => this.lookup<FormRecord>('forms', (r) => r.FormId).get(id);
  instance = (id: number) => this.lookup<FormInstanceRecord>('formInstances', (r) => r.InstanceId).get(id);
  task = (id: number) => this.lookup<TaskRecord>('tasks', (r) => r.TaskId).get(id);
  cabinetItem = (id: number) => this.lookup<CabinetItemRecord>('cabinetItems', (r) => r.ItemId).get(id);
  report = (id: number) => this.lookup<ReportRecord>('reports', (r) => r.ReportId).get(id);
  filter = (id: number) => this.lookup<ReportFilterRecord>('reportFilters', (r) => r.Id).get(id);
}
