import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { WorkflowEditorStore } from '../../stores/setup/workflow-editor.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { useTaskActions } from '../tasks/use-task-actions';
import { StatusList } from './status-list';
import './setup.css';

const crumbs = [{ label: 'Setup' }, { label: 'Workflows', to: '/setup/workflow/list' }];

/** /setup/workflow/new and /setup/workflow/details/{workflowId}: a workflow's name and its ordered statuses. */
export const WorkflowEditorPage = observer(function WorkflowEditorPage({ match }: PageProps) {
  const editor = useStore(WorkflowEditorStore);
  const readOnly = !useTaskActions().manageSetup;
  const raw = match.params.workflowId;
  const workflowId = raw === undefined ? null : Number(raw);
  useEffect(() => {
    void editor.opened(workflowId);
  }, [editor, workflowId]);
  usePageSubject(match.path, workflowId === null ? undefined : editor.name || undefined);

  if (workflowId !== null && editor.workflowId === null) {
    return (
      <section className="setup-page">
        <PageHeader title="Workflow Details" crumbs={crumbs} />
        {editor.failed ? (
          <p className="notice" role="alert">
            The workflow could not be loaded.
          </p>
        ) : (
          <p className="loading">Loading…</p>
        )}
      </section>
    );
  }
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void editor.submitted();
  };
  const { problems } = editor;
  return (
    <section className="setup-page">
      <PageHeader title={workflowId === null ? 'New Workflow' : 'Workflow Details'} crumbs={crumbs} />
      <form className="setup-form workflow-form" onSubmit={submitted} noValidate aria-label="Workflow">
        {editor.message && (
          <p className="form__error" role="alert">
            {editor.message}
          </p>
        )}
        <FormField id="workflow-name" label="Name" error={problems.name}>
          {(control) => (
            <input
              {...control}
              value={editor.name}
              readOnly={readOnly}
              aria-required="true"
              onChange={(event) => editor.nameChanged(event.target.value)}
            />
          )}
        </FormField>
        <h2 className="setup-heading" id="statuses-heading">
          Statuses
        </h2>
        <p className="setup-hint" id="statuses-hint">
          The first status is where a project starts when it takes this workflow.{' '}
          {!readOnly && 'Drag a status by its handle, or use Move up and Move down, to change the order.'}
          {editor.projectCount > 0 &&
            ` ${editor.projectCount === 1 ? '1 project uses' : `${editor.projectCount} projects use`} this workflow.`}
        </p>
        <StatusList editor={editor} readOnly={readOnly} />
        {problems.list && (
          <p className="field__error" role="alert">
            {problems.list}
          </p>
        )}
        {!readOnly && (
          <div className="setup-form__actions">
            <button type="button" className="button button--plain" onClick={editor.statusAdded}>
              Add status
            </button>
            <span className="setup-form__spacer" />
            <button
              type="button"
              className="button button--plain"
              disabled={!editor.dirty}
              onClick={editor.reverted}
            >
              Cancel
            </button>
            <button type="submit" className="button" disabled={editor.saving}>
              {editor.saving ? 'Saving…' : 'Save workflow'}
            </button>
          </div>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {editor.announcement}
        </p>
      </form>
    </section>
  );
});
