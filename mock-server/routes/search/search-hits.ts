/**
 * Turns index matches into hits for one caller, checking each against the rule the item's own GET route applies
 * (docs/search.md, "Access"): a match the caller may not open is left out, an instance's value only shows when the
 * caller may view that field. Titles, paths and snippets come from the live records; a snippet is written only for
 * the hits the answer shows.
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
import type { SearchRecords } from './search-records';

const SNIPPET_CHARS = 160;

/** A hit the caller may open; its snippet is written only if the answer shows it (`Snippet` is empty till then). */
export interface OpenHit {
  hit: SearchHit;
  snippet: () => string;
}

const NO_SNIPPET = () => '';
/** The snippet of `body` around the first matched word, written when asked for. */
const around = (body: string, terms: string[]) => () => snippetAround(body, terms, SNIPPET_CHARS);

/** One caller's view of the matches. */
export class SearchHits {
  private readonly actor: Actor;
  private readonly formFactsCache = new Map<number, FormFacts>();

  constructor(
    private readonly store: Store,
    private readonly records: SearchRecords,
    private readonly user: UserRecord,
    private readonly fileText: (item: CabinetItemRecord) => string,
  ) {
    this.actor = actorOf(store, user);
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
  hitOf(match: IndexMatch): OpenHit | null {
    const base = { Id: match.ref, Terms: match.terms, Score: match.score, Snippet: '' };
    switch (match.kind) {
      case 'project': {
        const p = this.mine(this.records.project(match.ref));
        if (!p || !readProject(this.actor, p.scopeId).allowed) return null;
        const hit = { Kind: 'project' as const, ...base, Title: p.Name, Path: projectPath(p.ProjectId) };
        return { hit, snippet: around(p.Description, match.terms) };
      }
      case 'formGroup': {
        const g = this.mine(this.records.formGroup(match.ref));
        // GET formgroup: any signed-in user of the workspace.
        if (!g) return null;
        return {
          hit: { Kind: 'formGroup', ...base, Title: g.Name, Path: formGroupPath(g.GroupId) },
          snippet: NO_SNIPPET,
        };
      }
      case 'form': {
        const f = this.mine(this.records.form(match.ref));
        if (!f || !readForm(this.actor, this.facts(f)).allowed) return null;
        return {
          hit: { Kind: 'form', ...base, Title: f.FormName, Path: formPath(f.FormId) },
          snippet: NO_SNIPPET,
        };
      }
      case 'instance':
        return this.instanceHit(match, base);
      case 'task': {
        const t = this.mine(this.records.task(match.ref));
        if (!t || !readTask(this.actor, scopeFacts(t)).allowed) return null;
        const hit = { Kind: 'task' as const, ...base, Title: t.Title, Path: taskPath(t.TaskId) };
        return { hit, snippet: around(t.Description, match.terms) };
      }
      case 'folder':
      case 'file':
        return this.cabinetHit(match, base);
      case 'report': {
        const r = this.mine(this.records.report(match.ref));
        if (!r || !reportCall(this.actor, AccessVerb.Read).allowed) return null;
        const hit = {
          Kind: 'report' as const,
          ...base,
          Title: r.ReportName,
          Path: reportPath(r.ReportId, r.ReportType),
        };
        return { hit, snippet: NO_SNIPPET };
      }
      case 'filter': {
        const f = this.mine(this.records.filter(match.ref));
        const report = f && this.mine(this.records.report(f.ReportId));
        if (!f || !report || !reportCall(this.actor, AccessVerb.Read).allowed) return null;
        const hit = { Kind: 'filter' as const, ...base, Title: f.Name, Path: reportFilterPath(f.Id) };
        return { hit, snippet: () => report.ReportName };
      }
    }
  }

  /** As GET forminstance: the instance's project in the workspace, readInstance; a value only where its field shows. */
  private instanceHit(
    match: IndexMatch,
    base: Pick<SearchHit, 'Id' | 'Terms' | 'Score' | 'Snippet'>,
  ): OpenHit | null {
    const instance = this.records.instance(match.ref);
    const project = instance && this.mine(this.records.project(instance.ProjectId));
    const form = instance && this.records.form(instance.FormId);
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
      Path: instancePath(instance.InstanceId),
    };
    if (match.field === null) return { hit, snippet: NO_SNIPPET };
    const value = this.viewableValue(instance, form, match.field);
    if (value === null) return null;
    return { hit, snippet: () => `${value.name}: ${snippetAround(value.data, match.terms, SNIPPET_CHARS)}` };
  }

  /** The field's name and saved value, when the field is there, not encrypted and the caller may view it. */
  private viewableValue(
    instance: FormInstanceRecord,
    form: FormRecord,
    fieldId: number,
  ): { name: string; data: string } | null {
    const field = form.Fields.find((f) => f.FieldDefinitionId === fieldId);
    const data = instance.values.find((v) => v.FieldDefinitionId === fieldId)?.Data;
    if (!field || !data || field.EncryptData) return null;
    if ((permissionMaskOf(this.store, this.user, instance, fieldId) & PermissionBit.View) === 0) return null;
    return { name: field.Name, data };
  }

  /** As the cabinet's own calls: the item's cabinet open to the caller (folders: open, files: download). */
  private cabinetHit(
    match: IndexMatch,
    base: Pick<SearchHit, 'Id' | 'Terms' | 'Score' | 'Snippet'>,
  ): OpenHit | null {
    const item = this.mine(this.records.cabinetItem(match.ref));
    if (!item) return null;
    const cabinet: CabinetItemRecord = this.records.cabinetItem(item.RootContextFolderId) ?? item;
    const action = item.ItemType === 1 ? 'open' : 'download';
    if (!actInCabinet(this.actor, cabinet.scopeId, action).allowed) return null;
    const parent = item.ParentFolderId === null ? undefined : this.records.cabinetItem(item.ParentFolderId);
    const hit = {
      Kind: item.ItemType === 1 ? ('folder' as const) : ('file' as const),
      ...base,
      Title: item.Name,
      Path: cabinetItemPath(item, parent),
    };
    if (item.ItemType !== 2) return { hit, snippet: NO_SNIPPET };
    return { hit, snippet: () => snippetAround(this.fileText(item), match.terms, SNIPPET_CHARS) };
  }
}
