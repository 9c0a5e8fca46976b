import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FormExportStore, PdfDialogOptions } from '../../../stores/form-instance/form-export.store';
import { ModalPanel } from '../../components/modal-panel';
import { currentValues, type ExportProps } from './export-props';
import './form-export.css';

export const FORM_TO_PDF_TITLE = 'Form To PDF';

/** The options in the spec's order (§7 "PDF export options"): header and footer, include data, current formula values, editable version, fit columns. */
export const PDF_OPTION_LABELS: ReadonlyArray<[keyof PdfDialogOptions, string]> = [
  ['IncludeHeaderFooter', 'Header and footer'],
  ['IncludeData', 'Include data'],
  ['IncludeFormulaData', 'Current formula values'],
  ['Editable', 'Editable version'],
  ['FitColumns', 'Fit columns'],
];

export interface FormToPdfDialogProps extends ExportProps {
  store: FormExportStore;
  onClose: () => void;
}

/**
 * The Form To PDF dialog (forms spec §2, §7, §9): the five options with the spec's defaults, Save builds
 * and saves the PDF. Save is disabled, with the reason shown, while the form is invalid (§5). A failure
 * keeps the dialog open and shows the spec's message (§8).
 */
export const FormToPdfDialog = observer(function FormToPdfDialog(props: FormToPdfDialogProps) {
  const { store, instance, values, headerFooterInfo, isFormValid, onClose } = props;
  const titleId = useId();
  const noticeId = useId();
  const busy = store.busy === 'pdf';

  const saveClicked = () =>
    void store.pdfSaveClicked({ instance, values: currentValues(values), headerFooterInfo, isFormValid });

  return (
    // The first option takes the focus on open; Escape closes unless the PDF is being built.
    <ModalPanel labelledBy={titleId} onClose={busy ? undefined : onClose}>
      <h2 id={titleId}>{FORM_TO_PDF_TITLE}</h2>
      <fieldset className="export-dialog__options" disabled={busy}>
        {PDF_OPTION_LABELS.map(([name, label]) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={store.pdfOptions[name]}
              onChange={(event) => store.pdfOptionChanged(name, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {!isFormValid && (
        <div className="export-dialog__notice" id={noticeId} role="alert">
          <p>{store.needsValidFormMessage}</p>
        </div>
      )}
      {store.pdfError && isFormValid && (
        <div className="export-dialog__notice" role="alert">
          <p>{store.pdfError}</p>
        </div>
      )}
      <div className="dialog__buttons">
        <button type="button" className="button button--plain" onClick={onClose} disabled={busy}>
          Close
        </button>
        <button
          type="button"
          className="button"
          onClick={saveClicked}
          disabled={!isFormValid || busy}
          aria-describedby={!isFormValid ? noticeId : undefined}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </ModalPanel>
  );
});
