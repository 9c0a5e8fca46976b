import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { ACCESS_AREAS, ACCESS_AREA_LABELS } from '../../domain/access/access-area';
import { MATRIX_VERBS, grants } from '../../domain/access/role-matrix';
import { roleTypeLabel, type RoleDetails } from '../../domain/admin/role.rules';
import { RolesStore } from '../../stores/admin/roles.store';
import { useStore } from '../app/stores-context';
import { ModalPanel } from '../components/modal-panel';
import { PageHeader } from '../components/page-header';
import { TableScroll } from '../components/table-scroll';
import './admin.css';
import { TableHead } from './table-head';

/** What a role grants, in words: the verbs it holds in every area, or area by area. */
function grantsText(role: RoleDetails): string {
  const verbsOf = (mask: number) =>
    MATRIX_VERBS.filter((v) => !v.composite && grants(mask, v.verb))
      .map((v) => v.label)
      .join(', ') || 'nothing';
  const masks = ACCESS_AREAS.map((area) => role.access[area]);
  if (masks.every((m) => m === masks[0])) return `${verbsOf(masks[0]!)} everywhere`;
  return ACCESS_AREAS.map((area) => `${ACCESS_AREA_LABELS[area]}: ${verbsOf(role.access[area])}`).join('; ');
}

/** /setup/role/list (issue 17): the roles, their type, what they grant and how many users hold them. */
export const RolesPage = observer(function RolesPage() {
  const store = useStore(RolesStore);
  const titleId = useId();
  useEffect(() => {
    void store.opened();
  }, [store]);
  return (
    <section className="admin-page">
      <PageHeader
        title="Roles"
        crumbs={[{ label: 'Setup', to: '/setup/general' }]}
        actions={
          <Link to="/setup/role/new" className="button">
            New role
          </Link>
        }
      />
      {store.status === 'loading' && <p className="loading">Loading…</p>}
      {store.status === 'failed' && <p role="alert">The roles cannot be shown.</p>}
      {store.status === 'ready' && (
        <TableScroll label="Roles">
          <table className="admin-table" aria-label="Roles">
            <TableHead columns={['Role', 'Type', 'Grants', 'Users']} actions />
            <tbody>
              {store.roles.map((role) => (
                <tr key={role.roleId}>
                  <td>
                    <Link to={`/setup/role/details/${role.roleId}`}>{role.roleName}</Link>
                    {role.builtIn && <span className="tag">Built-in</span>}
                  </td>
                  <td>{roleTypeLabel(role.roleTypeId)}</td>
                  <td className="name-cell">{grantsText(role)}</td>
                  <td>{role.userCount}</td>
                  <td>
                    <div className="admin-table__actions">
                      {!role.builtIn && (
                        <button
                          type="button"
                          className="button button--plain"
                          onClick={() => void store.deleteClicked(role)}
                          disabled={store.busy}
                          aria-label={`Delete ${role.roleName}`}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {store.deleting && (
        <ModalPanel labelledBy={titleId} onClose={store.deleteCancelled}>
          <h2 id={titleId}>Delete {store.deleting.role.roleName}</h2>
          <p>
            {store.deleting.role.userCount === 1
              ? '1 user holds'
              : `${store.deleting.role.userCount} users hold`}{' '}
            this role. Choose the role they get instead.
          </p>
          <div className="field">
            <label htmlFor="move-to">Move its users to</label>
            <select
              id="move-to"
              value={store.deleting.moveTo ?? ''}
              onChange={(e) => store.moveToChosen(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">Choose a role…</option>
              {store.moveTargets.map((role) => (
                <option key={role.roleId} value={role.roleId}>
                  {role.roleName}
                </option>
              ))}
            </select>
          </div>
          <div className="dialog__buttons">
            <button type="button" className="button button--plain" onClick={store.deleteCancelled}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void store.deleteConfirmed()}
              disabled={store.deleting.moveTo === null || store.busy}
            >
              Move users and delete
            </button>
          </div>
        </ModalPanel>
      )}
    </section>
  );
});
