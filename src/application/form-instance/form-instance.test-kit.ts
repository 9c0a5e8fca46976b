import type { FieldValueData, FormInstance } from '../../domain/forms/form-instance.entity';
import type { FormDraft } from '../../domain/forms/instance/form-draft';
import type { DraftQuestion, DraftStore } from '../../ports/draft-store.port';
import type { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { UnsavedChanges } from '../platform/track-unsaved-changes.use-case';
import { FakeTime } from '../testing/fake-time';
import {
  FakeDialogs,
  FakeFormLibraries,
  FakeNavigator,
  FakePageUnload,
  FakeNotifier,
  FakeUserContext,
  failure,
  member,
  ok,
} from '../testing/fakes';
import { CancelFormInstance } from './cancel-form-instance.use-case';
import { EditFormInstance } from './edit-form-instance.use-case';
import type { EditorPatch } from './form-instance-editor';
import { KeepFormDraft } from './keep-form-draft.use-case';
import { OpenFormInstance } from './open-form-instance.use-case';
import { RevealEncryptedValue } from './reveal-encrypted-value.use-case';
import { SaveFormInstance } from './save-form-instance.use-case';

/** A form-instance backend in memory: what was saved, and answers a test can change. */
export class FakeFormInstanceGateway implements FormInstanceGateway {
  instances = new Map<number, FormInstance>();
  saves: Array<{ instanceId: number; values: FieldValueData[] }> = [];
  saveAnswer: (() => Promise<HttpResult<FormInstance>>) | null = null;
  secrets = new Map<number, string>();
  getStatus: number | 'aborted' | null = null;

  async get(instanceId: number): Promise<HttpResult<FormInstance>> {
    if (this.getStatus === 'aborted') return { ok: false, failure: { kind: 'aborted' } };
    if (this.getStatus !== null) return failure(this.getStatus);
    const instance = this.instances.get(instanceId);
    return instance ? ok(instance) : failure(403);
  }
  async save(instanceId: number, values: FieldValueData[]): Promise<HttpResult<FormInstance>> {
    this.saves.push({ instanceId, values });
    if (this.saveAnswer) return this.saveAnswer();
    return ok(this.instances.get(instanceId) as FormInstance);
  }
  async cloneForm(): Promise<HttpResult<{ InstanceId: number }>> {
    return ok({ InstanceId: 304 });
  }
  async cloneFormGroup(): Promise<HttpResult<{ InstanceIds: number[] }>> {
    return ok({ InstanceIds: [305, 306] });
  }
  async revealEncrypted(_instanceId: number, fieldId: number): Promise<HttpResult<{ Value: string }>> {
    const value = this.secrets.get(fieldId);
    return value === undefined ? failure(403) : ok({ Value: value });
  }
}

/**
 * One browser's drafts, shared by its tabs as localStorage is: JSON by `<userId>.<instanceId>`, and a question
 * between tabs by `<userId>.<instanceId>.asked`. What one tab writes or removes is heard by the OTHER open tabs
 * (storage events).
 */
export class FakeBrowserDrafts {
  readonly stored = new Map<string, string>();
  readonly open = new Set<FakeDraftStore>();

  set(from: FakeDraftStore, key: string, text: string | null): void {
    if ((this.stored.get(key) ?? null) === text) return; // browsers fire no storage event for no change
    if (text === null) this.stored.delete(key);
    else this.stored.set(key, text);
    for (const tab of [...this.open]) if (tab !== from) tab.heard(key, text);
  }
}

let pages = 0;

/** One tab's drafts in a FakeBrowserDrafts (its own by default), round-tripped through JSON, by user and instance. */
export class FakeDraftStore implements DraftStore {
  readonly tab = `page-${++pages}`;
  private readonly watchers = new Map<string, Set<(text: string | null) => void>>();

  constructor(readonly browser: FakeBrowserDrafts = new FakeBrowserDrafts()) {
    browser.open.add(this);
  }
  /** The drafts kept (not the questions). */
  get stored(): Map<string, string> {
    return new Map([...this.browser.stored].filter(([key]) => !key.endsWith('.asked')));
  }
  /** Reads as the harness's signed-in member unless told otherwise. */
  read(instanceId: number, userId: number = member.userId): FormDraft | null {
    const text = this.browser.stored.get(`${userId}.${instanceId}`);
    return text === undefined ? null : (JSON.parse(text) as FormDraft);
  }
  write(draft: FormDraft & { readonly userId: number }): boolean {
    this.browser.set(this, `${draft.userId}.${draft.instanceId}`, JSON.stringify(draft));
    return true;
  }
  remove(instanceId: number, userId: number): void {
    this.browser.set(this, `${userId}.${instanceId}`, null);
  }
  watch(instanceId: number, userId: number, listener: (draft: FormDraft | null) => void): () => void {
    return this.on(`${userId}.${instanceId}`, (text) =>
      listener(text === null ? null : (JSON.parse(text) as FormDraft)),
    );
  }
  ask(instanceId: number, userId: number, tab: string): void {
    this.browser.set(
      this,
      `${userId}.${instanceId}.asked`,
      JSON.stringify({ tab, answered: false, from: this.tab }),
    );
  }
  answer(instanceId: number, userId: number): void {
    this.browser.set(
      this,
      `${userId}.${instanceId}.asked`,
      JSON.stringify({ tab: this.tab, answered: true }),
    );
  }
  unask(instanceId: number, userId: number): void {
    this.browser.set(this, `${userId}.${instanceId}.asked`, null);
  }
  watchQuestions(
    instanceId: number,
    userId: number,
    listener: (question: DraftQuestion | null) => void,
  ): () => void {
    return this.on(`${userId}.${instanceId}.asked`, (text) =>
      listener(text === null ? null : (JSON.parse(text) as DraftQuestion)),
    );
  }
  /** The tab is closed or crashed: it hears nothing more. */
  close(): void {
    this.browser.open.delete(this);
  }
  heard(key: string, text: string | null): void {
    for (const listener of [...(this.watchers.get(key) ?? [])]) listener(text);
  }
  private on(key: string, listener: (text: string | null) => void): () => void {
    const set = this.watchers.get(key) ?? new Set();
    set.add(listener);
    this.watchers.set(key, set);
    return () => set.delete(listener);
  }
}

/**
 * The form-instance use cases over fakes, as one browser tab sees them. Harnesses given the same `browser` are
 * tabs of one browser: they share its storage and hear each other's changes.
 */
export function instanceHarness(browser: FakeBrowserDrafts = new FakeBrowserDrafts()) {
  const time = new FakeTime();
  const gateway = new FakeFormInstanceGateway();
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator();
  const users = new FakeUserContext();
  users.setUser(member);
  const draftStore = new FakeDraftStore(browser);
  const libraries = new FakeFormLibraries();
  const pageUnload = new FakePageUnload();
  const drafts = new KeepFormDraft(draftStore, time, dialogs, users, libraries, time, pageUnload);
  const unsaved = new UnsavedChanges(dialogs, pageUnload);
  const edit = new EditFormInstance(time, drafts, notifier);
  const patches: EditorPatch[] = [];
  const startEditing = (instance: FormInstance) => {
    const editor = edit.start(edit.modelOf(instance), (patch) => patches.push(patch));
    patches.push(editor.start());
    return editor;
  };
  return {
    time,
    gateway,
    dialogs,
    notifier,
    navigator,
    users,
    draftStore,
    drafts,
    pageUnload,
    unsaved,
    edit,
    patches,
    startEditing,
    libraries,
    open: new OpenFormInstance(gateway, navigator, libraries),
    save: new SaveFormInstance(gateway, dialogs, notifier, drafts),
    cancel: new CancelFormInstance(unsaved, navigator, drafts),
    reveal: new RevealEncryptedValue(gateway),
  };
}

/** Every formula result the patches reported, last one winning. */
export function lastFormulas(patches: readonly EditorPatch[]): Map<number, string> {
  const shown = new Map<number, string>();
  for (const patch of patches) patch.formulas?.forEach((result, id) => shown.set(id, result.display));
  return shown;
}

/** The messages shown now, from the patches. */
export function shownErrors(patches: readonly EditorPatch[]): Map<number, string> {
  const shown = new Map<number, string>();
  for (const patch of patches) {
    patch.errors?.forEach((message, id) => {
      if (message === null) shown.delete(id);
      else shown.set(id, message);
    });
  }
  return shown;
}
