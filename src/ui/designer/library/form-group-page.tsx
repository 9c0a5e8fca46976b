import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormLibraryStore } from '../../../stores/designer/form-library.store';
import { useStore, useStores } from '../../app/stores-context';
import { usePageSubject } from '../../app/use-page-subject';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../pages/page-props';
import { FormEditor } from './form-editor';
import { FormTable } from './form-table';
import { GroupDeleteButton } from './group-delete-button';
import { NameForm } from './name-form';
import './library.css';

/** /forms/group/details/{id}: one group, its forms; rename or delete the group, add a form to it. */
export const FormGroupPage = observer(function FormGroupPage({ match }: PageProps) {
  const library = useStore(FormLibraryStore);
  const { user } = useStores();
  const can = user.actions;
  const navigate = useNavigate();
  const groupId = Number(match.params.id);
  const [mode, setMode] = useState<'rename' | 'add' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void library.load();
  }, [library]);

  const group = library.group(groupId);
  usePageSubject(match.path, group?.Name);
  const crumbs = [{ label: 'Forms', to: '/form/list' }];
  if (!group) {
    return (
      <section className="library">
        <PageHeader title="Form Group" crumbs={crumbs} />
        {library.loaded ? (
          <p className="notice">This form group does not exist.</p>
        ) : (
          <p className="library-muted">Loading...</p>
        )}
      </section>
    );
  }

  const deleteGroup = async () => {
    const message = await library.deleteGroup(groupId);
    if (message === null) navigate('/form/list');
    else setError(message || null);
  };

  return (
    <section className="library">
      <PageHeader
        title={group.Name}
        crumbs={crumbs}
        actions={
          <>
            {can.manage && (
              <button type="button" className="button button--plain" onClick={() => setMode('rename')}>
                Rename group
              </button>
            )}
            {can.remove && (
              <GroupDeleteButton
                group={group}
                text="Delete group"
                refusal={user.groupDeleteRefusal(group)}
                onDelete={() => void deleteGroup()}
              />
            )}
            {can.create && (
              <button type="button" className="button" onClick={() => setMode('add')}>
                New form
              </button>
            )}
          </>
        }
      />
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {mode === 'rename' && (
        <NameForm
          label="Group name"
          initial={group.Name}
          submitLabel="Save"
          onSubmit={(name) => library.renameGroup(groupId, name)}
          onCancel={() => setMode(null)}
        />
      )}
      {mode === 'add' && (
        <FormEditor
          initial={{ FormName: '', GroupId: groupId, ProjectIds: [] }}
          groups={library.groups}
          projects={library.projects}
          submitLabel="Create form"
          onSubmit={library.createForm}
          onCancel={() => setMode(null)}
        />
      )}
      <FormTable forms={group.Forms} linkedProjects={library.linkedProjects} actionsFor={user.formActions} />
    </section>
  );
});
