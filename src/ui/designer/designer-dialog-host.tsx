import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { withEditModePermissions } from '../../domain/forms/designer/restriction-settings';
import { FieldDialogMode } from '../../domain/forms/designer/field-dialog-mode';
import type { DesignerPageStore } from '../../stores/designer/designer-page.store';
import { useStores } from '../app/stores-context';
import { DuplicateRowColumnDialog } from './dialogs/duplicate-row-column-dialog';
import { FieldDialog } from './dialogs/field-dialog/field-dialog';
import { FormSettingsDialog } from './dialogs/form-settings-dialog';
import { Modal } from './dialogs/modal';
import { RemoveRowColumnDialog } from './dialogs/remove-row-column-dialog';

/** The dialog the designer has open (their insides are in ./dialogs), and the "Please Wait" progress dialog. */
export const DesignerDialogHost = observer(function DesignerDialogHost({
  page,
}: {
  page: DesignerPageStore;
}) {
  const { designer, editor, grid, view } = page;
  const actions = useStores().user.actions;
  const form = designer.form;
  const dialog = view.dialog;
  const fieldDialog = dialog?.kind === 'field';
  // In edit mode every field counts as viewable and editable (PermissionMask 15, forms spec §6). The field
  // dialog reads the form so; the copy is made while the dialog is open, not kept beside every form shown.
  const editForm = useMemo(
    () => (form && fieldDialog ? { ...form, Fields: withEditModePermissions(form.Fields, true) } : null),
    [form, fieldDialog],
  );
  const close = editor.dialogClosed;
  return (
    <>
      {form && dialog?.kind === 'field' && (
        <FieldDialog
          key={`field-${dialog.field.FieldDefinitionId}`}
          // A field dropped on a zone is created (mode 1: Create); a field of the form has its definition
          // edited and the change applied to the form (FIELD_DEFINITION mode: Apply). Forms spec §4.
          mode={dialog.zone !== null ? FieldDialogMode.Form : FieldDialogMode.FieldDefinition}
          field={dialog.field}
          form={editForm ?? form}
          otherFormsInSet={[...designer.otherFormsInSet]}
          isNew={dialog.zone !== null}
          access={{ share: actions.share, decrypt: actions.decrypt }}
          onSubmit={editor.fieldDialogSaved}
          onClose={close}
        />
      )}
      {form && dialog?.kind === 'duplicate' && (
        <DuplicateRowColumnDialog
          rowCount={designer.grid.rowCount}
          columnCount={designer.grid.columnCount}
          onDuplicate={grid.duplicate}
          onClose={close}
        />
      )}
      {form && dialog?.kind === 'remove' && (
        <RemoveRowColumnDialog
          rowCount={designer.grid.rowCount}
          columnCount={designer.grid.columnCount}
          onRemove={grid.remove}
          onClose={close}
        />
      )}
      {form && dialog?.kind === 'settings' && (
        <FormSettingsDialog
          form={form}
          permissions={grid.knownPermissions}
          share={actions.share}
          onSave={grid.settingsSaved}
          onClose={close}
        />
      )}
      {view.progress && (
        <Modal title="Please Wait" onClose={() => undefined} className="dz-progress">
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {view.progress}
          </p>
        </Modal>
      )}
    </>
  );
});
