import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { EditorPatch, FormInstanceEditor } from '../../application/form-instance/form-instance-editor';
import type { FormInstanceModel } from '../../application/form-instance/form-instance-model';
import { FillSharedForm } from '../../application/sharing/fill-shared-form.use-case';
import { ViewDirectInstance } from '../../application/sharing/view-direct-instance.use-case';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { fieldIdsByRow } from '../../domain/forms/instance/form-grid';
import type { WorkspaceDetails } from '../../domain/sharing/share.entity';
import { FieldEntries } from '../form-instance/field-entries';

/**
 * `/direct/{Hash}/{InstanceId}` for a form instance (issue 35; docs/sharing.md "An instance by direct link"): `view`
 * draws it read-only with THE field renderer; `code` goes on to the share's one-time-code page; `not-an-instance`
 * lets the cabinet's direct link page try the link. Transient.
 */
@injectable()
export class DirectInstanceStore {
  status: 'loading' | 'view' | 'code' | 'not-an-instance' | 'failed' = 'loading';
  hash = '';
  details: WorkspaceDetails | null = null;
  instance: FormInstance | null = null;
  model: FormInstanceModel | null = null;
  readonly fields = new FieldEntries();
  private editor: FormInstanceEditor | null = null;
  private load: AbortController | null = null;

  constructor(
    @inject(ViewDirectInstance) private readonly viewing: ViewDirectInstance,
    @inject(FillSharedForm) private readonly fill: FillSharedForm,
  ) {
    makeAutoObservable<DirectInstanceStore, 'editor' | 'load' | 'viewing' | 'fill' | 'fields'>(
      this,
      {
        editor: false,
        load: false,
        viewing: false,
        fill: false,
        fields: false,
        instance: observableRef,
        model: observableRef,
      },
      { autoBind: true },
    );
  }

  async opened(hash: string, instanceId: number): Promise<void> {
    this.dispose();
    this.status = 'loading';
    const load = new AbortController();
    this.load = load;
    const outcome = await this.viewing.open(hash, instanceId, load.signal);
    if (!outcome || load.signal.aborted) return;
    runInAction(() => {
      if (outcome.kind !== 'opened') {
        this.status = outcome.kind;
        return;
      }
      const { answer } = outcome;
      this.hash = answer.Hash;
      if (answer.Access === 'Code') {
        this.status = 'code';
        return;
      }
      const { Access: _access, Hash: _hash, FormInstance: instance, ...details } = answer;
      this.details = details;
      this.instance = instance;
      this.fields.reset(fieldIdsByRow(instance.Fields));
      const editor = this.fill.start(instance, this.patched);
      this.editor = editor;
      this.model = editor.model;
      this.patched(editor.start());
      this.status = 'view';
    });
  }

  patched(patch: EditorPatch): void {
    runInAction(() => this.fields.apply(patch));
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
    this.editor?.dispose();
    this.editor = null;
  }
}
