/** Baseline 1 of the page benchmarks (bench/pages/): the form drawn with plain DOM calls, inputs uncontrolled. */
import { loadBaselineForm, type BaselineCell } from './baseline-form';
import './baseline.css';

function cellElement(cell: BaselineCell): HTMLElement {
  const box = document.createElement('div');
  box.className = 'fr-cell';
  box.dataset.fieldId = String(cell.id);
  box.style.gridColumn = `${cell.col} / span ${cell.span}`;
  box.style.width = `${cell.width}px`;
  const label = document.createElement('label');
  label.htmlFor = `b-${cell.id}`;
  label.textContent = cell.label;
  const control = document.createElement(cell.formula ? 'output' : 'input');
  control.id = `b-${cell.id}`;
  if (control instanceof HTMLInputElement) control.value = cell.text;
  else control.textContent = cell.text;
  box.append(label, control);
  return box;
}

const form = await loadBaselineForm(location.search);
const grid = document.createElement('div');
grid.className = 'fr-grid';
for (const row of form.rows) {
  const element = document.createElement('div');
  element.className = 'fr-row';
  element.style.gridTemplateColumns = form.columns;
  element.style.minHeight = `${row.height}px`;
  element.style.containIntrinsicSize = `auto ${row.height}px`;
  for (const cell of row.cells) element.append(cellElement(cell));
  grid.append(element);
}
document.getElementById('root')!.append(grid);
