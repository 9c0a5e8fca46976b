import type { Newable } from 'inversify';
import { ConfirmDesignerDeletion } from './confirm-designer-deletion.use-case';
import { LoadFieldSetup } from './load-field-setup.use-case';
import { LoadFormPermissions } from './load-form-permissions.use-case';
import { LoadLinkableFields } from './load-linkable-fields.use-case';
import { LoadRestrictionChoices } from './load-restriction-choices.use-case';
import { ManageFieldTemplates } from './manage-field-templates.use-case';
import { SaveFieldSetup } from './save-field-setup.use-case';

/** Every use case of the designer dialogs (bound as singletons by src/composition/designer-dialogs.module.ts). */
export const DESIGNER_DIALOG_USE_CASES: readonly Newable<object>[] = [
  ConfirmDesignerDeletion,
  LoadFieldSetup,
  LoadFormPermissions,
  LoadLinkableFields,
  LoadRestrictionChoices,
  ManageFieldTemplates,
  SaveFieldSetup,
];
