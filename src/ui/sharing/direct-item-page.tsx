import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { DirectInstanceText } from '../../domain/sharing/direct-instance.rules';
import { sharedFormPath } from '../../domain/sharing/share.entity';
import { DirectInstanceStore } from '../../stores/sharing/direct-instance.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { DirectItemPage as SharedFileOrFolderPage } from '../cabinet/direct-pages';
import { FieldGrid } from '../fields/field-grid';
import type { PageProps } from '../pages/page-props';
import '../form-instance/form-instance.css';
import './sharing.css';

const INSTANCE_ID = /^[1-9]\d{0,9}$/;

/**
 * /direct/{hash}/{id}/{scopeId?} (issue 35; docs/sharing.md "An instance by direct link"): one item shared by direct
 * link, for a direct-link user or an anonymous visitor alike. A form share's link shows its instance read-only when the
 * share allows viewing by link, and goes on to the share's one-time-code page otherwise; any other link is a cabinet
 * file or folder link (docs/cabinet.md "Direct links").
 */
export const DirectItemPage = observer(function DirectItemPage(props: PageProps) {
  const { match } = props;
  const store = useStore(DirectInstanceStore);
  const hash = match.params.hash ?? '';
  const id = match.params.id ?? '';
  const maybeInstance = INSTANCE_ID.test(id);
  useEffect(() => {
    if (maybeInstance) void store.opened(hash, Number(id));
  }, [store, hash, id, maybeInstance]);
  usePageSubject(match.path, store.details?.FormName);
  if (!maybeInstance || store.status === 'not-an-instance') return <SharedFileOrFolderPage {...props} />;
  if (store.status === 'code') return <Navigate to={sharedFormPath(store.hash)} replace />;
  if (store.status === 'failed')
    return (
      <p className="notice" role="alert">
        The link could not be opened. Check your connection and try again.
      </p>
    );
  const { details, instance } = store;
  if (store.status === 'loading' || !details || !instance)
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> Opening the shared item…
      </p>
    );
  return (
    <section className="shared-form">
      <header className="shared-form__header">
        {details.HasActiveLogo && details.Logo && (
          <img className="shared-form__logo" src={details.Logo} alt={`${details.WorkspaceName} logo`} />
        )}
        <div>
          <p className="shared-form__workspace">{details.WorkspaceName}</p>
          <h1>{details.FormName}</h1>
        </div>
      </header>
      <div className="shared-form__actions">
        <span className="tag">Read-only</span>
        <span>{DirectInstanceText.readOnly}</span>
        <Link to={sharedFormPath(store.hash)}>{DirectInstanceText.fillIn}</Link>
      </div>
      <FieldGrid
        layout={instance}
        entries={store.fields}
        shapes={store.model?.shapeOf}
        readOnly
        onChange={() => {}}
        idPrefix="di"
        label={details.FormName}
      />
    </section>
  );
});
