import { observer } from 'mobx-react-lite';
import { ReportType, type ReportTypeId } from '../../domain/reports/report.entity';
import type { ReportDraft, ReportListStore } from '../../stores/reports/report-list.store';
import { DialogMessageLine, SelectInput, TextInput, type Choice } from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';

const TYPE_CHOICES: readonly Choice<ReportTypeId>[] = [
  { value: ReportType.Forms, label: 'Forms' },
  { value: ReportType.Tasks, label: 'Tasks' },
];

/** Titles and buttons of the four dialogs (ours: the spec names the calls, not the dialogs). */
const WORDING: Record<ReportDraft['kind'], { title: string; save: string }> = {
  create: { title: 'New Report', save: 'Create' },
  rename: { title: 'Rename Report', save: 'Save' },
  move: { title: 'Move Report', save: 'Move' },
  copy: { title: 'Copy Report', save: 'Copy' },
};

/**
 * New Report (name, type Forms or Tasks, group), Rename Report, Move Report (another group) and Copy Report (the
 * copy's name): names with the messages of spec §5; a refused save keeps what was typed and shows the server's Message.
 */
export const ReportDialog = observer(function ReportDialog({ store }: { store: ReportListStore }) {
  const draft = store.dialog;
  if (!draft) return null;
  const wording = WORDING[draft.kind];
  const groups = store.allGroups
    .filter((g) => draft.kind !== 'move' || g.ReportGroupId !== draft.report?.ReportGroupId)
    .map((g) => ({ value: g.ReportGroupId, label: g.Name }));
  return (
    <Modal
      title={wording.title}
      onClose={() => store.dialogCancelled()}
      footer={
        <>
          <button type="button" className="button button--plain" onClick={() => store.dialogCancelled()}>
            Cancel
          </button>
          <button
            type="submit"
            form="report-dialog-form"
            className="button"
            disabled={draft.saving}
            aria-busy={draft.saving || undefined}
          >
            {wording.save}
          </button>
        </>
      }
    >
      <form
        id="report-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.dialogSaved();
        }}
      >
        {draft.kind === 'move' ? (
          <p className="report-dialog__subject">
            Report: <strong>{draft.name}</strong>
          </p>
        ) : (
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(name) => store.dialogTyped({ name })}
            error={draft.errors.name ?? null}
          />
        )}
        {draft.kind === 'create' && (
          <SelectInput
            label="Type"
            value={draft.reportType}
            choices={TYPE_CHOICES}
            onChange={(reportType) => store.dialogTyped({ reportType: reportType ?? ReportType.Forms })}
            error={draft.errors.reportType ?? null}
          />
        )}
        {(draft.kind === 'create' || draft.kind === 'move') && (
          <SelectInput
            label={draft.kind === 'move' ? 'Move to group' : 'Group'}
            value={draft.reportGroupId}
            choices={groups}
            placeholder={draft.kind === 'move' ? 'Choose a group' : undefined}
            onChange={(reportGroupId) => store.dialogTyped({ reportGroupId })}
            error={draft.errors.reportGroupId ?? null}
          />
        )}
        <DialogMessageLine message={draft.message} />
      </form>
    </Modal>
  );
});
