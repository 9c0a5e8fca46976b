import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import {
  PROJECT_SUMMARIES_PATH,
  PROJECT_SUMMARY_NAME_MAX,
  SUMMARY_FUNCTION_LABELS,
  type SummaryFunctionId,
} from '../../domain/projects/project-summary.entity';
import { ProjectSummarySetupStore } from '../../stores/setup/project-summary-setup.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './setup.css';

const crumbs = [{ label: 'Setup' }, { label: 'Project Summaries', to: PROJECT_SUMMARIES_PATH }];
const FUNCTIONS = Object.entries(SUMMARY_FUNCTION_LABELS);

/** /setup/projectsummary/new and /details/{id}: name, form groups, and lines (field + function). */
export const ProjectSummaryPage = observer(function ProjectSummaryPage({ match }: PageProps) {
  const store = useStore(ProjectSummarySetupStore);
  const raw = match.params.projectSummaryId;
  const summaryId = raw ? Number(raw) : null;
  useEffect(() => {
    void store.editorOpened(summaryId);
  }, [store, summaryId]);
  useEffect(() => store.closed, [store]);
  usePageSubject(match.path, store.summary?.Name);
  const title = store.summary?.Name ?? 'New Project Summary';
  if (store.loading) return <p className="loading">Loading…</p>;
  if (store.failed)
    return (
      <section className="setup-page">
        <PageHeader title={title} crumbs={crumbs} />
        <p className="notice" role="alert">
          The project summary could not be loaded.
        </p>
      </section>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  return (
    <section className="setup-page">
      <PageHeader title={title} crumbs={crumbs} />
      <form aria-label="Project summary" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="summary-name">Name</label>
          <input
            id="summary-name"
            value={store.name}
            maxLength={PROJECT_SUMMARY_NAME_MAX}
            onChange={(e) => store.nameChanged(e.target.value)}
          />
        </div>
        <fieldset>
          <legend>Form groups</legend>
          {store.groups.map((group) => (
            <label key={group.GroupId} className="checkbox">
              <input
                type="checkbox"
                checked={store.groupIds.includes(group.GroupId)}
                onChange={(e) => store.groupToggled(group.GroupId, e.target.checked)}
              />{' '}
              {group.Name}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Lines</legend>
          {store.lines.length > 0 && (
            <ul className="list" aria-label="Lines">
              {store.lines.map((line, index) => (
                <li
                  key={`${line.FieldDefinitionId}-${line.Function}-${index}`}
                  className="list__item setup-row"
                >
                  <span className="setup-row__main">
                    {SUMMARY_FUNCTION_LABELS[line.Function]} of {store.fieldLabel(line)}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => store.lineRemoved(index)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="field">
            <label htmlFor="line-field">Field</label>
            <select
              id="line-field"
              value={store.lineField}
              onChange={(e) => store.lineFieldChanged(e.target.value)}
            >
              <option value="">
                {store.groupIds.length === 0 ? 'Pick a form group first' : 'Choose a number field'}
              </option>
              {store.offered.map((f) => (
                <option
                  key={`${f.GroupId}:${f.FieldDefinitionId}`}
                  value={`${f.GroupId}:${f.FieldDefinitionId}`}
                >
                  {f.Label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="line-function">Function</label>
            <select
              id="line-function"
              value={store.lineFunction}
              onChange={(e) => store.lineFunctionChanged(Number(e.target.value) as SummaryFunctionId)}
            >
              {FUNCTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={!store.lineField}
            onClick={store.lineAdded}
          >
            Add line
          </button>
        </fieldset>
        {store.error && (
          <p className="field__error" role="alert">
            {store.error}
          </p>
        )}
        <p>
          <button type="submit" className="button" disabled={store.saving}>
            {store.saving ? 'Saving…' : 'Save summary'}
          </button>
          {store.summary && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => store.summary && void store.deleteClicked(store.summary)}
            >
              Delete summary
            </button>
          )}
        </p>
      </form>
    </section>
  );
});
