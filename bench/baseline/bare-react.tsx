/**
 * Baseline 2 of the page benchmarks (bench/pages/): the form drawn by React 19, one component per row and per
 * cell, controlled inputs with their own state, the same `content-visibility` rows as the field renderer.
 */
import { memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBaselineForm, type BaselineCell, type BaselineForm } from './baseline-form';
import './baseline.css';

const Cell = memo(function Cell({ cell }: { cell: BaselineCell }) {
  const [value, setValue] = useState(cell.text);
  const id = `b-${cell.id}`;
  return (
    <div
      className="fr-cell"
      data-field-id={cell.id}
      style={{ gridColumn: `${cell.col} / span ${cell.span}`, width: `${cell.width}px` }}
    >
      <label htmlFor={id}>{cell.label}</label>
      {cell.formula ? (
        <output id={id}>{cell.text}</output>
      ) : (
        <input id={id} value={value} onChange={(e) => setValue(e.target.value)} />
      )}
    </div>
  );
});

function Grid({ form }: { form: BaselineForm }) {
  return (
    <div className="fr-grid">
      {form.rows.map((row, i) => (
        <div
          key={i}
          className="fr-row"
          style={{
            gridTemplateColumns: form.columns,
            minHeight: `${row.height}px`,
            containIntrinsicSize: `auto ${row.height}px`,
          }}
        >
          {row.cells.map((cell) => (
            <Cell key={cell.id} cell={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}

const form = await loadBaselineForm(location.search);
createRoot(document.getElementById('root')!).render(<Grid form={form} />);
