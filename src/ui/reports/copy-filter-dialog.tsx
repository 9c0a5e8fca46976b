import { observer } from 'mobx-react-lite';
import type { ReportFiltersStore } from '../../stores/reports/report-filters.store';
import { TextInput } from '../designer/dialogs/controls';
import { Modal } from '../designer/dialogs/modal';

/** The Copy Report Filter dialog (spec §2): the new name, required and at most 254 (spec §5). */
export const CopyFilterDialog = observer(function CopyFilterDialog({ store }: { store: ReportFiltersStore }) {
  const copying = store.copying;
  if (!copying) return null;
  return (
    <Modal
      title="Copy Report Filter"
      onClose={() => store.copyCancelled()}
      footer={
        <>
          <button type="button" className="button button--plain" onClick={() => store.copyCancelled()}>
            Cancel
          </button>
          <button type="submit" form="copy-filter-form" className="button" disabled={copying.error !== null}>
            Copy
          </button>
        </>
      }
    >
      <form
        id="copy-filter-form"
        onSubmit={(event) => {
          event.preventDefault();
          void store.copySubmitted();
        }}
      >
        <TextInput
          label="Name"
          value={copying.name}
          onChange={(name) => store.copyTyped(name)}
          error={copying.touched ? copying.error : null}
        />
      </form>
    </Modal>
  );
});
