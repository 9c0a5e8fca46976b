import { observer } from 'mobx-react-lite';
import { FORMATTING_TYPES } from '../../domain/forms/formats/formatting-types';
import { CUSTOM_FORMAT_TYPE } from '../../domain/reports/report.entity';
import type { ReportDetailsStore } from '../../stores/reports/report-details.store';
import {
  DialogMessageLine,
  SelectInput,
  TextAreaInput,
  TextInput,
  type Choice,
} from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';

/** Format choices: the form engine's formatting types (0–42), then Custom (ours: -1, docs/reports.md). */
const FORMAT_CHOICES: readonly Choice<number>[] = [
  ...FORMATTING_TYPES.map((t) => ({ value: t.Value, label: t.Name })),
  { value: CUSTOM_FORMAT_TYPE, label: 'Custom' },
];

/**
 * The Report Columns edit dialog (reports spec §2): Header, Format, Custom Format (shown for the custom format), with
 * the messages of spec §5. A refused save keeps what was typed.
 */
export const ColumnEditDialog = observer(function ColumnEditDialog({ store }: { store: ReportDetailsStore }) {
  const draft = store.editing;
  if (!draft) return null;
  return (
    <Modal
      title="Report Columns"
      onClose={() => store.editCancelled()}
      footer={
        <>
          <button type="button" className="button button--plain" onClick={() => store.editCancelled()}>
            Cancel
          </button>
          <button
            type="submit"
            form="report-column-form"
            className="button"
            disabled={draft.saving}
            aria-busy={draft.saving}
          >
            Save
          </button>
        </>
      }
    >
      <form
        id="report-column-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.editSaved();
        }}
      >
        <TextAreaInput
          label="Header"
          value={draft.header}
          rows={2}
          onChange={(header) => store.editTyped({ header })}
          error={draft.errors.header ?? null}
        />
        <SelectInput
          label="Format"
          value={draft.formatType}
          choices={FORMAT_CHOICES}
          onChange={(formatType) => store.editTyped({ formatType: formatType ?? 0 })}
        />
        {draft.formatType === CUSTOM_FORMAT_TYPE && (
          <TextInput
            label="Custom Format"
            value={draft.format}
            placeholder="#,##0.00"
            onChange={(format) => store.editTyped({ format })}
            error={draft.errors.format ?? null}
          />
        )}
        <DialogMessageLine message={draft.message} />
      </form>
    </Modal>
  );
});
