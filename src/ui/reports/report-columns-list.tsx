import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { formattingTypeById } from '../../domain/forms/formats/formatting-types';
import { CUSTOM_FORMAT_TYPE, type ReportColumn } from '../../domain/reports/report.entity';
import type { ReportDetailsStore } from '../../stores/reports/report-details.store';
import { useReorderDrag } from '../setup/use-reorder-drag';

const formatName = (column: ReportColumn) =>
  column.FormatType === CUSTOM_FORMAT_TYPE
    ? `Custom: ${column.Format}`
    : (formattingTypeById(column.FormatType)?.Name ?? String(column.FormatType));

/**
 * The column table of the report details page (spec §2): drag a row by its handle (interactjs, as the workflow
 * editor) or use Move up / Move down from the keyboard (WCAG 2.2 SC 2.5.7); Edit opens the Report Columns dialog;
 * Delete asks first. Without the Update bit the table only reads.
 */
export const ReportColumnsList = observer(function ReportColumnsList({
  store,
}: {
  store: ReportDetailsStore;
}) {
  const list = useRef<HTMLOListElement>(null);
  const editable = store.canUpdate;
  useReorderDrag(list, store.moved, editable);
  const report = store.report;
  const columns = report?.ReportColumns ?? [];
  // A moved row's node moves too and loses focus on the way: the pressed button gets it back.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [report]);
  const move = (index: number, to: number, buttonId: string) => {
    if (to < 0 || to >= columns.length) return;
    refocus.current = buttonId;
    void store.moved(index, to);
  };
  if (columns.length === 0) return <p>This report has no columns yet: mark fields and add them.</p>;
  return (
    <>
      <div className="column-row column-row--head" aria-hidden="true">
        <span />
        <span>#</span>
        <span>Header</span>
        <span>Field</span>
        <span>Format</span>
        <span />
      </div>
      <ol className="column-list" ref={list} aria-label="Report columns">
        {columns.map((column, index) => {
          const up = `column-${column.ColumnId}-up`;
          const down = `column-${column.ColumnId}-down`;
          return (
            <li
              key={column.ColumnId}
              className="column-row"
              data-reorder-index={index}
              aria-label={column.Header}
            >
              <span
                className="column-row__handle"
                data-reorder-handle={editable ? '' : undefined}
                aria-hidden="true"
                title={editable ? 'Drag to move' : undefined}
              >
                {editable ? '⠿' : ''}
              </span>
              <span aria-hidden="true">{index + 1}</span>
              <span className="column-row__header">{column.Header}</span>
              <span>
                {column.FieldName}
                {column.ReferenceLabel && <span className="muted"> ({column.ReferenceLabel})</span>}
                <span className="muted"> · {column.SourceName}</span>
              </span>
              <span>{formatName(column)}</span>
              {editable ? (
                <span className="report-table__actions">
                  <button
                    type="button"
                    id={up}
                    className="button button--plain"
                    aria-label={`Move up: ${column.Header}`}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, index - 1, up)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    id={down}
                    className="button button--plain"
                    aria-label={`Move down: ${column.Header}`}
                    aria-disabled={index === columns.length - 1 || undefined}
                    onClick={() => move(index, index + 1, down)}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={`Edit ${column.Header}`}
                    onClick={() => store.editOpened(column)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={`Delete ${column.Header}`}
                    onClick={() => void store.removed(column)}
                  >
                    Delete
                  </button>
                </span>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {store.announcement}
      </p>
    </>
  );
});
