import { memo } from 'react';
import { useDesignerActions } from './designer-actions';

/**
 * Under the last row: the empty last row a trailing new line makes (with its height), or a thin band;
 * dropping here puts the field on a new last row.
 */
export const TrailingRow = memo(function TrailingRow({
  index,
  height,
  focused,
}: {
  index: number;
  height: number | null;
  focused: boolean;
}) {
  const actions = useDesignerActions();
  return (
    <div
      className={`dz-trailing${height === null ? ' dz-trailing--thin' : ''}${focused ? ' dz-focused' : ''}`}
      style={height === null ? undefined : { minHeight: `${height}px` }}
      role="row"
      aria-rowindex={index}
      data-new-row={index}
      data-row={index}
    >
      <div
        role="gridcell"
        tabIndex={focused ? 0 : -1}
        data-trailing-cell=""
        onFocus={() => actions.focus({ row: index, col: 1 })}
      >
        Drop a field here to add a row
      </div>
    </div>
  );
});
