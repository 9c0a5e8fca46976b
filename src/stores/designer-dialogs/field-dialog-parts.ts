import { makeAutoObservable, toJS } from 'mobx';
import type { LoadLinkableFields } from '../../application/designer-dialogs/load-linkable-fields.use-case';
import { withNestedOptions } from '../../domain/forms/designer/nested-conditions';
import type { FieldDefinition, Form } from '../../domain/forms/form.entity';
import type { GeneralCheckInput } from './field-dialog-errors';
import type { FieldDialogSections } from './field-dialog-sections';
import { FieldDraftStore } from './field-draft.store';
import { FormulaEditorStore } from './formula-editor.store';
import { LinkedFieldStore } from './linked-field.store';
import { NestedConditionsStore } from './nested-conditions.store';
import { OptionListStore } from './option-list.store';
import { RestrictionsStore } from './restrictions.store';
import { ValidationEditorStore } from './validation-editor.store';

/** The form's fields with `field` in place of its saved self, or added when it is new. */
function withField(form: Pick<Form, 'Fields'>, field: FieldDefinition): Pick<Form, 'Fields'> {
  const fields = form.Fields ?? [];
  const at = fields.findIndex((f) => f.FieldDefinitionId === field.FieldDefinitionId);
  return { Fields: at >= 0 ? fields.map((f, i) => (i === at ? field : f)) : [...fields, field] };
}

/** The editors of one field dialog, over one draft, each seeing the field as it is being edited. */
export class FieldDialogParts {
  readonly draft: FieldDraftStore;
  readonly options: OptionListStore;
  readonly nested: NestedConditionsStore;
  readonly validation: ValidationEditorStore;
  readonly formula: FormulaEditorStore;
  readonly restrictions = new RestrictionsStore();
  readonly linked: LinkedFieldStore;

  constructor(
    field: FieldDefinition,
    private readonly form: () => Form,
    loadLinkable: LoadLinkableFields,
  ) {
    this.draft = new FieldDraftStore(field);
    this.options = new OptionListStore(field.OptionsList ?? []);
    this.nested = new NestedConditionsStore(
      () => ({ field: this.draft.field, form: form() }),
      field.Conditions ?? [],
    );
    this.formula = new FormulaEditorStore(() => ({ field: this.draft.result, form: form() }));
    this.validation = new ValidationEditorStore(() => {
      const self = { ...this.draft.result, OptionsList: this.options.options };
      return { field: self, form: withField(form(), self) };
    }, field.FieldValidation);
    this.linked = new LinkedFieldStore(loadLinkable);
    makeAutoObservable<FieldDialogParts, 'form'>(
      this,
      {
        form: false,
        draft: false,
        options: false,
        nested: false,
        validation: false,
        formula: false,
        restrictions: false,
        linked: false,
      },
      { autoBind: true },
    );
  }

  /**
   * The field to submit: the draft plus the options, conditions, formula and validation edited beside it, as plain
   * data (toJS: no MobX proxies, so it can be cloned and compared). A nested select's own options are those its
   * conditions offer (withNestedOptions).
   */
  assemble(sections: FieldDialogSections, withValidation: boolean): FieldDefinition {
    // toJS converts an observable and what it holds, and leaves a plain object as it is: each part on its own, and each
    // property of the draft (a plain copy of the observable field, whose lists and objects are still observable).
    const base = Object.fromEntries(
      Object.entries(this.draft.result).map(([key, value]) => [key, toJS(value)]),
    ) as FieldDefinition;
    const validation = toJS(this.validation.toSave);
    const field: FieldDefinition = {
      ...base,
      ...(sections.options ? { OptionsList: toJS(this.options.options) } : {}),
      ...(sections.nested ? { Conditions: toJS(this.nested.conditions) } : {}),
      ...(sections.formula ? { Formula: this.formula.stored ?? base.Formula ?? '' } : {}),
      ...(withValidation
        ? { FieldValidation: validation.FieldValidationGroups.length > 0 ? validation : null }
        : {}),
    };
    return sections.nested ? withNestedOptions(field) : field;
  }

  checkInput(sections: FieldDialogSections): GeneralCheckInput {
    const parentId = this.draft.field.ParentFieldDefinitionId ?? null;
    return {
      draft: this.draft,
      sections,
      form: this.form(),
      optionNames: sections.options ? this.options.names : null,
      linkedFormId: this.linked.formId,
      formulaError: sections.formula ? this.formula.error : null,
      nestingError: sections.nested ? (this.nested.sources.ok ? null : this.nested.sources.message) : null,
      linkedParentMissing:
        sections.linked &&
        this.linked.state === 'ready' &&
        parentId !== null &&
        this.linked.fieldOf(parentId) === null,
    };
  }

  /** An existing linked field: its parent's form is loaded so the parent can be shown and changed. */
  openLinked(): void {
    const formId = this.draft.field.ParentFieldDefinition?.FormId ?? null;
    if (formId !== null) void this.linked.formChanged(formId);
  }

  linkedFormChanged(formId: number | null): void {
    this.draft.parentChanged(null, true);
    void this.linked.formChanged(formId);
  }

  linkedFieldChanged(fieldId: number | null): void {
    this.draft.parentChanged(this.linked.fieldOf(fieldId), true);
  }

  mirrorParentChanged(parent: FieldDefinition | null): void {
    this.draft.parentChanged(parent, false);
  }
}
