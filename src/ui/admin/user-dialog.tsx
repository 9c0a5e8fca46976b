import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import {
  ACCOUNT_TYPE_LABELS,
  fullName,
  type MemberAccountType,
} from '../../domain/admin/workspace-user.entity';
import { roleTypeLabel } from '../../domain/admin/role.rules';
import type { UsersStore } from '../../stores/admin/users.store';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';

/** Invite a colleague (e-mail, account type, roles, teams) or change a user's account type, roles and teams. */
export const UserDialog = observer(function UserDialog({ store }: { store: UsersStore }) {
  const dialog = store.dialog;
  const titleId = useId();
  if (!dialog || !store.overview) return null;
  const { roles, teams } = store.overview;
  const inviting = dialog.user === null;
  const title = inviting ? 'Invite a colleague' : `Change ${fullName(dialog.user!)}`;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.dialogSubmitted();
  };
  return (
    <ModalPanel
      className="dialog admin-dialog form"
      labelledBy={titleId}
      onClose={store.dialogClosed}
      onSubmit={submitted}
    >
      <h2 id={titleId}>{title}</h2>
      {inviting ? (
        <FormField id="invite-email" label="E-mail" error={dialog.emailError}>
          {(control) => (
            <input
              {...control}
              type="email"
              maxLength={254}
              value={dialog.email}
              onChange={(e) => store.emailTyped(e.target.value)}
            />
          )}
        </FormField>
      ) : (
        <p className="admin-page__muted">{dialog.email}</p>
      )}
      <fieldset className="admin-choices">
        <legend>Account type</legend>
        {([1, 2] as MemberAccountType[]).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="account-type"
              checked={dialog.accountType === type}
              onChange={() => store.accountTypeChosen(type)}
            />
            {ACCOUNT_TYPE_LABELS[type]}
            <span className="admin-page__muted">
              {type === 1
                ? '(the whole workspace; may administer it with the Admin role)'
                : '(works in their teams)'}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-choices">
        <legend>Roles</legend>
        {roles.map((role) => (
          <label key={role.roleId}>
            <input
              type="checkbox"
              checked={dialog.roleIds.includes(role.roleId)}
              onChange={(e) => store.roleToggled(role.roleId, e.target.checked)}
            />
            {role.roleName}{' '}
            <span className="admin-page__muted">
              ({role.builtIn ? 'built-in' : roleTypeLabel(role.roleTypeId)})
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-choices">
        <legend>Teams</legend>
        {teams.length === 0 && <p className="admin-page__muted">The workspace has no teams yet.</p>}
        {teams.map((team) => (
          <label key={team.ScopeId}>
            <input
              type="checkbox"
              checked={dialog.teamIds.includes(team.ScopeId)}
              onChange={(e) => store.teamToggled(team.ScopeId, e.target.checked)}
            />
            {team.Name}
          </label>
        ))}
      </fieldset>
      {dialog.error && (
        <p className="admin-error" role="alert">
          {dialog.error}
        </p>
      )}
      <div className="dialog__buttons">
        <button
          type="button"
          className="button button--plain"
          onClick={store.dialogClosed}
          disabled={dialog.busy}
        >
          Cancel
        </button>
        <button type="submit" className="button" disabled={dialog.busy || dialog.error !== null}>
          {dialog.busy ? (inviting ? 'Sending…' : 'Saving…') : inviting ? 'Send invitation' : 'Save'}
        </button>
      </div>
    </ModalPanel>
  );
});
