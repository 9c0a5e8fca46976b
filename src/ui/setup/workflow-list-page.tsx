import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { orderedItems } from '../../domain/setup/workflow-order';
import { WorkflowListStore } from '../../stores/setup/workflow-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { useTaskActions } from '../tasks/use-task-actions';
import './setup.css';

/** /setup/workflow/list: each workflow with its statuses in order and how many projects use it. */
export const WorkflowListPage = observer(function WorkflowListPage() {
  const store = useStore(WorkflowListStore);
  const can = useTaskActions();
  useEffect(() => {
    void store.opened();
  }, [store]);
  const empty = store.workflows.length === 0;
  return (
    <section className="setup-page">
      <PageHeader
        title="Workflows"
        crumbs={[{ label: 'Setup' }]}
        actions={
          can.manageSetup && (
            <Link className="button" to="/setup/workflow/new">
              New workflow
            </Link>
          )
        }
      />
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice" role="alert">
          The workflows could not be loaded.
        </p>
      ) : empty ? (
        <p className="notice">
          There are no workflows yet. A workflow is an ordered list of statuses a project moves through.
        </p>
      ) : (
        <ul className="list" aria-label="Workflows">
          {store.workflows.map((workflow) => (
            <li key={workflow.WorkflowId} className="list__item setup-row" aria-label={workflow.Name}>
              <span className="setup-row__main">
                <Link to={`/setup/workflow/details/${workflow.WorkflowId}`}>{workflow.Name}</Link>
                <span className="setup-row__detail">
                  {orderedItems(workflow.WorkflowItems)
                    .map((i) => i.Name)
                    .join(' → ')}
                </span>
                {store.message?.workflowId === workflow.WorkflowId && (
                  <span className="field__error" role="alert">
                    {store.message.text}
                  </span>
                )}
              </span>
              <span className="setup-row__meta">
                <span className="tag">
                  {workflow.ProjectCount === 1 ? '1 project' : `${workflow.ProjectCount} projects`}
                </span>
                {can.manageSetup && (
                  <button
                    type="button"
                    className="button button--plain"
                    aria-label={`Delete ${workflow.Name}`}
                    onClick={() => void store.deleteClicked(workflow)}
                  >
                    Delete
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
