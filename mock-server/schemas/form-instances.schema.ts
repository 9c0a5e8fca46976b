/** Bodies of the form instance calls and the PDF export (docs/api-forms.md, "Form instances"). */
import { LIMITS } from './limits';
import { Flag, Id, Int, ListOf, Nested, Text, rule } from './schema-rules';

/** One saved value; what it may hold for its field's type is field-value.schema.ts. */
export class FieldValueBody {
  @Id() FieldDefinitionId!: number;
  @Text({ max: LIMITS.value.textArea, optional: true, multiline: true }) Data?: string | null;
  @Id({ optional: true }) OptionId?: number | null;
}

export class SaveFormDataBody {
  @Id() InstanceId!: number;
  @ListOf(() => FieldValueBody, LIMITS.list.fields) FieldDefinitions!: FieldValueBody[];
}

export class SetGroupBody {
  @Id() InstanceId!: number;
  @Id({ optional: true }) GroupId?: number | null;
}

export class CloneFormBody {
  @Id() ProjectId!: number;
  @Id() FormId!: number;
}

export class CloneFormGroupBody {
  @Id() ProjectId!: number;
  @Id() GroupId!: number;
}

export class EncryptedValueBody {
  @Id() FormInstanceId!: number;
  @Id() FieldDefinitionId!: number;
}

const HEADER_TEXT = { max: 500, optional: true, required: false } as const;

export class HeaderFooterBody {
  @Text(HEADER_TEXT) WorkspaceName?: string | null;
  @Text(HEADER_TEXT) TeamName?: string | null;
  @Text(HEADER_TEXT) GeneratedByName?: string | null;
  @Text(HEADER_TEXT) GeneratedByEmail?: string | null;
  @Text(HEADER_TEXT) FormName?: string | null;
  @Text(HEADER_TEXT) ProjectName?: string | null;
}

const MAX_PDF_COLUMNS = 200;

export class FormToPdfBody {
  @Int({ min: 1, max: 2_000_000_000 }) InstanceId!: number;
  @rule('columnsWidth', (v) => {
    if (!Array.isArray(v) || v.length > MAX_PDF_COLUMNS)
      return `must be a list of at most ${MAX_PDF_COLUMNS} widths.`;
    return v.every((w) => typeof w === 'number' && Number.isFinite(w) && w > 0 && w <= 1920)
      ? null
      : 'must hold widths between 1 and 1920 pixels.';
  })
  ColumnsWidth!: number[];
  @Text({ max: LIMITS.formHtml, multiline: true, required: false }) FormHtml!: string;
  @Flag() IncludeData?: boolean;
  @Flag() IncludeFormulaData?: boolean;
  @Flag() Editable?: boolean;
  @Flag() FitColumns?: boolean;
  @Flag() IncludeHeaderFooter?: boolean;
  @Nested(() => HeaderFooterBody, { optional: true }) HeaderFooterInfo?: HeaderFooterBody;
}
