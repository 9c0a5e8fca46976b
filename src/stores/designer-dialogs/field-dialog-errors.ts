import { checkMirrorPlacement } from '../../domain/forms/designer/parent-fields';
import { DesignerMessage } from '../../domain/forms/designer/designer-messages';
import { DialogMessage } from '../../domain/forms/dialogs/dialog-messages';
import { FieldDialogDto } from '../../domain/forms/dialogs/field-dialog.dto';
import { validateDto, type DtoErrors } from '../../domain/forms/dialogs/validate-dto';
import {
  MaskType,
  ValidationPatternType,
  type FieldDefinition,
  type Form,
} from '../../domain/forms/form.entity';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import { CUSTOM_MASK_MAX } from '../../domain/forms/masks/mask-options';
import { maxLengthMessage } from '../../domain/forms/validation/validation-messages';
import { compileCustomPattern } from '../../domain/forms/validation/custom-pattern';
import type { FieldDialogSections } from './field-dialog-sections';
import type { FieldDraftStore } from './field-draft.store';

/** What the General tab's checks read besides the draft. */
export interface GeneralCheckInput {
  draft: FieldDraftStore;
  sections: FieldDialogSections;
  form: Pick<Form, 'Fields'>;
  optionNames: string[] | null;
  linkedFormId: number | null;
  formulaError: string | null;
  nestingError: string | null;
  /** The linked field names a parent its form does not have (any more). */
  linkedParentMissing: boolean;
}

/** The mirror's place in layout order, counted without itself. */
function mirrorIndex(field: FieldDefinition, others: readonly FieldDefinition[]): number {
  const sequence = field.Sequence > 0 ? field.Sequence : Number.POSITIVE_INFINITY;
  return inLayoutOrder(others).filter((f) => f.Sequence < sequence).length;
}

/**
 * Every General-tab error by key (Name, ReferenceLabel, ColSpan, Width, Height, LabelRatio,
 * LinkedFormId, ParentFieldDefinitionId, Options, Mask, Pattern, Formula, Nested): the field-dialog
 * DTO of section 5 plus the mask, custom pattern, formula, nesting and mirror checks.
 */
export function generalErrors(input: GeneralCheckInput): DtoErrors {
  const { draft, sections } = input;
  const field = draft.field;
  const errors = validateDto(
    FieldDialogDto.of({
      TypeId: draft.kind,
      Name: field.Name,
      ReferenceLabel: sections.referenceLabel ? field.ReferenceLabel : null,
      ColSpan: sections.colSpan ? draft.colSpanText : '1',
      Width: draft.css.Width ?? null,
      Height: draft.css.Height ?? null,
      LabelRatio:
        sections.fieldLayout && draft.css.FieldLayout === 'horizontal' ? draft.labelRatioText : null,
      LinkedFormId: input.linkedFormId,
      ParentFieldDefinitionId: field.ParentFieldDefinitionId ?? null,
      Options: input.optionNames,
    }),
  );
  if (sections.mirror) {
    const others = input.form.Fields.filter((f) => f.FieldDefinitionId !== field.FieldDefinitionId);
    const placement = checkMirrorPlacement(
      { Fields: others },
      field.ParentFieldDefinitionId,
      mirrorIndex(field, others),
    );
    if (placement.ok) delete errors.ParentFieldDefinitionId;
    else errors.ParentFieldDefinitionId = [placement.message];
  }
  if (sections.mask && field.MaskType === MaskType.Custom) {
    const mask = field.Mask ?? '';
    if (mask.trim() === '') errors.Mask = [DialogMessage.Required];
    else if (mask.length > CUSTOM_MASK_MAX) errors.Mask = [maxLengthMessage(CUSTOM_MASK_MAX)];
  }
  if (sections.validationPattern && field.ValidationPatternType === ValidationPatternType.Custom) {
    const compiled = compileCustomPattern(field.Options);
    if (!compiled.ok) errors.Pattern = [compiled.problem];
  }
  if (sections.formula && input.formulaError) errors.Formula = [input.formulaError];
  if (sections.nested && input.nestingError) errors.Nested = [input.nestingError];
  if (sections.linked && input.linkedParentMissing && !errors.ParentFieldDefinitionId)
    errors.ParentFieldDefinitionId = [DesignerMessage.linkedParentMissing];
  return errors;
}
