/** Bodies of the form group, form and Form Settings calls (docs/api-forms.md, "Forms and form groups"). */
import { FORM_DEFAULTS } from '../../src/domain/forms/form.entity';
import { LIMITS } from './limits';
import { Flag, Id, Int, Ints, ListOf, MAX_ID, Nested, OneOf, Text } from './schema-rules';

const MAX_ROW_HEIGHT = 2000;

export class FormGroupCreateBody {
  @Text({ max: LIMITS.name }) Name!: string;
}

export class FormGroupUpdateBody {
  @Id() GroupId!: number;
  @Text({ max: LIMITS.name }) Name!: string;
}

export class FormGroupDeleteBody {
  @Id() GroupId!: number;
}

export class ProjectSummaryBody {
  @Id({ optional: true }) ProjectId?: number | null;
}

export class FormCreateBody {
  @Text({ max: LIMITS.name }) FormName!: string;
  @Id() GroupId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: LIMITS.list.ids, optional: true }) ProjectIds?: number[];
}

export class FormUpdateBody {
  @Id() FormId!: number;
  @Text({ max: LIMITS.name }) FormName!: string;
  @Id() GroupId!: number;
  @Ints({ min: 1, max: MAX_ID, maxItems: LIMITS.list.ids }) ProjectIds!: number[];
}

export class FormDeleteBody {
  @Id() FormId!: number;
}

export class FormOptionsBody {
  @OneOf([0, 1, 2], { optional: true, what: 'a ruler option (0, 1 or 2)' }) Ruler?: 0 | 1 | 2;
  @OneOf([0, 1], { optional: true, what: 'a guide option (0 or 1)' }) Guide?: 0 | 1;
  @Flag() StretchToFit?: boolean;
}

export class SetOptionsBody {
  @Id() FormId!: number;
  @Text({ max: LIMITS.name, optional: true }) Name?: string;
  @Nested(() => FormOptionsBody) Options!: FormOptionsBody;
}

export class RowHeightBody {
  @Id() RowId!: number;
  @Int({ min: 1, max: MAX_ROW_HEIGHT }) Height!: number;
  @Int({ min: 0, max: 100_000, optional: true }) RowIndex?: number;
  @Int({ min: 0, max: MAX_ID, optional: true }) FormId?: number;
}

export class UpdateRowsBody {
  @Id() FormId!: number;
  @ListOf(() => RowHeightBody, LIMITS.list.rows) Rows!: RowHeightBody[];
}

export class ColumnWidthBody {
  @Id() ColumnId!: number;
  @Int({ min: 1, max: FORM_DEFAULTS.maxColumnWidth }) Width!: number;
}

export class UpdateColumnsBody {
  @Id() FormId!: number;
  @ListOf(() => ColumnWidthBody, LIMITS.list.columns) Columns!: ColumnWidthBody[];
}
