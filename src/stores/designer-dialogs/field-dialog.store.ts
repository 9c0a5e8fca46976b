import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadFieldSetup } from '../../application/designer-dialogs/load-field-setup.use-case';
import { LoadLinkableFields } from '../../application/designer-dialogs/load-linkable-fields.use-case';
import { LoadRestrictionChoices } from '../../application/designer-dialogs/load-restriction-choices.use-case';
import { SaveFieldSetup } from '../../application/designer-dialogs/save-field-setup.use-case';
import {
  fieldDialogButton,
  fieldDialogTitle,
  FieldDialogMode,
  showsValidationTab,
  type FieldDialogModeId,
} from '../../domain/forms/designer/field-dialog-mode';
import type { DtoErrors } from '../../domain/forms/dialogs/validate-dto';
import { ValidationPatternType, type FieldDefinition, type Form } from '../../domain/forms/form.entity';
import { compileCustomPattern } from '../../domain/forms/validation/custom-pattern';
import { safetyProblem } from '../../domain/forms/validation/custom-pattern-safety';
import { DIALOG_INVALID_MESSAGE } from '../../domain/forms/validation/validation-messages';
import { UNEXPECTED_ERROR } from '../../domain/platform/error-catalogue';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Dialogs } from '../../ports/dialogs.port';
import { generalErrors } from './field-dialog-errors';
import { sectionsFor, type FieldDialogSections } from './field-dialog-sections';
import { FieldDialogParts } from './field-dialog-parts';
import {
  DISCARD_CHANGES,
  NO_TEMPLATE,
  type FieldDialogAccess,
  type FieldDialogInput,
  type FieldSubmitResult,
  type SubmitField,
} from './field-dialog-input';
import { FieldDraftStore } from './field-draft.store';

/** The field dialog: General and Validation tabs over a draft, and the save with its restrictions and validation. */
@injectable()
export class FieldDialogStore {
  mode: FieldDialogModeId = FieldDialogMode.Form;
  form: Form = {
    FormId: 0,
    FormName: '',
    Rows: [],
    Columns: [],
    Fields: [],
    Options: { Ruler: 0, Guide: 0 },
  };
  otherFormsInSet: FieldDialogInput['otherFormsInSet'] = [];
  isNew = true;
  access: FieldDialogAccess = { share: true, decrypt: true };
  private encryptedAtOpen = false;
  parts: FieldDialogParts | null = null;
  tab: 'general' | 'validation' = 'general';
  saveAsTemplate = false;
  attempted = false;
  touched = new Set<string>();
  setupState: 'ready' | 'loading' | 'failed' = 'ready';
  busy = false;
  message: string | null = null;
  private initial = '';
  private disposed = false;
  /** The backtracking check's refusal (null: cleared) by custom pattern source, once checked. */
  private patternVerdicts = new Map<string, string | null>();

  constructor(
    @inject(LoadFieldSetup) private readonly loadSetup: LoadFieldSetup,
    @inject(SaveFieldSetup) private readonly saveSetup: SaveFieldSetup,
    @inject(LoadRestrictionChoices) private readonly loadChoices: LoadRestrictionChoices,
    @inject(LoadLinkableFields) private readonly loadLinkable: LoadLinkableFields,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(CustomPatternChecker) private readonly patterns: CustomPatternChecker,
  ) {
    makeAutoObservable<
      FieldDialogStore,
      | 'loadSetup'
      | 'saveSetup'
      | 'loadChoices'
      | 'loadLinkable'
      | 'dialogs'
      | 'patterns'
      | 'initial'
      | 'disposed'
    >(
      this,
      {
        loadSetup: false,
        saveSetup: false,
        loadChoices: false,
        loadLinkable: false,
        dialogs: false,
        patterns: false,
        initial: false,
        disposed: false,
        parts: observableRef,
      },
      { autoBind: true },
    );
  }

  open(input: FieldDialogInput): void {
    const id = input.field.FieldDefinitionId;
    // React's StrictMode disposes and opens again in development: opening revives the store.
    this.disposed = false;
    this.mode = input.mode;
    this.form = input.form;
    this.otherFormsInSet = input.otherFormsInSet;
    this.isNew = input.isNew ?? (!(id > 0) || !input.form.Fields.some((f) => f.FieldDefinitionId === id));
    this.access = input.access ?? { share: true, decrypt: true };
    this.encryptedAtOpen = !this.isNew && input.field.EncryptData === true;
    const parts = new FieldDialogParts(input.field, () => this.form, this.loadLinkable);
    this.parts = parts;
    this.initial = JSON.stringify(this.current);
    if (this.sections.formula && parts.formula.invalidAtOpen) this.touch('Formula');
    if (this.sections.restrictions)
      void this.loadChoices
        .run()
        .then((c) => !this.disposed && parts.restrictions.choicesArrived(c.roles, c.users));
    if (!this.isNew && this.mode !== FieldDialogMode.Template) void this.loadSavedSetup(id);
    if (this.sections.linked) parts.openLinked();
  }

  private async loadSavedSetup(id: number): Promise<void> {
    this.setupState = 'loading';
    const setup = await this.loadSetup.run(id);
    runInAction(() => {
      if (this.disposed || !this.parts) return;
      if (setup.permissions) this.parts.restrictions.reset(setup.permissions);
      this.parts.validation.reset(setup.validation ?? this.parts.draft.field.FieldValidation);
      this.setupState = setup.permissions ? 'ready' : 'failed';
    });
  }

  private get idForRules(): number | null {
    return this.isNew ? null : (this.parts?.draft.field.FieldDefinitionId ?? null);
  }

  get draft(): FieldDraftStore {
    return (this.parts as FieldDialogParts).draft;
  }

  get title(): string {
    return fieldDialogTitle(this.mode, this.idForRules);
  }

  get buttonLabel(): string {
    return fieldDialogButton(this.mode, this.idForRules);
  }

  /** An encrypted field's encryption and display mask stay as they are for users who may not turn it off. */
  get encryptionLocked(): boolean {
    return this.encryptedAtOpen && !this.access.decrypt;
  }

  get sections(): FieldDialogSections {
    const sections = sectionsFor(this.draft.kind, this.mode === FieldDialogMode.Template);
    if (!this.access.share) return { ...sections, restrictions: false };
    return sections;
  }

  get hasValidationTab(): boolean {
    return showsValidationTab(this.mode, this.draft.kind, this.idForRules);
  }

  get offersSaveAsTemplate(): boolean {
    return this.mode === FieldDialogMode.Form && this.isNew && !NO_TEMPLATE.has(this.draft.kind);
  }

  /** The field as it would be submitted. */
  get current(): FieldDefinition {
    const parts = this.parts as FieldDialogParts;
    return parts.assemble(this.sections, this.hasValidationTab);
  }

  get generalErrors(): DtoErrors {
    const parts = this.parts as FieldDialogParts;
    const errors = generalErrors(parts.checkInput(this.sections));
    const refused = this.patternRefusal;
    if (refused && !errors.Pattern) errors.Pattern = [refused];
    return errors;
  }

  /** The draft's custom pattern when it is one to run: a Custom pattern type and a source that compiles. */
  private get customPattern(): string | null {
    if (!this.sections.validationPattern) return null;
    const { ValidationPatternType: type, Options } = this.draft.field;
    return type === ValidationPatternType.Custom && Options != null && compileCustomPattern(Options).ok
      ? Options
      : null;
  }

  /** Why the backtracking check refused the draft's custom pattern (docs/validation.md), once it was checked. */
  get patternRefusal(): string | null {
    const source = this.customPattern;
    return source === null ? null : (this.patternVerdicts.get(source) ?? null);
  }

  /** Asks the backtracking check about the draft's custom pattern, once per source. */
  private async checkPattern(): Promise<void> {
    const source = this.customPattern;
    if (source === null || this.patternVerdicts.has(source)) return;
    const verdict = await this.patterns.check(source);
    runInAction(() => this.patternVerdicts.set(source, safetyProblem(verdict)));
  }

  get validationInvalid(): boolean {
    return this.hasValidationTab && (this.parts as FieldDialogParts).validation.invalid;
  }

  get invalid(): boolean {
    return Object.keys(this.generalErrors).length > 0 || this.validationInvalid;
  }

  /** The messages of `key` once the user has changed that input or tried to save. */
  errorsOf(key: string): string[] | undefined {
    return this.attempted || this.touched.has(key) ? this.generalErrors[key] : undefined;
  }

  touch(key: string): void {
    if (!this.touched.has(key)) this.touched = new Set([...this.touched, key]);
  }

  tabChanged(tab: 'general' | 'validation'): void {
    this.tab = tab;
  }

  saveAsTemplateChanged(value: boolean): void {
    this.saveAsTemplate = value;
  }

  get dirty(): boolean {
    const parts = this.parts;
    if (!parts) return false;
    return (
      JSON.stringify(this.current) !== this.initial ||
      parts.restrictions.changed ||
      (this.sections.formula && parts.formula.changed) ||
      (this.hasValidationTab && parts.validation.changed)
    );
  }

  /** Submits when valid; resolves true when everything was saved (the dialog then closes). */
  async submit(onSubmit: SubmitField): Promise<boolean> {
    if (this.busy || !this.parts) return false;
    this.attempted = true;
    this.message = null;
    this.busy = true;
    await this.checkPattern();
    if (this.disposed) {
      runInAction(() => (this.busy = false));
      return false;
    }
    // After the await: the rest changes state in an action of its own (MobX strict mode warned of each change).
    const field = runInAction(() => {
      this.busy = false;
      if (this.invalid) {
        this.message = DIALOG_INVALID_MESSAGE;
        if (Object.keys(this.generalErrors).length === 0) this.tab = 'validation';
        else if (this.validationInvalid && this.tab === 'validation') this.tab = 'general';
        return null;
      }
      this.busy = true;
      return this.current;
    });
    if (field === null) return false;
    let result: FieldSubmitResult;
    try {
      result = await onSubmit(field, { saveAsTemplate: this.offersSaveAsTemplate && this.saveAsTemplate });
    } catch {
      result = UNEXPECTED_ERROR;
    }
    if (typeof result === 'string') return this.finished(result);
    const savedId = result !== null ? result.fieldDefinitionId : this.isNew ? null : field.FieldDefinitionId;
    if (savedId === null || this.mode === FieldDialogMode.Template) return this.finished(null);
    runInAction(() => {
      // A second submit after a failure below updates the field instead of creating it again.
      this.isNew = false;
      this.draft.changed({ FieldDefinitionId: savedId });
    });
    const parts = this.parts;
    const changes = {
      permissions:
        this.setupState === 'ready' && parts.restrictions.changed ? parts.restrictions.toSave : undefined,
      validation: this.hasValidationTab && parts.validation.changed ? parts.validation.toSave : undefined,
    };
    const message =
      changes.permissions || changes.validation ? await this.saveSetup.run(savedId, changes) : null;
    return this.finished(message);
  }

  private finished(message: string | null): boolean {
    runInAction(() => {
      this.busy = false;
      this.message = message;
    });
    return message === null;
  }

  /** Closes at once, or after "Discard changes?" when something changed. */
  async closeRequested(onClose: () => void): Promise<void> {
    if (!this.dirty || (await this.dialogs.confirm(DISCARD_CHANGES))) onClose();
  }

  dispose(): void {
    this.disposed = true;
  }
}
