import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormLibraryStore } from '../../../stores/designer/form-library.store';
import { useStore, useStores } from '../../app/stores-context';
import { usePageSubject } from '../../app/use-page-subject';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../pages/page-props';
import { FormEditor } from './form-editor';
import { ProjectLinks } from './project-links';
import './library.css';

/** /form/details/{formId}: name, group, projects and number of fields; edit or delete; open the designer or the preview. */
export const FormDetailsPage = observer(function FormDetailsPage({ match }: PageProps) {
  const library = useStore(FormLibraryStore);
  const { user } = useStores();
  const navigate = useNavigate();
  const formId = Number(match.params.formId);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    void library.load();
  }, [library]);

  const form = library.form(formId);
  // Only what the user may do to this form is offered: their roles, and the verbs the server says they hold on it
  // (docs/authorization.md); the server checks each call again.
  const can = user.formActions(form?.Access);
  usePageSubject(match.path, form?.FormName);
  if (!form) {
    return (
      <section className="library">
        <PageHeader title="Form Details" crumbs={[{ label: 'Forms', to: '/form/list' }]} />
        {library.loaded ? (
          <p className="notice">This form does not exist.</p>
        ) : (
          <p className="library-muted">Loading...</p>
        )}
      </section>
    );
  }
  const group = library.group(form.GroupId);
  const deleteForm = async () => {
    if (await library.deleteForm(formId))
      navigate(group ? `/forms/group/details/${group.GroupId}` : '/form/list');
  };

  return (
    <section className="library">
      <PageHeader
        title={form.FormName}
        crumbs={[
          { label: 'Forms', to: '/form/list' },
          ...(group ? [{ label: group.Name, to: `/forms/group/details/${group.GroupId}` }] : []),
        ]}
        actions={
          <>
            {can.manage && (
              <Link className="button" to={`/setup/form/manage/${formId}`}>
                Manage
              </Link>
            )}
            <Link className="button button--plain" to={`/setup/form/preview/${formId}`}>
              Preview
            </Link>
            {can.share && (
              <Link className="button button--plain" to={`/share-form/${formId}`}>
                Share
              </Link>
            )}
          </>
        }
      />
      <dl className="library-details">
        <dt>Name</dt>
        <dd>{form.FormName}</dd>
        <dt>Group</dt>
        <dd>{group?.Name ?? '—'}</dd>
        <dt>Projects</dt>
        <dd>
          <ProjectLinks projects={library.linkedProjects(form.ProjectIds)} empty="Not linked to a project." />
        </dd>
        <dt>Fields</dt>
        <dd>{form.FieldCount}</dd>
      </dl>
      {editing ? (
        <FormEditor
          initial={{ FormName: form.FormName, GroupId: form.GroupId, ProjectIds: [...form.ProjectIds] }}
          groups={library.groups}
          projects={library.projects}
          submitLabel="Save"
          groupLocked={!can.move}
          onSubmit={(edit) => library.updateForm(formId, edit)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="library-inline__buttons">
          {can.manage && (
            <button type="button" className="button button--plain" onClick={() => setEditing(true)}>
              Edit
            </button>
          )}
          {can.remove && (
            <button type="button" className="button button--plain" onClick={() => void deleteForm()}>
              Delete form
            </button>
          )}
        </div>
      )}
    </section>
  );
});
