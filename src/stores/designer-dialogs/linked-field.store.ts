import { makeAutoObservable, runInAction } from 'mobx';
import { LoadLinkableFields } from '../../application/designer-dialogs/load-linkable-fields.use-case';
import type { FieldDefinition } from '../../domain/forms/form.entity';

/** The linked-field section: a form of the set, then one of its fields. */
export class LinkedFieldStore {
  formId: number | null = null;
  fields: FieldDefinition[] = [];
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private request = 0;

  constructor(private readonly load: LoadLinkableFields) {
    makeAutoObservable<LinkedFieldStore, 'load' | 'request'>(
      this,
      { load: false, request: false },
      { autoBind: true },
    );
  }

  /** Loads the fields of `formId` (the newest choice wins when answers cross). */
  async formChanged(formId: number | null): Promise<void> {
    this.formId = formId;
    this.fields = [];
    if (formId === null) {
      this.state = 'idle';
      return;
    }
    this.state = 'loading';
    const request = ++this.request;
    const fields = await this.load.run(formId);
    runInAction(() => {
      if (request !== this.request) return;
      this.fields = fields ?? [];
      this.state = fields ? 'ready' : 'failed';
    });
  }

  fieldOf(id: number | null): FieldDefinition | null {
    return this.fields.find((f) => f.FieldDefinitionId === id) ?? null;
  }
}
