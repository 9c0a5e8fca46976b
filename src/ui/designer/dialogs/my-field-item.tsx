import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { FieldDialogMode } from '../../../domain/forms/designer/field-dialog-mode';
import type { FieldTemplate } from '../../../domain/forms/form-catalog.entity';
import type { Form } from '../../../domain/forms/form.entity';
import { FieldTemplateItemStore } from '../../../stores/designer-dialogs/field-template-item.store';
import { useStore } from '../../app/stores-context';
import { DeleteIcon, EditIcon } from '../../components/icons';
import { FieldDialog } from './field-dialog/field-dialog';

export interface MyFieldItemProps {
  template: FieldTemplate;
  /** The form open in the designer (the template's formula and conditions are checked against it). */
  form: Form;
  otherFormsInSet: Array<{ FormId: number; FormName: string }>;
  /** After "Field template successfully updated.": the template as saved. */
  onUpdated: (template: FieldTemplate) => void;
  /** After "Delete Field Template?" was confirmed and the template deleted. */
  onDeleted: (templateId: number) => void;
  /** Extra attributes for the list item (e.g. what the designer's drag and drop needs). */
  itemProps?: HTMLAttributes<HTMLLIElement>;
}

/**
 * One My Fields entry: its name (the item is the drag source, `data-template-id`), Edit (the field
 * dialog in template mode) and Delete ("Delete Field Template?").
 */
export const MyFieldItem = observer(function MyFieldItem({
  template,
  form,
  otherFormsInSet,
  onUpdated,
  onDeleted,
  itemProps,
}: MyFieldItemProps) {
  const store = useStore(FieldTemplateItemStore);
  const remove = async () => {
    if (await store.remove(template.TemplateId)) onDeleted(template.TemplateId);
  };
  const submit = async (field: FieldTemplate['Field']) => {
    const { message, saved } = await store.update(template, field);
    if (saved) onUpdated(saved);
    return message;
  };
  return (
    <li
      {...itemProps}
      className={`my-field${itemProps?.className ? ` ${itemProps.className}` : ''}`}
      data-template-id={template.TemplateId}
    >
      <span className="my-field__name" title={template.Name}>
        {template.Name}
      </span>
      <button
        type="button"
        aria-label={`Edit template ${template.Name}`}
        title="Edit"
        onClick={store.editStarted}
      >
        <EditIcon />
      </button>
      <button
        type="button"
        aria-label={`Delete template ${template.Name}`}
        title="Delete"
        disabled={store.busy}
        onClick={() => void remove()}
      >
        <DeleteIcon />
      </button>
      {store.editing && (
        <FieldDialog
          mode={FieldDialogMode.Template}
          field={{ ...template.Field, TemplateId: template.TemplateId }}
          form={form}
          otherFormsInSet={otherFormsInSet}
          isNew={false}
          onSubmit={submit}
          onClose={store.editEnded}
        />
      )}
    </li>
  );
});
