import { SourceType, type SourceTypeId } from '../../../domain/forms/dialogs/row-column.dto';

/** The Row / Column choice of the Duplicate and Remove Row or Column dialogs. */
export const ROW_COLUMN_AXES = [
  { value: SourceType.Row as SourceTypeId, label: 'Row' },
  { value: SourceType.Column as SourceTypeId, label: 'Column' },
];
