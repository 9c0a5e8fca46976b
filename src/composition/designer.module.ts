import { ContainerModule, type Newable } from 'inversify';
import { AddField } from '../application/designer/add-field.use-case';
import { CopyPasteField } from '../application/designer/copy-paste-field.use-case';
import { DeleteField } from '../application/designer/delete-field.use-case';
import { EditField } from '../application/designer/edit-field.use-case';
import { LoadFieldTemplates } from '../application/designer/load-field-templates.use-case';
import { ManipulateRowsColumns } from '../application/designer/manipulate-rows-columns.use-case';
import { MoveField } from '../application/designer/move-field.use-case';
import { OpenDesigner } from '../application/designer/open-designer.use-case';
import { ResizeGrid } from '../application/designer/resize-grid.use-case';
import { SaveFormChanges } from '../application/designer/save-form-changes.use-case';
import { SetFormSettings } from '../application/designer/set-form-settings.use-case';
import { UndoRedo } from '../application/designer/undo-redo.use-case';
import { DesignerEditorStore } from '../stores/designer/designer-editor.store';
import { DesignerGridStore } from '../stores/designer/designer-grid.store';
import { DesignerKeyboardStore } from '../stores/designer/designer-keyboard.store';
import { DesignerPageStore } from '../stores/designer/designer-page.store';
import { DesignerPreviewStore } from '../stores/designer/designer-preview.store';
import { DesignerStore } from '../stores/designer/designer.store';

/** Stateless use cases of the designer. */
const USE_CASES: readonly Newable<object>[] = [
  OpenDesigner,
  SaveFormChanges,
  AddField,
  MoveField,
  DeleteField,
  EditField,
  CopyPasteField,
  ManipulateRowsColumns,
  UndoRedo,
  SetFormSettings,
  LoadFieldTemplates,
];

/** The parts of one designer page. */
const PAGE_PARTS: readonly Newable<object>[] = [
  DesignerStore,
  DesignerEditorStore,
  DesignerGridStore,
  DesignerKeyboardStore,
  DesignerPreviewStore,
];

/**
 * The designer (issue 4). Needs the forms HTTP module (FormsGateway, FieldSetupGateway, ProjectGateway), the
 * form library module (ManageForms) and the designer-dialogs module (the dialogs' stores and use cases).
 *
 * Scopes: the pages resolve DesignerPageStore and DesignerPreviewStore with
 * `useStore`, one per open page. The designer's parts and the pending resize saves (ResizeGrid)
 * are request-scoped, so the parts of one page share one DesignerStore and a new page gets new ones.
 */
export const designerModule = new ContainerModule(({ bind }) => {
  for (const useCase of USE_CASES) bind(useCase).toSelf().inSingletonScope();
  bind(ResizeGrid).toSelf().inRequestScope();
  for (const part of PAGE_PARTS) bind(part).toSelf().inRequestScope();
  bind(DesignerPageStore).toSelf().inTransientScope();
});
