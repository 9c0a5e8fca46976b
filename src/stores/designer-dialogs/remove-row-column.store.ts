import { makeAutoObservable, runInAction } from 'mobx';
import { RemoveRowColumnDto, SourceType, type SourceTypeId } from '../../domain/forms/dialogs/row-column.dto';
import { validateDto } from '../../domain/forms/dialogs/validate-dto';
import { operationErrors } from './row-column-operation';

/** What the Remove button asks the designer to do (RemoveRowOrColumn without the form id). */
export interface RemoveRowColumnRequest {
  SourceType: SourceTypeId;
  /** Ascending, without repeats ("1,3-5" -> [1, 3, 4, 5]). */
  SourceIndices: number[];
}

/** The Remove Row or Column dialog: the index list, its errors, and the operation's error list. */
export class RemoveRowColumnStore {
  sourceType: SourceTypeId = SourceType.Row;
  indices = '';
  rowCount: number;
  columnCount: number;
  busy = false;
  touched = false;
  operationErrors: string[] = [];
  status: string | null = null;

  constructor(rowCount: number, columnCount: number) {
    this.rowCount = rowCount;
    this.columnCount = columnCount;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  private get dto(): RemoveRowColumnDto {
    return RemoveRowColumnDto.of({
      SourceType: this.sourceType,
      Indices: this.indices,
      RowCount: this.rowCount,
      ColumnCount: this.columnCount,
    });
  }

  get errors(): string[] {
    return validateDto(this.dto).Indices ?? [];
  }

  get valid(): boolean {
    return this.errors.length === 0;
  }

  get visibleErrors(): string[] {
    return this.touched ? this.errors : [];
  }

  countsChanged(rowCount: number, columnCount: number): void {
    this.rowCount = rowCount;
    this.columnCount = columnCount;
  }

  sourceTypeChanged(type: SourceTypeId): void {
    this.sourceType = type;
    this.status = null;
  }

  indicesChanged(value: string): void {
    this.indices = value;
    this.touched = true;
    this.status = null;
  }

  left(): void {
    this.touched = true;
  }

  /** Runs the operation when the list is valid; resolves true when it reported no error. */
  async remove(run: (request: RemoveRowColumnRequest) => Promise<string[]>): Promise<boolean> {
    this.touched = true;
    if (!this.valid || this.busy) return false;
    const request: RemoveRowColumnRequest = {
      SourceType: this.sourceType,
      SourceIndices: this.dto.sourceIndices(),
    };
    this.busy = true;
    this.operationErrors = [];
    this.status = null;
    const errors = await operationErrors(run, request);
    return runInAction(() => {
      this.busy = false;
      this.operationErrors = errors;
      if (errors.length > 0) return false;
      const word = request.SourceType === SourceType.Column ? 'Column' : 'Row';
      const plural = request.SourceIndices.length > 1 ? 's' : '';
      this.status = `${word}${plural} ${request.SourceIndices.join(', ')} removed.`;
      this.indices = '';
      this.touched = false;
      return true;
    });
  }
}
