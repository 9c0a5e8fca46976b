import type { GridAxis } from './dialog-messages';
import {
  DialogMessage,
  sourceIndexOutOfRange,
  sourceIndicesInvalid,
  targetIndexOutOfRange,
} from './dialog-messages';
import { analyzeIndexList } from './index-list';
import { Check, isBlank } from './validate-dto';

/** SourceType of CopyRowOrColumn and RemoveRowOrColumn: 0 row, 1 column. */
export const SourceType = { Row: 0, Column: 1 } as const;
export type SourceTypeId = (typeof SourceType)[keyof typeof SourceType];

/** What both row/column dialogs know about the grid. */
interface Grid {
  SourceType: SourceTypeId;
  RowCount: number;
  ColumnCount: number;
}

export const axisOf = (dto: Grid): GridAxis => (dto.SourceType === SourceType.Column ? 'column' : 'row');
export const countOf = (dto: Grid): number =>
  dto.SourceType === SourceType.Column ? dto.ColumnCount : dto.RowCount;

/** A typed index: a number or number text; null when empty or not a number. */
export function indexValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const within = (value: unknown, from: number, to: number) => {
  const n = indexValue(value);
  return n === null || (Number.isInteger(n) && n >= from && n <= to);
};

export interface DuplicateRowColumnInput extends Grid {
  SourceIndex: number | string | null;
  TargetIndex: number | string | null;
  IgnoreLinkedFields: boolean;
}

/** The Duplicate Row or Column dialog: source 1..n, target 0..n (0 pastes before the first). */
export class DuplicateRowColumnDto implements DuplicateRowColumnInput {
  SourceType!: SourceTypeId;
  RowCount!: number;
  ColumnCount!: number;
  IgnoreLinkedFields!: boolean;

  @Check('sourceRequired', (v) => indexValue(v) !== null, DialogMessage.FieldRequired)
  @Check<DuplicateRowColumnDto>(
    'sourceRange',
    (v, dto) => within(v, 1, countOf(dto)),
    (dto) => sourceIndexOutOfRange(axisOf(dto), countOf(dto)),
  )
  SourceIndex!: number | string | null;

  @Check('targetRequired', (v) => indexValue(v) !== null, DialogMessage.FieldRequired)
  @Check<DuplicateRowColumnDto>(
    'targetRange',
    (v, dto) => within(v, 0, countOf(dto)),
    (dto) => targetIndexOutOfRange(axisOf(dto), countOf(dto)),
  )
  TargetIndex!: number | string | null;

  static of(input: DuplicateRowColumnInput): DuplicateRowColumnDto {
    return Object.assign(new DuplicateRowColumnDto(), input);
  }
}

export interface RemoveRowColumnInput extends Grid {
  /** Comma list of indices and ranges, e.g. "1,3-5". */
  Indices: string | null;
}

const analysis = (v: unknown, dto: Grid) => analyzeIndexList(typeof v === 'string' ? v : '', countOf(dto));

/** The Remove Row or Column dialog. */
export class RemoveRowColumnDto implements RemoveRowColumnInput {
  SourceType!: SourceTypeId;
  RowCount!: number;
  ColumnCount!: number;

  @Check('indicesRequired', (v) => !isBlank(v), DialogMessage.FieldRequired)
  @Check<RemoveRowColumnDto>(
    'indicesRange',
    (v, dto) => isBlank(v) || !analysis(v, dto).outOfRange,
    (dto) => sourceIndexOutOfRange(axisOf(dto), countOf(dto)),
  )
  @Check<RemoveRowColumnDto>(
    'indicesValid',
    (v, dto) => {
      if (isBlank(v)) return true;
      const result = analysis(v, dto);
      return !result.malformed && result.indices.length > 0;
    },
    (dto) => sourceIndicesInvalid(axisOf(dto)),
  )
  Indices!: string | null;

  /** The indices to send as SourceIndices. */
  sourceIndices(): number[] {
    return analysis(this.Indices, this).indices;
  }

  static of(input: RemoveRowColumnInput): RemoveRowColumnDto {
    return Object.assign(new RemoveRowColumnDto(), input);
  }
}
