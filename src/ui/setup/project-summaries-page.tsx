import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NEW_PROJECT_SUMMARY_PATH, projectSummaryPath } from '../../domain/projects/project-summary.entity';
import { ProjectSummarySetupStore } from '../../stores/setup/project-summary-setup.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import './setup.css';

const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`);

/** /setup/projectsummary/list (Project Summaries): each summary with its form groups and lines; New, Delete. */
export const ProjectSummariesPage = observer(function ProjectSummariesPage() {
  const store = useStore(ProjectSummarySetupStore);
  useEffect(() => {
    void store.listOpened();
    return store.closed;
  }, [store]);
  const empty = store.summaries.length === 0;
  return (
    <section className="setup-page">
      <PageHeader title="Project Summaries" crumbs={[{ label: 'Setup' }]} />
      <p>
        <Link className="button" to={NEW_PROJECT_SUMMARY_PATH}>
          New summary
        </Link>
      </p>
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice" role="alert">
          The project summaries could not be loaded.
        </p>
      ) : empty ? (
        <p className="notice">
          There are no project summaries yet. A summary totals number fields of form groups on each
          project&apos;s page.
        </p>
      ) : (
        <ul className="list" aria-label="Project summaries">
          {store.summaries.map((summary) => (
            <li key={summary.ProjectSummaryId} className="list__item setup-row">
              <span className="setup-row__main">
                <Link to={projectSummaryPath(summary.ProjectSummaryId)}>{summary.Name}</Link>
              </span>
              <span>{summary.GroupIds.map(store.groupName).join(', ')}</span>
              <span className="tag">{lines(summary.Lines.length)}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Delete ${summary.Name}`}
                onClick={() => void store.deleteClicked(summary)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
