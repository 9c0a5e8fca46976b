import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { FolderStore } from '../../stores/cabinet/folder.store';
import { FormField } from '../components/form-field';
import { ModalPanel } from '../components/modal-panel';

/** The rename and document-type dialogs of the folder page. */
export const ItemDialog = observer(function ItemDialog({
  store,
  types,
}: {
  store: FolderStore;
  types: DocumentType[];
}) {
  const dialog = store.dialog;
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // The panel puts the focus in the field when it opens; a name to change is selected as well.
  useEffect(() => {
    if (dialog?.kind === 'rename') field.current?.select();
  }, [dialog?.item.ItemId, dialog?.kind]);
  if (!dialog) return null;
  const rename = dialog.kind === 'rename';
  const title = rename ? `Rename "${dialog.item.Name}"` : `Document type of "${dialog.item.Name}"`;
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void store.dialogSubmitted();
  };
  return (
    <ModalPanel
      key={`${dialog.kind}-${dialog.item.ItemId}`}
      labelledBy="item-dialog-title"
      onClose={store.dialogClosed}
      onSubmit={submitted}
    >
      <h2 id="item-dialog-title">{title}</h2>
      <FormField
        id="item-dialog-value"
        label={rename ? 'Name' : 'Document type'}
        error={dialog.error}
        errorId="item-dialog-error"
        announce="alert"
      >
        {(control) =>
          rename ? (
            <input
              {...control}
              ref={field}
              value={dialog.value}
              onChange={(event) => store.dialogValueChanged(event.target.value)}
            />
          ) : (
            <select
              {...control}
              ref={field}
              value={dialog.value}
              onChange={(event) => store.dialogValueChanged(event.target.value)}
            >
              <option value="">No document type</option>
              {types.map((type) => (
                <option key={type.DocumentTypeId} value={type.DocumentTypeId}>
                  {type.Name}
                </option>
              ))}
            </select>
          )
        }
      </FormField>
      <div className="dialog__buttons">
        <button type="button" className="button button--plain" onClick={store.dialogClosed}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={dialog.busy}>
          {dialog.busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </ModalPanel>
  );
});
