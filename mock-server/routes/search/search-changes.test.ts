import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seed } from '../../../fixtures/seed';
import type { SeedData } from '../../../fixtures/types';
import type { FieldDefinition } from '../../../src/domain/forms/form.entity';
import { searchWords } from '../../../src/domain/search/search-query.rules';
import { openDb, Store } from '../../store';
import { SEARCHED_COLLECTIONS, SearchChangeTracker } from './search-changes';
import { indexableField, searchDocument, VALUE_CHARS_MAX } from './search-documents';
import { SearchIndex, type SearchDocument } from './search-index';
import { SearchRecords } from './search-records';

/** Every document of the data as the index read them before `search-changes.ts` (the reference). */
function* everyDocument(store: Store): Generator<SearchDocument> {
  const data = store.data;
  for (const p of data.projects)
    yield searchDocument('project', p.ProjectId, p.workspaceId, p.Name, p.Description);
  for (const g of data.formGroups) yield searchDocument('formGroup', g.GroupId, g.workspaceId, g.Name);
  for (const f of data.forms) yield searchDocument('form', f.FormId, f.workspaceId, f.FormName);
  const workspaceOf = new Map(data.projects.map((p) => [p.ProjectId, p.workspaceId]));
  const fields = new Map<number, FieldDefinition>();
  for (const form of data.forms) for (const f of form.Fields) fields.set(f.FieldDefinitionId, f);
  for (const instance of data.formInstances) {
    const workspaceId = workspaceOf.get(instance.ProjectId);
    if (workspaceId === undefined) continue;
    yield searchDocument('instance', instance.InstanceId, workspaceId, instance.Name);
    for (const value of instance.values) {
      const field = fields.get(value.FieldDefinitionId);
      if (!field || !value.Data || !indexableField(store, field)) continue;
      yield {
        id: `value:${instance.InstanceId}:${field.FieldDefinitionId}`,
        kind: 'instance',
        ref: instance.InstanceId,
        field: field.FieldDefinitionId,
        workspaceId,
        title: '',
        text: value.Data.slice(0, VALUE_CHARS_MAX),
      };
    }
  }
  for (const t of data.tasks) yield searchDocument('task', t.TaskId, t.workspaceId, t.Title, t.Description);
  for (const item of data.cabinetItems)
    yield searchDocument(
      item.ItemType === 1 ? 'folder' : 'file',
      item.ItemId,
      item.workspaceId,
      item.Name,
      '',
    );
  for (const r of data.reports) yield searchDocument('report', r.ReportId, r.workspaceId, r.ReportName);
  for (const f of data.reportFilters) yield searchDocument('filter', f.Id, f.workspaceId, f.Name);
}

const WORDS = ['grout', 'floor', 'floors', 'inspection', 'tiles', 'stairs'];

/** One write of the kinds the mock's routes do: in place, a new object, added, removed, reordered. */
type Write = (data: SeedData, n: number) => void;
let nextId = 900_000;
const at = <T>(list: T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
const WRITES: Record<string, Write> = {
  'rename a task': (d, n) => void (at(d.tasks, n) && (at(d.tasks, n)!.Title += ` ${at(WORDS, n)}`)),
  'describe a task anew': (d, n) =>
    void (at(d.tasks, n) && (at(d.tasks, n)!.Description = `${at(WORDS, n)} tile`)),
  'replace a task by a copy': (d, n) => {
    const i = n % d.tasks.length;
    d.tasks[i] = { ...d.tasks[i]!, Title: `floor ${n}` };
  },
  'add a task': (d, n) => void d.tasks.push({ ...d.tasks[0]!, TaskId: nextId++, Title: `inspection ${n}` }),
  'delete a task': (d, n) => void d.tasks.splice(n % d.tasks.length, 1),
  'reverse the tasks': (d) => void (d.tasks = [...d.tasks].reverse()),
  'save an instance': (d, n) => {
    const instance = at(d.formInstances, n);
    if (instance)
      instance.values = instance.values.map((v, i) => (i === 0 ? { ...v, Data: 'grout floors' } : v));
  },
  'change a value in place': (d, n) => {
    const value = at(d.formInstances, n)?.values[n % 3];
    if (value) value.Data = `${at(WORDS, n)} stairs`;
  },
  'clear a value': (d, n) => {
    const value = at(d.formInstances, n)?.values[0];
    if (value) value.Data = '';
  },
  'add an instance': (d, n) =>
    void d.formInstances.push({
      ...structuredClone(d.formInstances[n % d.formInstances.length]!),
      InstanceId: nextId++,
    }),
  'delete an instance': (d, n) => void d.formInstances.splice(n % d.formInstances.length, 1),
  'encrypt a field': (d, n) => {
    const fields = d.forms.flatMap((f) => f.Fields);
    const field = at(fields, n);
    if (field) field.EncryptData = !field.EncryptData;
  },
  'move a project to another workspace': (d, n) =>
    void (at(d.projects, n) && (at(d.projects, n)!.workspaceId = 2)),
  'delete a project': (d, n) => void d.projects.splice(n % d.projects.length, 1),
  'rename a form': (d, n) => void (at(d.forms, n) && (at(d.forms, n)!.FormName = `tiles ${n}`)),
  'rename a file': (d, n) =>
    void (at(d.cabinetItems, n) && (at(d.cabinetItems, n)!.Name = `stairs ${n}.txt`)),
  'delete a filter': (d, n) => void d.reportFilters.splice(n % Math.max(1, d.reportFilters.length), 1),
  'rename a report': (d, n) => void (at(d.reports, n) && (at(d.reports, n)!.ReportName = `floor ${n}`)),
};

/** Phrases over the data's own words: whole words, starts, two words. */
function phrasesOf(docs: SearchDocument[]): string[] {
  const words = [...new Set(docs.flatMap((d) => searchWords(`${d.title} ${d.text}`)))]
    .sort()
    .filter((_, i) => i % 7 === 0);
  return [
    ...WORDS,
    ...words,
    ...words.map((w) => w.slice(0, 3)),
    ...words.slice(1).map((w, i) => `${words[i]} ${w}`),
  ];
}

const answers = (index: SearchIndex, phrases: string[]) =>
  phrases.flatMap((q) =>
    [1, 2].map((workspaceId) => [
      q,
      workspaceId,
      index.search(q, workspaceId, 50).map((m) => [m.id, m.score, m.terms]),
    ]),
  );

describe('the search follows writes by what they changed', () => {
  it('lists every document as the full listing did, in the same order', () => {
    const store = new Store(openDb(null, seed()));
    expect(SearchChangeTracker.documents(store, () => '')).toEqual([...everyDocument(store)]);
  });

  it('reads only the records a write changed: one task renamed, one deleted', () => {
    const store = new Store(openDb(null, seed()));
    const tracker = new SearchChangeTracker(
      store,
      () => '',
      () => false,
    );
    expect(tracker.changes().documents.length).toBeGreaterThan(100);
    expect(tracker.changes()).toEqual({ documents: [], formerIds: [], collections: [] });
    const [first, second] = store.data.tasks;
    first!.Title = 'Grout the stairs';
    store.save();
    const renamed = tracker.changes();
    expect(renamed.documents.map((d) => [d.id, d.title])).toEqual([
      [`task:${first!.TaskId}`, 'Grout the stairs'],
    ]);
    expect(renamed.collections).toEqual([{ name: 'tasks', before: [first], after: [first] }]);
    store.data.tasks.splice(1, 1);
    store.save();
    const deleted = tracker.changes();
    expect([deleted.documents, deleted.formerIds]).toEqual([[], [`task:${second!.TaskId}`]]);
    expect(deleted.collections).toEqual([{ name: 'tasks', before: [second], after: [] }]);
  });

  it('ends every write with the index and record maps a full pass over the data gives', () => {
    const names = Object.keys(WRITES);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.nat(1000)), { minLength: 1, maxLength: 6 }),
        (writes) => {
          const store = new Store(openDb(null, seed()));
          const tracker = new SearchChangeTracker(
            store,
            () => '',
            () => false,
          );
          const incremental = new SearchIndex();
          const records = new SearchRecords(store);
          const full = new SearchIndex();
          const follow = () => {
            const { documents, formerIds, collections } = tracker.changes();
            incremental.update(documents, formerIds);
            records.apply(collections);
            full.sync(everyDocument(store));
          };
          follow();
          // Every map built, so the writes must keep them right.
          records.project(0);
          records.formGroup(0);
          records.form(0);
          records.instance(0);
          records.task(0);
          records.cabinetItem(0);
          records.report(0);
          records.filter(0);
          const phrases = phrasesOf([...everyDocument(store)]);
          for (const [name, n] of writes) {
            WRITES[name]!(store.data, n);
            store.save();
            follow();
            expect(incremental.size, name).toBe(full.size);
            expect(answers(incremental, phrases), name).toEqual(answers(full, phrases));
          }
          const data = store.data;
          for (const t of data.tasks) expect(records.task(t.TaskId)).toBe(t);
          for (const i of data.formInstances) expect(records.instance(i.InstanceId)).toBe(i);
          for (const p of data.projects) expect(records.project(p.ProjectId)).toBe(p);
          for (const f of data.forms) expect(records.form(f.FormId)).toBe(f);
          for (const c of data.cabinetItems) expect(records.cabinetItem(c.ItemId)).toBe(c);
          for (const r of data.reports) expect(records.report(r.ReportId)).toBe(r);
          for (const f of data.reportFilters) expect(records.filter(f.Id)).toBe(f);
          const fresh = seed();
          for (const t of fresh.tasks)
            if (!data.tasks.some((x) => x.TaskId === t.TaskId))
              expect(records.task(t.TaskId)).toBeUndefined();
          for (const i of fresh.formInstances)
            if (!data.formInstances.some((x) => x.InstanceId === i.InstanceId))
              expect(records.instance(i.InstanceId)).toBeUndefined();
          expect(SEARCHED_COLLECTIONS).toHaveLength(8);
        },
      ),
      { numRuns: 25 },
    );
  });
});
