import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { DesignerPreviewStore } from '../../stores/designer/designer-preview.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { DesignerFill } from './designer-fill';
import './designer.css';

/** Form Preview (/setup/form/preview/{formId}, forms spec §2): the form in fill mode, and Back. */
export const FormPreviewPage = observer(function FormPreviewPage({ match }: PageProps) {
  const preview = useStore(DesignerPreviewStore);
  const navigate = useNavigate();
  const formId = Number(match.params.formId);

  useEffect(() => {
    void preview.load(formId);
  }, [preview, formId]);
  usePageSubject(match.path, preview.form?.FormName);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(`/form/details/${formId}`));
  return (
    <section className="dz-page">
      <PageHeader
        title={preview.form ? `${preview.form.FormName} (Preview)` : 'Form Preview'}
        crumbs={[
          { label: 'Forms', to: '/form/list' },
          { label: 'Form Details', to: `/form/details/${formId}` },
        ]}
        actions={
          <button type="button" className="button" onClick={back}>
            Back
          </button>
        }
      />
      {preview.status === 'loading' && <p className="library-muted">Loading...</p>}
      {preview.status === 'not-found' && <p className="notice">This form does not exist.</p>}
      {preview.status === 'failed' && <p className="notice">The form could not be loaded.</p>}
      {preview.status === 'ready' && <DesignerFill preview={preview} />}
    </section>
  );
});
