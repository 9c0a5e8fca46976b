import { makeAutoObservable } from 'mobx';
import {
  applyConditionDraft,
  availableTargetOptions,
  conditionEditorMode,
  draftOf,
  nestingSources,
  orderedConditions,
  removeConditionAt,
  reorderConditions,
  type ConditionEditorMode,
} from '../../domain/forms/designer/nested-conditions';
import type {
  FieldDefinition,
  FieldOption,
  Form,
  NestedSelectCondition,
} from '../../domain/forms/form.entity';
import { OptionListStore } from './option-list.store';

/**
 * The nested-select condition editor: an ordered list of conditions (move up or down), and an editor
 * row in mode Add, or Save while an existing condition is edited. A target option may drive only one
 * condition, except the one being edited.
 */
export class NestedConditionsStore {
  conditions: NestedSelectCondition[];
  editingIndex: number | null = null;
  targetFieldId: number | null = null;
  targetOptionId: number | null = null;
  readonly draftOptions = new OptionListStore();
  error: string | null = null;
  announcement = '';

  constructor(
    private readonly context: () => { field: FieldDefinition; form: Pick<Form, 'Fields'> },
    conditions: readonly NestedSelectCondition[] = [],
  ) {
    this.conditions = orderedConditions(conditions);
    makeAutoObservable<NestedConditionsStore, 'context'>(
      this,
      { context: false, draftOptions: false },
      { autoBind: true },
    );
  }

  get mode(): ConditionEditorMode {
    return conditionEditorMode(this.editingIndex);
  }

  /** The selects and radio lists to depend on, or the message when there is none. */
  get sources(): ReturnType<typeof nestingSources> {
    const { field, form } = this.context();
    return nestingSources(field, form);
  }

  get sourceFields(): FieldDefinition[] {
    const sources = this.sources;
    return sources.ok ? sources.fields : [];
  }

  fieldName(id: number): string {
    return this.sourceFields.find((f) => f.FieldDefinitionId === id)?.Name ?? `F${id}`;
  }

  optionName(fieldId: number, optionId: number): string {
    const field = this.sourceFields.find((f) => f.FieldDefinitionId === fieldId);
    return field?.OptionsList?.find((o) => o.OptionId === optionId)?.Name ?? `#${optionId}`;
  }

  /** The target field's options no other condition uses. */
  get targetOptions(): FieldOption[] {
    const target = this.sourceFields.find((f) => f.FieldDefinitionId === this.targetFieldId);
    return target ? availableTargetOptions(target, this.conditions, this.editingIndex) : [];
  }

  targetFieldChanged(id: number | null): void {
    this.targetFieldId = id;
    this.targetOptionId = null;
    this.error = null;
  }

  targetOptionChanged(id: number | null): void {
    this.targetOptionId = id;
    this.error = null;
  }

  /** Add (mode Add) or Save (mode Save) the editor row; true when the list changed. */
  submitted(): boolean {
    const draft = {
      TargetFieldDefinitionId: this.targetFieldId,
      TargetOptionId: this.targetOptionId,
      OptionsList: this.draftOptions.options,
    };
    const outcome = applyConditionDraft(
      this.conditions,
      draft,
      this.editingIndex,
      this.context().field.FieldDefinitionId,
    );
    if (!outcome.ok) {
      this.error = outcome.message;
      return false;
    }
    this.conditions = outcome.conditions;
    this.clearEditor();
    return true;
  }

  editStarted(index: number): void {
    const draft = draftOf(this.conditions, index);
    this.editingIndex = index;
    this.targetFieldId = draft.TargetFieldDefinitionId;
    this.targetOptionId = draft.TargetOptionId;
    this.draftOptions.replaced(draft.OptionsList);
    this.error = null;
  }

  editCancelled(): void {
    this.clearEditor();
  }

  removed(index: number): void {
    this.conditions = removeConditionAt(this.conditions, index);
    if (this.editingIndex === index) this.clearEditor();
    else if (this.editingIndex !== null && this.editingIndex > index) this.editingIndex -= 1;
  }

  moved(from: number, to: number): void {
    if (to < 0 || to >= this.conditions.length || from === to) return;
    this.conditions = reorderConditions(this.conditions, from, to);
    if (this.editingIndex === from) this.editingIndex = to;
    else if (this.editingIndex !== null) {
      const editing = this.editingIndex;
      if (from < editing && to >= editing) this.editingIndex = editing - 1;
      else if (from > editing && to <= editing) this.editingIndex = editing + 1;
    }
    this.announcement = `Condition moved to position ${to + 1} of ${this.conditions.length}.`;
  }

  private clearEditor(): void {
    this.editingIndex = null;
    this.targetFieldId = null;
    this.targetOptionId = null;
    this.draftOptions.replaced([]);
    this.error = null;
  }
}
