import { observer } from 'mobx-react-lite';
import type { ReportListStore } from '../../stores/reports/report-list.store';
import { TextInput } from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';

/**
 * New Report Group and Rename Report Group (issue 32 #15, ours): the name, checked as it is typed (required, at most
 * 100, not another group's); a refused save keeps what was typed and shows the server's Message.
 */
export const ReportGroupDialog = observer(function ReportGroupDialog({ store }: { store: ReportListStore }) {
  const draft = store.groupDialog;
  if (!draft) return null;
  const creating = draft.kind === 'create';
  return (
    <Modal
      title={creating ? 'New Report Group' : 'Rename Report Group'}
      onClose={() => store.groupDialogCancelled()}
      footer={
        <>
          <button type="button" className="button button--plain" onClick={() => store.groupDialogCancelled()}>
            Cancel
          </button>
          <button
            type="submit"
            form="report-group-form"
            className="button"
            disabled={draft.saving}
            aria-busy={draft.saving || undefined}
          >
            {creating ? 'Create' : 'Save'}
          </button>
        </>
      }
    >
      <form
        id="report-group-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.groupDialogSaved();
        }}
      >
        <TextInput
          label="Name"
          value={draft.name}
          data-autofocus
          onChange={(name) => store.groupNameTyped(name)}
          error={draft.message}
        />
      </form>
    </Modal>
  );
});
