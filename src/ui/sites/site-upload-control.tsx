import { observer } from 'mobx-react-lite';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { SiteBrowseStore } from '../../stores/sites/site-browse.store';
import { uploadSources } from '../cabinet/upload-sources';

/**
 * "Add files" on a site folder that allows upload (docs/sites.md "Upload"): a button that opens the file chooser
 * (keyboard-reachable), the files sent one after the other with the cabinet's limits, each one's outcome told.
 */
export const SiteUploadControl = observer(function SiteUploadControl({ store }: { store: SiteBrowseStore }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="site-upload">
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to add"
        onChange={(event) => {
          const files = uploadSources(event.currentTarget.files);
          event.currentTarget.value = '';
          void store.filesChosen(files);
        }}
      />
      <button type="button" disabled={store.uploading} onClick={() => input.current?.click()}>
        {store.uploading ? 'Adding files…' : 'Add files'}
      </button>
      <ul className="site-upload__outcomes" role="status">
        {store.uploadMessages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
    </div>
  );
});

/** The folder's list as a drop zone where upload is allowed (as the cabinet's folder page); otherwise just the list. */
export function SiteDropZone({
  store,
  enabled,
  children,
}: {
  store: SiteBrowseStore;
  enabled: boolean;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  if (!enabled) return <>{children}</>;
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void store.filesChosen(uploadSources(event.dataTransfer.files));
  };
  return (
    <div
      className={dragging ? 'cabinet-folder__main--drop' : undefined}
      onDragOver={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
      data-testid="drop-zone"
    >
      {children}
    </div>
  );
}
