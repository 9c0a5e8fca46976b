import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS_AREAS, ACCESS_AREA_LABELS } from '../../domain/access/access-area';
import { MATRIX_VERBS, grants } from '../../domain/access/role-matrix';
import { ROLE_TYPES, type RoleTypeId } from '../../domain/admin/role.rules';
import { RoleEditorStore } from '../../stores/admin/role-editor.store';
import { useStore } from '../app/stores-context';
import { usePageSubject } from '../app/use-page-subject';
import { FormField } from '../components/form-field';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import './admin.css';

/**
 * /setup/role/new and /setup/role/details/{id} (issue 17): a role's name, type and matrix of access verbs per area
 * (platform spec §6). Built-in roles are shown read-only. Copy and Move are Read + Create and Read + Create + Delete:
 * ticking them ticks those (src/domain/access/role-matrix.ts).
 */
export const RolePage = observer(function RolePage({ match }: PageProps) {
  const store = useStore(RoleEditorStore);
  const navigate = useNavigate();
  const roleId = match.params.id === undefined ? null : Number(match.params.id);
  useEffect(() => {
    void store.opened(roleId);
  }, [store, roleId]);
  usePageSubject(match.path, store.role?.roleName);
  if (store.status !== 'ready') {
    return (
      <section>
        {store.status === 'loading' ? (
          <p className="loading">Loading…</p>
        ) : (
          <p role="alert">This role cannot be shown.</p>
        )}
      </section>
    );
  }
  const readOnly = store.readOnly;
  const title = store.role ? store.role.roleName : 'New role';
  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await store.saveClicked();
    if (saved && roleId === null) navigate(`/setup/role/details/${saved.roleId}`, { replace: true });
  };
  return (
    <section className="admin-page">
      <PageHeader
        title={title}
        crumbs={[
          { label: 'Setup', to: '/setup/general' },
          { label: 'Roles', to: '/setup/role/list' },
        ]}
      />
      {readOnly && (
        <p className="notice">
          {store.role?.roleName} is a built-in role: it is shown as it is and cannot be changed.
        </p>
      )}
      <form className="form" onSubmit={(e) => void submitted(e)} noValidate aria-label={`Role ${title}`}>
        <fieldset disabled={readOnly || store.saving} style={{ border: 'none', padding: 0, margin: 0 }}>
          <FormField id="role-name" label="Name" error={store.nameError}>
            {(control) => (
              <input
                {...control}
                value={store.roleName}
                maxLength={100}
                onChange={(e) => store.nameTyped(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="role-type" label="Type">
            {(control) => (
              <select
                {...control}
                value={store.roleTypeId}
                onChange={(e) => store.typeChosen(Number(e.target.value) as RoleTypeId)}
              >
                {ROLE_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <table className="role-matrix" aria-label="Access">
            <thead>
              <tr>
                <th scope="col">Area</th>
                {MATRIX_VERBS.map((v) => (
                  <th scope="col" key={v.verb}>
                    {v.label}
                    {v.composite && (
                      <span className="role-matrix__composite">
                        {v.verb === 3 ? 'Read + Create' : 'Read + Create + Delete'}
                      </span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ACCESS_AREAS.map((area) => (
                <tr key={area}>
                  <th scope="row">{ACCESS_AREA_LABELS[area]}</th>
                  {MATRIX_VERBS.map((v) => (
                    <td key={v.verb}>
                      <input
                        type="checkbox"
                        aria-label={`${v.label} – ${ACCESS_AREA_LABELS[area]}`}
                        checked={grants(store.access[area], v.verb)}
                        onChange={(e) => store.verbToggled(area, v.verb, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        {!readOnly && (
          <button type="submit" className="button" disabled={store.saving}>
            {store.saving ? 'Saving…' : store.role ? 'Save' : 'Create role'}
          </button>
        )}
      </form>
      {store.role && (
        <p className="admin-page__muted">
          {store.role.userCount === 1 ? '1 user holds' : `${store.role.userCount} users hold`} this role.
        </p>
      )}
    </section>
  );
});
