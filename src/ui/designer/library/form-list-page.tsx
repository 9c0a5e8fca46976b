import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormLibraryStore } from '../../../stores/designer/form-library.store';
import { useStore, useStores } from '../../app/stores-context';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../pages/page-props';
import { FormEditor } from './form-editor';
import { FormTable } from './form-table';
import { GroupDeleteButton } from './group-delete-button';
import { NameForm } from './name-form';
import './library.css';

/** /form/list: the form groups with their forms; create a group or a form, rename or delete a group. */
export const FormListPage = observer(function FormListPage(_props: PageProps) {
  const library = useStore(FormLibraryStore);
  // Only what the user's roles allow is offered (docs/authorization.md); the server checks each call again.
  const { user } = useStores();
  const can = user.actions;
  const [adding, setAdding] = useState<'group' | 'form' | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [groupError, setGroupError] = useState<{ groupId: number; message: string } | null>(null);

  useEffect(() => {
    void library.load();
  }, [library]);

  const deleteGroup = async (groupId: number) => {
    const message = await library.deleteGroup(groupId);
    setGroupError(message ? { groupId, message } : null);
  };

  return (
    <section className="library">
      <PageHeader
        title="Forms"
        crumbs={[]}
        actions={
          can.create && (
            <>
              <button type="button" className="button button--plain" onClick={() => setAdding('group')}>
                New group
              </button>
              <button
                type="button"
                className="button"
                disabled={library.groups.length === 0}
                onClick={() => setAdding('form')}
              >
                New form
              </button>
            </>
          )
        }
      />
      {adding === 'group' && (
        <NameForm
          label="Group name"
          submitLabel="Create group"
          onSubmit={library.createGroup}
          onCancel={() => setAdding(null)}
        />
      )}
      {adding === 'form' && (
        <FormEditor
          initial={{ FormName: '', GroupId: library.groups[0]?.GroupId ?? null, ProjectIds: [] }}
          groups={library.groups}
          projects={library.projects}
          submitLabel="Create form"
          onSubmit={library.createForm}
          onCancel={() => setAdding(null)}
        />
      )}
      {library.loading && !library.loaded && <p className="library-muted">Loading...</p>}
      {library.loaded && library.failed && <p className="notice">The forms could not be loaded.</p>}
      {library.loaded && !library.failed && library.groups.length === 0 && (
        <p className="notice">There are no form groups yet. Create a group, then add forms to it.</p>
      )}
      {library.groups.map((group) => (
        <section key={group.GroupId} className="library-group" aria-labelledby={`group-${group.GroupId}`}>
          <div className="library-group__header">
            <h2 id={`group-${group.GroupId}`}>
              <Link to={`/forms/group/details/${group.GroupId}`}>{group.Name}</Link>
            </h2>
            <div className="library-group__actions">
              {can.manage && (
                <button
                  type="button"
                  className="button button--plain"
                  onClick={() => setRenaming(group.GroupId)}
                >
                  Rename<span className="visually-hidden"> {group.Name}</span>
                </button>
              )}
              {can.remove && (
                <GroupDeleteButton
                  group={group}
                  text="Delete"
                  nameGroup
                  refusal={user.groupDeleteRefusal(group)}
                  onDelete={() => void deleteGroup(group.GroupId)}
                />
              )}
            </div>
          </div>
          {renaming === group.GroupId && (
            <NameForm
              label="Group name"
              initial={group.Name}
              submitLabel="Save"
              onSubmit={(name) => library.renameGroup(group.GroupId, name)}
              onCancel={() => setRenaming(null)}
            />
          )}
          {groupError?.groupId === group.GroupId && (
            <p className="form__error" role="alert">
              {groupError.message}
            </p>
          )}
          <FormTable
            forms={group.Forms}
            linkedProjects={library.linkedProjects}
            actionsFor={user.formActions}
          />
        </section>
      ))}
    </section>
  );
});
