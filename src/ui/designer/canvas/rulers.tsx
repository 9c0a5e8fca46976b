import { memo } from 'react';
import type { FormColumn } from '../../../domain/forms/form.entity';
import { PORTRAIT_PAGE } from '../../../stores/designer/designer-page.store';

/** The top ruler: C1, C2, ... with a width handle at each column's right edge. */
export const ColumnRuler = memo(function ColumnRuler({ columns }: { columns: readonly FormColumn[] }) {
  return (
    <div className="dz-ruler-top" aria-hidden="true">
      <div className="dz-ruler-top__corner" />
      <div className="dz-ruler-top__cols">
        {columns.map((column, i) => (
          <div
            key={column.ColumnId}
            className="dz-ruler-col"
            data-dz-col={i}
            data-column-id={column.ColumnId}
            title={`${column.Width}px`}
          >
            C{i + 1}
            <span className="dz-ruler-col__handle" title={`Resize column ${i + 1}`} />
          </div>
        ))}
        <div />
      </div>
    </div>
  );
});

/** The page guide (Guide 1, portrait): the printable width, and where pages break. */
export const PageGuide = memo(function PageGuide({
  breaks,
  offset,
}: {
  breaks: readonly number[];
  offset: number;
}) {
  return (
    <>
      <div className="dz-guide-v" style={{ left: `${offset + PORTRAIT_PAGE.width}px` }} aria-hidden="true" />
      {breaks.map((y, i) => (
        <div key={y} className="dz-guide-h" style={{ top: `${y}px` }} aria-hidden="true">
          <span>Page {i + 2}</span>
        </div>
      ))}
    </>
  );
});
