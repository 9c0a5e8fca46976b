/**
 * Turns index matches into hits for one caller, checking each against the rule the item's own GET route applies
 * (docs/search.md, "Access"): a match the caller may not open is left out, an instance's value only shows when the
 * caller may view that field. Titles, paths and snippets come from the live records.
 */
import type { CabinetItemRecord, FormInstanceRecord, FormRecord, UserRecord } from '../../../fixtures/types';
import type { Actor } from '../../../src/domain/access/actor';
import { AccessVerb } from '../../../src/domain/access/access-verb';
import { readForm, type FormFacts } from '../../../src/domain/access/form-access.policy';
import { readInstance } from '../../../src/domain/access/instance-access.policy';
import { reportCall } from '../../../src/domain/access/report-access.policy';
import { readTask } from '../../../src/domain/access/task-access.policy';
import { readProject } from '../../../src/domain/access/workspace-access.policy';
import { actInCabinet } from '../../../src/domain/cabinet/cabinet-access.policy';
import { PermissionBit } from '../../../src/domain/forms/form.entity';
import { snippetAround } from '../../../src/domain/search/highlight';
import type { SearchHit } from '../../../src/domain/search/search-hit.entity';
import {
  cabinetItemPath,
  formGroupPath,
  formPath,
  instancePath,
  projectPath,
  reportFilterPath,
  reportPath,
  taskPath,
} from '../../../src/domain/search/search-paths';
import { actorOf, formFacts } from '../../access/access-facts';
import { permissionMaskOf } from '../../forms/instance-view';
import type { Store } from '../../store';
import { scopeFacts } from '../tasks/task-data';
import type { IndexMatch } from './search-index';

const SNIPPET_CHARS = 160;

function byId<T>(records: readonly T[], id: (record: T) => number): Map<number, T> {
  return new Map(records.map((r) => [id(r), r]));
}

/** One caller's view of the matches; look-ups are built once per search, when first needed. */
export class SearchHits {
  private readonly actor: Actor;
  private readonly maps = new Map<string, Map<number, unknown>>();
  private readonly formFactsCache = new Map<number, FormFacts>();

  constructor(
    private readonly store: Store,
    private readonly user: UserRecord,
    private readonly fileText: (item: CabinetItemRecord) => string,
  ) {
    this.actor = actorOf(store, user);
  }

  private lookup<T>(name: string, records: () => readonly T[], id: (r: T) => number): Map<number, T> {
    let map = this.maps.get(name);
    if (!map) this.maps.set(name, (map = byId(records(), id)));
    return map as Map<number, T>;
  }

  private get data() {
    return this.store.data;
  }

  private facts(form: FormRecord): FormFacts {
    let facts = this.formFactsCache.get(form.FormId);
    if (!facts) this.formFactsCache.set(form.FormId, (facts = formFacts(this.store, form)));
    return facts;
  }

  private mine<T extends { workspaceId: number }>(record: T | undefined): T | undefined {
    return record && record.workspaceId === this.user.workspaceId ? record : undefined;
  }

  /** The hit, or null when the caller may not open it (or it is gone). */
  hitOf(match: IndexMatch): SearchHit | null {
    const base = { Id: match.ref, Terms: match.terms, Score: match.score };
    const text = (title: string, body: string) => ({
      Title: title,
      Snippet: snippetAround(body, match.terms, SNIPPET_CHARS),
    });
    switch (match.kind) {
      case 'project': {
        const p = this.mine(
          this.lookup(
            'project',
            () => this.data.projects,
            (r) => r.ProjectId,
          ).get(match.ref),
        );
        if (!p || !readProject(this.actor, p.scopeId).allowed) return null;
        return { Kind: 'project', ...base, ...text(p.Name, p.Description), Path: projectPath(p.ProjectId) };
      }
      case 'formGroup': {
        const g = this.mine(
          this.lookup(
            'group',
            () => this.data.formGroups,
            (r) => r.GroupId,
          ).get(match.ref),
        );
        // GET formgroup: any signed-in user of the workspace.
        if (!g) return null;
        return { Kind: 'formGroup', ...base, Title: g.Name, Snippet: '', Path: formGroupPath(g.GroupId) };
      }
      case 'form': {
        const f = this.mine(this.form(match.ref));
        if (!f || !readForm(this.actor, this.facts(f)).allowed) return null;
        return { Kind: 'form', ...base, Title: f.FormName, Snippet: '', Path: formPath(f.FormId) };
      }
      case 'instance':
        return this.instanceHit(match, base);
      case 'task': {
        const t = this.mine(
          this.lookup(
            'task',
            () => this.data.tasks,
            (r) => r.TaskId,
          ).get(match.ref),
        );
        if (!t || !readTask(this.actor, scopeFacts(t)).allowed) return null;
        return { Kind: 'task', ...base, ...text(t.Title, t.Description), Path: taskPath(t.TaskId) };
      }
      case 'folder':
      case 'file':
        return this.cabinetHit(match, base);
      case 'report': {
        const r = this.mine(
          this.lookup(
            'report',
            () => this.data.reports,
            (x) => x.ReportId,
          ).get(match.ref),
        );
        if (!r || !reportCall(this.actor, AccessVerb.Read).allowed) return null;
        return {
          Kind: 'report',
          ...base,
          Title: r.ReportName,
          Snippet: '',
          Path: reportPath(r.ReportId, r.ReportType),
        };
      }
      case 'filter': {
        const f = this.mine(
          this.lookup(
            'filter',
            () => this.data.reportFilters,
            (x) => x.Id,
          ).get(match.ref),
        );
        const report =
          f &&
          this.mine(
            this.lookup(
              'report',
              () => this.data.reports,
              (x) => x.ReportId,
            ).get(f.ReportId),
          );
        if (!f || !report || !reportCall(this.actor, AccessVerb.Read).allowed) return null;
        return {
          Kind: 'filter',
          ...base,
          Title: f.Name,
          Snippet: report.ReportName,
          Path: reportFilterPath(f.Id),
        };
      }
    }
  }

  private form(id: number): FormRecord | undefined {
    return this.lookup(
      'form',
      () => this.data.forms,
      (r) => r.FormId,
    ).get(id);
  }

  /** As GET forminstance: the instance's project in the workspace, readInstance; a value only where its field shows. */
  private instanceHit(match: IndexMatch, base: Pick<SearchHit, 'Id' | 'Terms' | 'Score'>): SearchHit | null {
    const instance = this.lookup(
      'instance',
      () => this.data.formInstances,
      (r) => r.InstanceId,
    ).get(match.ref);
    const project =
      instance &&
      this.mine(
        this.lookup(
          'project',
          () => this.data.projects,
          (r) => r.ProjectId,
        ).get(instance.ProjectId),
      );
    const form = instance && this.form(instance.FormId);
    if (!instance || !project || !form) return null;
    const facts = {
      projectScopeId: project.scopeId,
      accessMask: instance.AccessMask,
      form: this.facts(form),
    };
    if (!readInstance(this.actor, facts).allowed) return null;
    const hit = {
      Kind: 'instance' as const,
      ...base,
      Title: instance.Name,
      Snippet: '',
      Path: instancePath(instance.InstanceId),
    };
    if (match.field === null) return hit;
    const snippet = this.valueSnippet(instance, form, match);
    return snippet === null ? null : { ...hit, Snippet: snippet };
  }

  private valueSnippet(instance: FormInstanceRecord, form: FormRecord, match: IndexMatch): string | null {
    const fieldId = match.field!;
    const field = form.Fields.find((f) => f.FieldDefinitionId === fieldId);
    const value = instance.values.find((v) => v.FieldDefinitionId === fieldId)?.Data;
    if (!field || !value || field.EncryptData) return null;
    if ((permissionMaskOf(this.store, this.user, instance, fieldId) & PermissionBit.View) === 0) return null;
    return `${field.Name}: ${snippetAround(value, match.terms, SNIPPET_CHARS)}`;
  }

  /** As the cabinet's own calls: the item's cabinet open to the caller (folders: open, files: download). */
  private cabinetHit(match: IndexMatch, base: Pick<SearchHit, 'Id' | 'Terms' | 'Score'>): SearchHit | null {
    const items = this.lookup(
      'item',
      () => this.data.cabinetItems,
      (r) => r.ItemId,
    );
    const item = this.mine(items.get(match.ref));
    if (!item) return null;
    const cabinet: CabinetItemRecord = items.get(item.RootContextFolderId) ?? item;
    const action = item.ItemType === 1 ? 'open' : 'download';
    if (!actInCabinet(this.actor, cabinet.scopeId, action).allowed) return null;
    const parent = item.ParentFolderId === null ? undefined : items.get(item.ParentFolderId);
    return {
      Kind: item.ItemType === 1 ? 'folder' : 'file',
      ...base,
      Title: item.Name,
      Snippet: item.ItemType === 2 ? snippetAround(this.fileText(item), match.terms, SNIPPET_CHARS) : '',
      Path: cabinetItemPath(item, parent),
    };
  }
}
