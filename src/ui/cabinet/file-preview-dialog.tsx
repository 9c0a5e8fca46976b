import { observer } from 'mobx-react-lite';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import { ICON_LABELS, itemIconOf } from '../../domain/cabinet/file-types';
import type { FilePreviewStore } from '../../stores/cabinet/file-preview.store';
import { ModalPanel } from '../components/modal-panel';

/**
 * A file's preview (docs/cabinet.md, "Preview"): a picture (bounded by the dialog), a PDF in the browser's viewer, a
 * text file as text (React puts it in the page as text, never as HTML), or the file's name, size and type; Download
 * in every case. Escape or Close shuts it and the focus goes back to the file's name (ModalPanel).
 */
export const FilePreviewDialog = observer(function FilePreviewDialog({ store }: { store: FilePreviewStore }) {
  const { item, preview } = store;
  if (!item) return null;
  return (
    <ModalPanel
      key={item.ItemId}
      labelledBy="file-preview-title"
      onClose={store.closed}
      className="dialog file-preview"
      busy={preview === null}
    >
      <h2 id="file-preview-title">{item.Name}</h2>
      <div className="file-preview__body">
        {preview === null ? (
          <p className="loading">Loading the preview…</p>
        ) : preview.kind === 'image' ? (
          <img className="file-preview__image" src={preview.url} alt={item.Name} />
        ) : preview.kind === 'pdf' ? (
          <iframe className="file-preview__pdf" src={preview.url} title={`PDF preview of ${item.Name}`} />
        ) : preview.kind === 'text' ? (
          <>
            <pre className="file-preview__text" tabIndex={0} aria-label={`Text of ${item.Name}`}>
              {preview.text}
            </pre>
            {preview.truncated && <p className="hint">Only the beginning of the file is shown.</p>}
          </>
        ) : preview.kind === 'failed' ? (
          <p className="notice" role="alert">
            {preview.message}
          </p>
        ) : (
          <p className="hint">This file cannot be previewed. Download it to open it.</p>
        )}
      </div>
      <dl className="file-preview__facts">
        <dt>Type</dt>
        <dd>{ICON_LABELS[itemIconOf(item)]}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(item.Size)}</dd>
      </dl>
      <div className="dialog__buttons">
        <button type="button" className="button button--plain" onClick={store.closed}>
          Close
        </button>
        <button type="button" className="button" onClick={store.downloadClicked}>
          Download
        </button>
      </div>
    </ModalPanel>
  );
});
