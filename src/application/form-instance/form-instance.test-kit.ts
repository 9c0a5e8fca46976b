import type { FieldValueData, FormInstance } from '../../domain/forms/form-instance.entity';
import type { FormDraft } from '../../domain/forms/instance/form-draft';
import type { DraftStore } from '../../ports/draft-store.port';
import type { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import { PageUnload } from '../../ports/page-unload.port';
import { UnsavedChanges } from '../platform/track-unsaved-changes.use-case';
import { FakeTime } from '../testing/fake-time';
import { FakeDialogs, FakeFormLibraries, FakeNavigator, FakeNotifier, FakeUserContext, failure, member, ok } from '../testing/fakes';
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

/** Drafts in memory, as the browser's storage would keep them (round-tripped through JSON), by user and instance. */
export class FakeDraftStore implements DraftStore {
  readonly stored = new Map<string, string>();
  /** Reads as the harness's signed-in member unless told otherwise. */
  read(instanceId: number, userId: number = member.userId): FormDraft | null {
    const text = this.stored.get(`${userId}.${instanceId}`);
    return text === undefined ? null : (JSON.parse(text) as FormDraft);
  }
  write(draft: FormDraft & { readonly userId: number }): boolean {
    this.stored.set(`${draft.userId}.${draft.instanceId}`, JSON.stringify(draft));
    return true;
  }
  remove(instanceId: number, userId: number): void {
    this.stored.delete(`${userId}.${instanceId}`);
  }
}

/** The form-instance use cases over fakes, as one browser tab sees them. */
export function instanceHarness() {
  const time = new FakeTime();
  const gateway = new FakeFormInstanceGateway();
  const dialogs = new FakeDialogs();
  const notifier = new FakeNotifier();
  const navigator = new FakeNavigator();
  const users = new FakeUserContext();
  users.setUser(member);
  const draftStore = new FakeDraftStore();
  const libraries = new FakeFormLibraries();
  const drafts = new KeepFormDraft(draftStore, time, dialogs, users, libraries);
  const pageUnload: PageUnload = { guard: () => () => undefined };
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
