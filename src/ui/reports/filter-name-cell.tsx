import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ReportFilter } from '../../domain/reports/report-filter.entity';
import type { ReportFiltersStore } from '../../stores/reports/report-filters.store';

/** The filter's name, or the inline rename (spec §2): Enter saves, Escape cancels; "Required!" once touched. */
export const FilterNameCell = observer(function FilterNameCell({
  store,
  filter,
}: {
  store: ReportFiltersStore;
  filter: ReportFilter;
}) {
  const editing = store.renaming?.id === filter.Id ? store.renaming : null;
  if (!editing) return <Link to={`/report/fiter/details/${filter.Id}`}>{filter.Name}</Link>;
  const error = editing.touched ? editing.error : null;
  return (
    <form
      className="filter-rename"
      onSubmit={(event) => {
        event.preventDefault();
        void store.renameSubmitted();
      }}
    >
      <input
        aria-label={`New name of “${filter.Name}”`}
        value={editing.name}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `rename-error-${filter.Id}` : undefined}
        onChange={(event) => store.renameTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') store.renameCancelled();
        }}
      />
      <button type="submit" className="button" disabled={editing.error !== null}>
        Save
      </button>
      <button type="button" className="button button--plain" onClick={() => store.renameCancelled()}>
        Cancel
      </button>
      {error && (
        <p id={`rename-error-${filter.Id}`} className="dlg-field__error">
          {error}
        </p>
      )}
    </form>
  );
});
