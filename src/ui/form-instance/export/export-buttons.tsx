import { observer } from 'mobx-react-lite';
import { FormExportStore } from '../../../stores/form-instance/form-export.store';
import { useStore } from '../../app/stores-context';
import { currentValues, type ExportProps } from './export-props';
import { FormToPdfDialog } from './form-to-pdf-dialog';
import { PleaseWaitDialog } from './please-wait-dialog';
import './form-export.css';

/**
 * The PDF, CSV and Excel buttons of the form instance page (forms spec §2). CSV and Excel are built and
 * saved at once; PDF opens the Form To PDF dialog. The Please Wait dialog shows while a file is built.
 * The files hold the values on screen, saved or not (docs/exports.md).
 */
export const ExportButtons = observer(function ExportButtons(props: ExportProps) {
  const store = useStore(FormExportStore);
  const busy = store.busy !== null;
  const request = () => ({ instance: props.instance, values: currentValues(props.values) });
  return (
    <>
      <span className="export-buttons" role="group" aria-label="Export">
        <button type="button" className="button button--plain" onClick={store.pdfClicked} disabled={busy}>
          PDF
        </button>
        <button
          type="button"
          className="button button--plain"
          onClick={() => void store.csvClicked(request())}
          disabled={busy}
        >
          CSV
        </button>
        <button
          type="button"
          className="button button--plain"
          onClick={() => void store.excelClicked(request())}
          disabled={busy}
        >
          Excel
        </button>
      </span>
      {store.pdfDialogOpen && <FormToPdfDialog {...props} store={store} onClose={store.pdfDialogClosed} />}
      {busy && <PleaseWaitDialog />}
    </>
  );
});
