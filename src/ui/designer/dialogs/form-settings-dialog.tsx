import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Form, FormOptions } from '../../../domain/forms/form.entity';
import type { Permissions } from '../../../domain/forms/form-permissions.entity';
import type { Role, ScopeUser } from '../../../ports/directory-gateway.port';
import {
  FormSettingsStore,
  PERMISSIONS_UNAVAILABLE,
  type SaveFormSettings,
} from '../../../stores/designer-dialogs/form-settings.store';
import { useStore } from '../../app/stores-context';
import { DialogMessageLine, SelectInput } from './controls';
import { Modal } from './modal';
import { RestrictionsEditor } from './restrictions-editor';

export interface FormSettingsDialogProps {
  form: Form;
  /** The form's restrictions if the designer has them; otherwise the dialog loads them. */
  permissions?: Permissions | null;
  /** Role and scope-user lists if the designer has them; otherwise the dialog loads them. */
  roles?: Role[];
  scopeUsers?: ScopeUser[];
  /** False hides the restrictions (users who may not share, docs/authorization.md). */
  share?: boolean;
  /** Saves (form/SetOptions, form/SetPermissions when permissions is not null); null = saved, text = message to show. */
  onSave: SaveFormSettings;
  onClose: () => void;
}

const RULERS: Array<{ value: FormOptions['Ruler']; label: string }> = [
  { value: 0, label: 'Conditional' },
  { value: 1, label: 'Always' },
  { value: 2, label: 'Never' },
];
const GUIDES: Array<{ value: FormOptions['Guide']; label: string }> = [
  { value: 0, label: 'None' },
  { value: 1, label: 'Portrait' },
];

/** Form Settings: ruler, page guide and restrictions. Closes after a successful save. */
export const FormSettingsDialog = observer(function FormSettingsDialog(props: FormSettingsDialogProps) {
  const store = useStore(FormSettingsStore);
  const [input] = useState(() => ({
    form: props.form,
    permissions: props.permissions,
    roles: props.roles,
    scopeUsers: props.scopeUsers,
    share: props.share,
  }));
  useEffect(() => store.open(input), [store, input]);
  const save = async () => {
    if (await store.save(props.onSave)) props.onClose();
  };
  const footer = (
    <>
      <DialogMessageLine message={store.message} />
      <span className="dlg-spacer" />
      <button
        type="button"
        className="button"
        disabled={store.busy || store.permissionsState === 'loading'}
        onClick={() => void save()}
      >
        Save
      </button>
      <button type="button" className="button button--plain" onClick={props.onClose}>
        Cancel
      </button>
    </>
  );
  return (
    <Modal title="Form Settings" onClose={props.onClose} footer={footer}>
      <div className="dlg-grid">
        <SelectInput
          label="Ruler"
          value={store.ruler}
          choices={RULERS}
          onChange={(value) => value !== null && store.rulerChanged(value)}
        />
        <SelectInput
          label="Page guide"
          value={store.guide}
          choices={GUIDES}
          onChange={(value) => value !== null && store.guideChanged(value)}
        />
      </div>
      {store.permissionsState === 'loading' && <p className="dlg-empty">Loading...</p>}
      {store.permissionsState === 'failed' && <p className="dlg-empty">{PERMISSIONS_UNAVAILABLE}</p>}
      {store.permissionsState === 'ready' && <RestrictionsEditor store={store.restrictions} />}
    </Modal>
  );
});
