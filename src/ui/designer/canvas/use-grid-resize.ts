import { useEffect, useRef, type RefObject } from 'react';
import { clampColumnWidth, clampRowHeight } from '../../../domain/forms/designer/grid-resize';
import type { FormColumn } from '../../../domain/forms/form.entity';
import { withInteract } from './with-interact';

export interface ResizeHandlers {
  columnResized(columnId: number, width: number): void;
  rowResized(rowId: number, height: number): void;
}

/** The grid template of the columns (plus the narrow end-of-row column that is always there). */
export function columnsTemplate(widths: readonly number[]): string {
  return `${widths.map((width) => `${width}px`).join(' ')} var(--dz-end)`;
}

/**
 * Row heights and column widths with interactjs `resizable` on the rulers' handles. While the handle
 * moves, only the canvas's style changes (one CSS variable, or the row's height); on release the
 * store gets the new size (clamped: columns 40 to 1920 px, rows 20 to 1000 px). interactjs is set up once its
 * code is in (withInteract).
 */
export function useGridResize(
  canvas: RefObject<HTMLElement | null>,
  columns: readonly FormColumn[],
  handlers: ResizeHandlers,
  enabled: boolean,
): void {
  const latest = useRef({ columns, handlers });
  useEffect(() => {
    latest.current = { columns, handlers };
  }, [columns, handlers]);

  useEffect(() => {
    const area = canvas.current;
    if (!area || !enabled) return;
    let width = 0;
    let height = 0;
    return withInteract((interact) => {
      const columnResizer = interact('[data-dz-col]', { context: area }).resizable({
        edges: { right: '.dz-ruler-col__handle' },
        listeners: {
          move(event) {
            const index = Number((event.target as HTMLElement).dataset.dzCol);
            width = clampColumnWidth(event.rect.width);
            const widths = latest.current.columns.map((column, i) => (i === index ? width : column.Width));
            area.style.setProperty('--dz-columns', columnsTemplate(widths));
          },
          end(event) {
            const columnId = Number((event.target as HTMLElement).dataset.columnId);
            if (width > 0) latest.current.handlers.columnResized(columnId, width);
            width = 0;
          },
        },
      });
      const rowResizer = interact('[data-dz-row-ruler]', { context: area }).resizable({
        edges: { bottom: '.dz-ruler-row__handle' },
        listeners: {
          move(event) {
            height = clampRowHeight(event.rect.height);
            const row = (event.target as HTMLElement).closest<HTMLElement>('.dz-row');
            if (row) row.style.minHeight = `${height}px`;
          },
          end(event) {
            const rowId = Number((event.target as HTMLElement).dataset.rowId);
            if (height > 0 && Number.isInteger(rowId)) latest.current.handlers.rowResized(rowId, height);
            height = 0;
          },
        },
      });
      return () => {
        columnResizer.unset();
        rowResizer.unset();
      };
    });
  }, [canvas, enabled]);
}
