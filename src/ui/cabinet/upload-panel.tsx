import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import type { UploadStore } from '../../stores/cabinet/upload.store';

type UploadEntry = UploadStore['entries'][number];

const STATE_TEXT: Record<UploadEntry['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  unpacking: 'Unpacking…',
  unpacked: 'Unpacked into folders',
  failed: 'Failed',
};

/** Each upload with its progress bar and, when refused, the reason. */
export const UploadPanel = observer(function UploadPanel({ store }: { store: UploadStore }) {
  if (store.entries.length === 0) return null;
  return (
    <section className="upload-panel" aria-label="Uploads">
      <div className="upload-panel__head">
        <h2>Uploads</h2>
        {!store.active && (
          <button type="button" className="button button--plain" onClick={store.clearFinished}>
            Clear
          </button>
        )}
      </div>
      <ul>
        {store.entries.map((entry) => {
          const percent = entry.size === 0 ? 100 : Math.min(100, Math.round((entry.sent / entry.size) * 100));
          return (
            <li
              key={entry.key}
              className={`upload-panel__entry upload-panel__entry--${entry.state}`}
              aria-label={entry.name}
            >
              <span className="upload-panel__name">{entry.name}</span>
              <span className="upload-panel__size">{formatFileSize(entry.size)}</span>
              <progress
                max={100}
                value={entry.state === 'failed' ? 0 : percent}
                aria-label={`Progress of ${entry.name}`}
              />
              <span className="upload-panel__state" role={entry.state === 'failed' ? 'alert' : 'status'}>
                {entry.state === 'uploading' ? `Uploading ${percent}%` : STATE_TEXT[entry.state]}
                {entry.message && `: ${entry.message}`}
              </span>
              {entry.state === 'unpacking' && entry.uploadId && (
                <Link
                  className="upload-panel__follow"
                  to={`/documentupload/${encodeURIComponent(entry.uploadId)}/zip/${entry.returnParam}`}
                >
                  Follow this upload
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});
