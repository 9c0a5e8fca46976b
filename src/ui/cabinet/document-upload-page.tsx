import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DocumentUploadStore } from '../../stores/cabinet/document-upload.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './cabinet.css';

/** /documentupload/{uploadId}/{action}/{returnParam}: follows a background upload, then returns to its folder. */
export const DocumentUploadPage = observer(function DocumentUploadPage({ match }: PageProps) {
  const store = useStore(DocumentUploadStore);
  const { uploadId = '', action = '', returnParam = '' } = match.params;
  useEffect(() => {
    void store.opened(uploadId, action, returnParam);
  }, [store, uploadId, action, returnParam]);
  return (
    <section>
      <PageHeader title="Document Upload" crumbs={[{ label: 'Cabinets', to: '/cabinet/list' }]} />
      {store.failedMessage ? (
        <p className="notice" role="alert">
          Your upload has failed. {store.failedMessage !== 'Your upload has failed.' && store.failedMessage}
        </p>
      ) : store.missing ? (
        <p className="notice">This upload is not known (it may have finished long ago).</p>
      ) : (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Your files are being unpacked. This page goes back
          to the folder when they are ready.
        </p>
      )}
      <Link to={store.returnPath}>Back to the folder</Link>
    </section>
  );
});
