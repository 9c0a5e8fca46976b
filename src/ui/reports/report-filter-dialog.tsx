import { observer } from 'mobx-react-lite';
import type { ReportFilterDialogStore } from '../../stores/reports/report-filter-dialog.store';
import { DialogMessageLine, TextInput } from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';
import { FilterCriteriaSection } from './filter-criteria-section';
import { FilterScheduleSection } from './filter-schedule-section';

/**
 * Spec §2 "A Please Wait dialog": shown while a save or a run is pending (ours: not while the lists load, which the
 * dialog says inline, so that the name field keeps the focus).
 */
function PleaseWait() {
  return (
    <Modal title="Please Wait" onClose={() => undefined}>
      <p role="status" className="please-wait">
        <span className="please-wait__spinner" aria-hidden="true" />
        Please wait…
      </p>
    </Modal>
  );
}

/**
 * Add/Edit Form Report Filter, Add/Edit Task Report Filter (name, schedule, criteria; Run and Save) and the Run Report
 * dialogs for forms and tasks (criteria; Run), spec §2, with the rules of §4 and the messages of §5.
 */
export const ReportFilterDialog = observer(function ReportFilterDialog({
  store,
}: {
  store: ReportFilterDialogStore;
}) {
  if (!store.kind) return null;
  const editing = store.kind === 'filter';
  return (
    <>
      <Modal
        title={store.title}
        size="wide"
        className="filter-dialog"
        onClose={() => store.closed()}
        footer={
          <>
            <button type="button" className="button button--plain" onClick={() => store.closed()}>
              {editing ? 'Cancel' : 'Close'}
            </button>
            <button
              type="button"
              className={editing ? 'button button--plain' : 'button'}
              disabled={store.runDisabled}
              aria-busy={store.runBusy || undefined}
              onClick={() => void store.runClicked()}
            >
              Run
            </button>
            {editing && (
              <button
                type="submit"
                form="report-filter-form"
                className="button"
                disabled={store.saveDisabled}
              >
                Save
              </button>
            )}
          </>
        }
      >
        <form
          id="report-filter-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.saveClicked();
          }}
        >
          {editing && (
            <TextInput
              label="Name"
              value={store.draft.Name}
              maxLength={300}
              data-autofocus
              onChange={(name) => store.nameTyped(name)}
              onBlur={() => store.nameLeft()}
              error={store.nameMessage}
            />
          )}
          {store.deliveryAccessWarning && (
            <p className="filter-dialog__warning" role="note">
              {store.deliveryAccessWarning}
            </p>
          )}
          {editing && <FilterScheduleSection store={store} />}
          {store.pending === 'loading' && <p role="status">Loading the tags, workflows and assignees…</p>}
          {store.choicesFailed && <p role="alert">The tags, workflows or assignees could not be loaded.</p>}
          <FilterCriteriaSection store={store} />
          <DialogMessageLine message={store.message} />
        </form>
      </Modal>
      {(store.pending === 'saving' || store.pending === 'running') && <PleaseWait />}
    </>
  );
});
