import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { STYLED_DOCUMENT_TYPE_ID } from '../../domain/cabinet/document-types';
import { DocumentTypesStore } from '../../stores/cabinet/document-types.store';
import { useStore } from '../app/stores-context';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { routeId } from '../../domain/cabinet/cabinet-paths';
import './cabinet.css';

const SETUP_CRUMBS = [{ label: 'Setup', to: '/setup/general' }];

/** /setup/doctype/list: the workspace's document types and whether each is styled apart. */
export const DocumentTypeListPage = observer(function DocumentTypeListPage() {
  const store = useStore(DocumentTypesStore);
  useEffect(() => {
    void store.listOpened();
  }, [store]);
  return (
    <section>
      <PageHeader
        title="Document Types"
        crumbs={SETUP_CRUMBS}
        actions={
          <Link className="button" to="/setup/doctype/new">
            New document type
          </Link>
        }
      />
      {store.loading && store.types.length === 0 ? (
        <p className="loading">Loading…</p>
      ) : store.failed ? (
        <p className="notice">The document types could not be loaded.</p>
      ) : (
        <ul className="list" aria-label="Document types">
          {store.types.map((type) => (
            <li key={type.DocumentTypeId} className="list__item">
              <Link to={`/setup/doctype/${type.DocumentTypeId}`}>{type.Name}</Link>
              <span className="tag">{type.StyledApart ? 'Styled apart' : 'Plain'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** /setup/doctype/{id} (`new` for a new type): the name, and whether files of the type are styled apart. */
export const DocumentTypePage = observer(function DocumentTypePage({ match }: PageProps) {
  const store = useStore(DocumentTypesStore);
  const isNew = match.params.id?.toLowerCase() === 'new';
  const id = isNew ? null : routeId(match.params.id);
  useEffect(() => {
    void store.typeOpened(id);
  }, [store, id]);
  if (!isNew && (id === null || store.failed))
    return <p className="notice">This document type does not exist.</p>;
  if (!isNew && !store.type) return <p className="loading">Loading…</p>;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  return (
    <section>
      <PageHeader
        title={isNew ? 'New Document Type' : (store.type?.Name ?? 'Document Type')}
        crumbs={[...SETUP_CRUMBS, { label: 'Document Types', to: '/setup/doctype/list' }]}
      />
      <form className="form cabinet-form" onSubmit={submitted} noValidate aria-label="Document type">
        {store.message && (
          <p className="form__error" role="alert">
            {store.message}
          </p>
        )}
        <FormField id="doctype-name" label="Name" error={store.fieldError}>
          {(control) => (
            <input
              {...control}
              value={store.name}
              onChange={(event) => store.nameChanged(event.target.value)}
            />
          )}
        </FormField>
        <label className="cabinet-check">
          <input
            type="checkbox"
            checked={store.styledApart || store.styleFixed}
            disabled={store.styleFixed}
            onChange={(event) => store.styledApartChanged(event.target.checked)}
          />{' '}
          Style files of this type apart in folders
        </label>
        {store.styleFixed && (
          <p className="cabinet-hint">Document type {STYLED_DOCUMENT_TYPE_ID} is always styled apart.</p>
        )}
        <div className="cabinet-transfer__buttons">
          <button type="submit" className="button" disabled={store.busy}>
            {store.busy ? 'Saving…' : 'Save'}
          </button>
          {store.type && !store.styleFixed && (
            <button type="button" className="button button--plain" onClick={() => void store.deleteClicked()}>
              Delete
            </button>
          )}
        </div>
      </form>
    </section>
  );
});
