import { makeAutoObservable } from 'mobx';
import {
  addCondition,
  addGroup,
  ensureFieldValidation,
  removeCondition,
  setErrorMessage,
  updateCondition,
  type NewCondition,
} from '../../domain/forms/conditions/condition-editing';
import {
  Operator,
  OperatorType,
  isOperatorAllowed,
  operatorsFor,
  type OperatorChoice,
} from '../../domain/forms/conditions/operators';
import {
  compatibleCompareFields,
  findField,
  operatorTypeFor,
  optionsOf,
} from '../../domain/forms/conditions/value-types';
import { DialogMessage } from '../../domain/forms/dialogs/dialog-messages';
import { constantProblem } from '../../domain/forms/conditions/condition-constant';
import type {
  FieldDefinition,
  FieldOption,
  FieldValidation,
  FieldValidationCondition,
  Form,
} from '../../domain/forms/form.entity';

export type CompareKind = 'constant' | 'field' | 'option';

/** What the view needs to draw one condition. */
export interface ConditionView {
  source: FieldDefinition;
  operators: readonly OperatorChoice[];
  kind: CompareKind;
  kinds: CompareKind[];
  compareFields: FieldDefinition[];
  options: readonly FieldOption[];
  /** NotSelected needs no value to compare with. */
  needsValue: boolean;
  errors: { operator?: string; value?: string };
}

type Context = () => { field: FieldDefinition; form: Pick<Form, 'Fields'> };

const kindOf = (c: FieldValidationCondition): CompareKind =>
  c.CompareToFieldDefinitionId != null ? 'field' : c.CompareToOptionId != null ? 'option' : 'constant';

/**
 * The conditional-validation editor of the Validation tab: groups of conditions (OR within a group,
 * AND across groups), always at least one group; deleting a group's last condition removes the group.
 */
export class ValidationEditorStore {
  validation: FieldValidation;
  private initial: string;

  constructor(
    private readonly context: Context,
    validation: FieldValidation | null | undefined = null,
  ) {
    this.validation = ensureFieldValidation(validation);
    this.initial = JSON.stringify(this.toSave);
    makeAutoObservable<ValidationEditorStore, 'context' | 'initial'>(
      this,
      { context: false, initial: false },
      { autoBind: true },
    );
  }

  /** Starts over from a loaded validation (not a change). */
  reset(validation: FieldValidation | null | undefined): void {
    this.validation = ensureFieldValidation(validation);
    this.initial = JSON.stringify(this.toSave);
  }

  /** What is stored: only groups that hold conditions. */
  get toSave(): FieldValidation {
    return {
      ErrorMessage: this.validation.ErrorMessage,
      FieldValidationGroups: this.validation.FieldValidationGroups.filter(
        (g) => g.FieldValidationConditions.length > 0,
      ).map((g, i) => ({ ...g, Order: i + 1 })),
    };
  }

  get changed(): boolean {
    return JSON.stringify(this.toSave) !== this.initial;
  }

  /** Fields a condition may test: the field itself (first) and every other field with a comparable value. */
  get sourceChoices(): FieldDefinition[] {
    const { field, form } = this.context();
    const others = form.Fields.filter(
      (f) => f.FieldDefinitionId !== field.FieldDefinitionId && operatorTypeFor(f, form) !== null,
    );
    return [field, ...others];
  }

  sourceOf(condition: FieldValidationCondition): FieldDefinition {
    const { field, form } = this.context();
    const id = condition.SourceFieldDefinitionId;
    if (id == null || id === field.FieldDefinitionId) return field;
    return findField(form, id) ?? field;
  }

  view(condition: FieldValidationCondition): ConditionView {
    const { form } = this.context();
    const source = this.sourceOf(condition);
    const type = operatorTypeFor(source, form) ?? OperatorType.String;
    const compareFields = compatibleCompareFields(source, form);
    const options = type === OperatorType.Option ? optionsOf(source, form) : [];
    const kinds: CompareKind[] = [
      type === OperatorType.Option ? 'option' : 'constant',
      ...(compareFields.length > 0 ? (['field'] as const) : []),
    ];
    const needsValue = condition.OperatorId !== Operator.NotSelected;
    const kind = kindOf(condition);
    const errors: ConditionView['errors'] = {};
    if (condition.OperatorTypeId !== type || !isOperatorAllowed(type, condition.OperatorId))
      errors.operator = DialogMessage.FieldRequired;
    if (needsValue && !kinds.includes(kind)) errors.value = DialogMessage.FieldRequired;
    else if (needsValue && kind === 'constant' && (condition.CompareToConstant ?? '').trim() === '')
      errors.value = DialogMessage.FieldRequired;
    else if (needsValue && kind === 'constant') {
      const problem = constantProblem({ ...condition, OperatorTypeId: type });
      if (problem) errors.value = problem;
    }
    return { source, operators: operatorsFor(type), kind, kinds, compareFields, options, needsValue, errors };
  }

  /** True when some condition lacks an operator or a value. */
  get invalid(): boolean {
    return this.validation.FieldValidationGroups.some((g) =>
      g.FieldValidationConditions.some((c) => Object.keys(this.view(c).errors).length > 0),
    );
  }

  errorMessageChanged(message: string): void {
    this.validation = setErrorMessage(this.validation, message);
  }

  groupAdded(): void {
    this.validation = addGroup(this.validation);
  }

  /** A new condition on the field itself, with its type's first operator. */
  conditionAdded(groupIndex: number): void {
    const { field, form } = this.context();
    const type = operatorTypeFor(field, form) ?? OperatorType.String;
    const condition: NewCondition = {
      SourceFieldDefinitionId: null,
      OperatorTypeId: type,
      OperatorId: operatorsFor(type)[0].id,
      CompareToConstant: '',
      CompareToOptionId: null,
      CompareToFieldDefinitionId: null,
    };
    this.validation = addCondition(this.validation, groupIndex, condition);
  }

  conditionRemoved(groupIndex: number, conditionIndex: number): void {
    this.validation = removeCondition(this.validation, groupIndex, conditionIndex);
  }

  /** A new source resets the operator (its type's first) and the value compared with. */
  sourceChanged(groupIndex: number, conditionIndex: number, sourceId: number | null): void {
    const { field, form } = this.context();
    const source =
      sourceId == null || sourceId === field.FieldDefinitionId ? field : (findField(form, sourceId) ?? field);
    const type = operatorTypeFor(source, form) ?? OperatorType.String;
    this.patch(groupIndex, conditionIndex, {
      SourceFieldDefinitionId: source === field ? null : source.FieldDefinitionId,
      OperatorTypeId: type,
      OperatorId: operatorsFor(type)[0].id,
      ...this.valueFor(type === OperatorType.Option ? 'option' : 'constant', source),
    });
  }

  operatorChanged(groupIndex: number, conditionIndex: number, operatorId: number): void {
    const condition =
      this.validation.FieldValidationGroups[groupIndex]?.FieldValidationConditions[conditionIndex];
    if (!condition) return;
    const type = operatorTypeFor(this.sourceOf(condition), this.context().form) ?? OperatorType.String;
    this.patch(groupIndex, conditionIndex, { OperatorTypeId: type, OperatorId: operatorId });
  }

  kindChanged(groupIndex: number, conditionIndex: number, kind: CompareKind): void {
    const condition =
      this.validation.FieldValidationGroups[groupIndex]?.FieldValidationConditions[conditionIndex];
    if (condition) this.patch(groupIndex, conditionIndex, this.valueFor(kind, this.sourceOf(condition)));
  }

  constantChanged(groupIndex: number, conditionIndex: number, value: string): void {
    this.patch(groupIndex, conditionIndex, {
      CompareToConstant: value,
      CompareToOptionId: null,
      CompareToFieldDefinitionId: null,
    });
  }

  compareFieldChanged(groupIndex: number, conditionIndex: number, id: number | null): void {
    this.patch(groupIndex, conditionIndex, {
      CompareToFieldDefinitionId: id,
      CompareToOptionId: null,
      CompareToConstant: null,
    });
  }

  compareOptionChanged(groupIndex: number, conditionIndex: number, id: number | null): void {
    this.patch(groupIndex, conditionIndex, {
      CompareToOptionId: id,
      CompareToFieldDefinitionId: null,
      CompareToConstant: null,
    });
  }

  /** The compare-to values when switching to `kind`: the first field or option is picked, a constant starts empty. */
  private valueFor(kind: CompareKind, source: FieldDefinition): Partial<NewCondition> {
    const { form } = this.context();
    if (kind === 'field') {
      return {
        CompareToFieldDefinitionId: compatibleCompareFields(source, form)[0]?.FieldDefinitionId ?? null,
        CompareToOptionId: null,
        CompareToConstant: null,
      };
    }
    if (kind === 'option')
      return {
        CompareToOptionId: optionsOf(source, form)[0]?.OptionId ?? null,
        CompareToFieldDefinitionId: null,
        CompareToConstant: null,
      };
    return { CompareToConstant: '', CompareToOptionId: null, CompareToFieldDefinitionId: null };
  }

  private patch(groupIndex: number, conditionIndex: number, patch: Partial<NewCondition>): void {
    this.validation = updateCondition(this.validation, groupIndex, conditionIndex, patch);
  }
}
