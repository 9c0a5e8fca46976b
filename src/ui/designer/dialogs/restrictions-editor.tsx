import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { RestrictionKind, RestrictionsStore } from '../../../stores/designer-dialogs/restrictions.store';
import { SelectInput, TextInput } from './controls';
import { CheckboxInput } from './check-controls';

/** The Restrictions checkbox revealing Restricted Input and Restricted View, each with its exceptions. */
export const RestrictionsEditor = observer(function RestrictionsEditor({
  store,
}: {
  store: RestrictionsStore;
}) {
  const shown = store.controls;
  return (
    <fieldset className="dlg-section">
      <legend>Restrictions</legend>
      <CheckboxInput
        label="Restrictions"
        checked={store.permissions.Restrictions}
        onChange={(on) => store.toggled('Restrictions', on)}
      />
      {shown.restrictedInput && (
        <CheckboxInput
          label="Restricted Input"
          checked={store.permissions.RestrictedInput}
          onChange={(on) => store.toggled('RestrictedInput', on)}
        />
      )}
      {shown.inputExceptions && <Exceptions store={store} kind="Input" />}
      {shown.restrictedView && (
        <CheckboxInput
          label="Restricted View"
          checked={store.permissions.RestrictedView}
          onChange={(on) => store.toggled('RestrictedView', on)}
        />
      )}
      {shown.viewExceptions && <Exceptions store={store} kind="View" />}
    </fieldset>
  );
});

const WORD: Record<RestrictionKind, string> = { Input: 'input', View: 'view' };

const Exceptions = observer(function Exceptions({
  store,
  kind,
}: {
  store: RestrictionsStore;
  kind: RestrictionKind;
}) {
  const [roleId, setRoleId] = useState<number | null>(null);
  const listId = useId();
  const exclusion = store.exclusion(kind);
  const offered = store.offeredRoles(kind);
  const word = WORD[kind];
  const addRole = () => {
    if (roleId === null) return;
    store.roleAdded(kind, roleId);
    setRoleId(null);
  };
  return (
    <fieldset className="dlg-section">
      <legend>{`Restricted ${kind} exceptions`}</legend>
      <div className="dlg-row">
        <SelectInput
          label={`Role exception for ${word}`}
          value={offered.some((r) => r.roleId === roleId) ? roleId : null}
          placeholder={store.choicesLoaded ? 'Choose a role...' : 'Loading...'}
          choices={offered.map((r) => ({ value: r.roleId, label: r.roleName }))}
          onChange={setRoleId}
        />
        <button
          type="button"
          className="button dlg-small"
          aria-label={`Add role for ${word}`}
          disabled={roleId === null}
          onClick={addRole}
        >
          Add
        </button>
      </div>
      <Chips
        label={`Role exceptions for ${word}`}
        items={exclusion.RolesDefined.map((r) => ({ key: r.roleId, text: r.RoleName }))}
        onRemove={(key) => store.roleRemoved(kind, Number(key))}
      />
      <div className="dlg-row">
        <TextInput
          label={`User e-mail exception for ${word}`}
          type="email"
          list={listId}
          autoComplete="off"
          value={store.emailText[kind]}
          error={store.emailError[kind]}
          onChange={(text) => store.emailChanged(kind, text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              store.userAdded(kind);
            }
          }}
        />
        <button
          type="button"
          className="button dlg-small"
          aria-label={`Add user for ${word}`}
          onClick={() => store.userAdded(kind)}
        >
          Add
        </button>
        <datalist id={listId}>
          {store.emailSuggestions(kind).map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
      </div>
      <Chips
        label={`User exceptions for ${word}`}
        items={exclusion.UsersDefined.map((u) => ({ key: u.Email, text: u.Email }))}
        onRemove={(key) => store.userRemoved(kind, String(key))}
      />
    </fieldset>
  );
});

interface ChipsProps {
  label: string;
  items: Array<{ key: string | number; text: string }>;
  onRemove: (key: string | number) => void;
}

function Chips({ label, items, onRemove }: ChipsProps) {
  if (items.length === 0) return null;
  return (
    <ul className="dlg-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          {item.text}
          <button
            type="button"
            aria-label={`Remove ${item.text} from ${label.toLowerCase()}`}
            onClick={() => onRemove(item.key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
