import { makeAutoObservable, runInAction } from 'mobx';
import {
  DuplicateRowColumnDto,
  SourceType,
  axisOf,
  indexValue,
  type SourceTypeId,
} from '../../domain/forms/dialogs/row-column.dto';
import { validateDto, type DtoErrors } from '../../domain/forms/dialogs/validate-dto';
import { operationErrors } from './row-column-operation';

/** What the Duplicate button asks the designer to do (CopyRowOrColumn without the form id). */
export interface DuplicateRowColumnRequest {
  SourceType: SourceTypeId;
  SourceIndex: number;
  /** 0 pastes before R1 or C1. */
  TargetIndex: number;
  IgnoreLinkedFields: boolean;
}

type IndexField = 'SourceIndex' | 'TargetIndex';

/** The Duplicate Row or Column dialog: what was typed, its errors, and the operation's own error list. */
export class DuplicateRowColumnStore {
  sourceType: SourceTypeId = SourceType.Row;
  sourceIndex = '';
  targetIndex = '';
  ignoreLinkedFields = false;
  rowCount: number;
  columnCount: number;
  busy = false;
  /** The strings the operation returned (shown as a list). */
  operationErrors: string[] = [];
  /** (ours) A short confirmation after a duplicate without errors. */
  status: string | null = null;
  private touched = new Set<IndexField>();

  constructor(rowCount: number, columnCount: number) {
    this.rowCount = rowCount;
    this.columnCount = columnCount;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get errors(): DtoErrors {
    return validateDto(
      DuplicateRowColumnDto.of({
        SourceType: this.sourceType,
        SourceIndex: this.sourceIndex,
        TargetIndex: this.targetIndex,
        IgnoreLinkedFields: this.ignoreLinkedFields,
        RowCount: this.rowCount,
        ColumnCount: this.columnCount,
      }),
    );
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Messages of a field once the user has typed in it or left it. */
  errorsOf(field: IndexField): string[] | undefined {
    return this.touched.has(field) ? this.errors[field] : undefined;
  }

  countsChanged(rowCount: number, columnCount: number): void {
    this.rowCount = rowCount;
    this.columnCount = columnCount;
  }

  sourceTypeChanged(type: SourceTypeId): void {
    this.sourceType = type;
    this.status = null;
  }

  sourceIndexChanged(value: string): void {
    this.sourceIndex = value;
    this.touched.add('SourceIndex');
    this.status = null;
  }

  targetIndexChanged(value: string): void {
    this.targetIndex = value;
    this.touched.add('TargetIndex');
    this.status = null;
  }

  left(field: IndexField): void {
    this.touched.add(field);
  }

  ignoreLinkedFieldsChanged(value: boolean): void {
    this.ignoreLinkedFields = value;
  }

  /** Runs the operation when the dialog is valid; resolves true when it reported no error. */
  async duplicate(run: (request: DuplicateRowColumnRequest) => Promise<string[]>): Promise<boolean> {
    this.touched.add('SourceIndex');
    this.touched.add('TargetIndex');
    if (!this.valid || this.busy) return false;
    const request: DuplicateRowColumnRequest = {
      SourceType: this.sourceType,
      SourceIndex: indexValue(this.sourceIndex) as number,
      TargetIndex: indexValue(this.targetIndex) as number,
      IgnoreLinkedFields: this.ignoreLinkedFields,
    };
    this.busy = true;
    this.operationErrors = [];
    this.status = null;
    const errors = await operationErrors(run, request);
    return runInAction(() => {
      this.busy = false;
      this.operationErrors = errors;
      if (errors.length > 0) return false;
      const axis = axisOf({ SourceType: request.SourceType, RowCount: 0, ColumnCount: 0 });
      const word = axis === 'row' ? 'Row' : 'Column';
      this.status =
        request.TargetIndex === 0
          ? `${word} ${request.SourceIndex} was duplicated before ${axis} 1.`
          : `${word} ${request.SourceIndex} was duplicated after ${axis} ${request.TargetIndex}.`;
      return true;
    });
  }
}
