import type { Newable } from 'inversify';
import { FieldDialogStore } from './field-dialog.store';
import { FieldTemplateItemStore } from './field-template-item.store';
import { FormSettingsStore } from './form-settings.store';

/** The designer-dialog stores the views resolve with useStore (one per open dialog: transient scope). */
export const DESIGNER_DIALOG_STORES: readonly Newable<object>[] = [
  FieldDialogStore,
  FieldTemplateItemStore,
  FormSettingsStore,
];
