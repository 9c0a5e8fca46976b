/** The designer's stores over an in-memory server and the platform fakes, built with `new` (no container). */
import { AddField } from '../../application/designer/add-field.use-case';
import { CopyPasteField } from '../../application/designer/copy-paste-field.use-case';
import { DeleteField } from '../../application/designer/delete-field.use-case';
import { DesignerServer, formWith } from '../../application/designer/designer-server.test-helper';
import { EditField } from '../../application/designer/edit-field.use-case';
import { LoadFieldTemplates } from '../../application/designer/load-field-templates.use-case';
import { ManipulateRowsColumns } from '../../application/designer/manipulate-rows-columns.use-case';
import { MoveField } from '../../application/designer/move-field.use-case';
import { OpenDesigner } from '../../application/designer/open-designer.use-case';
import { ResizeGrid } from '../../application/designer/resize-grid.use-case';
import { SaveFormChanges } from '../../application/designer/save-form-changes.use-case';
import { SetFormSettings } from '../../application/designer/set-form-settings.use-case';
import { UndoRedo } from '../../application/designer/undo-redo.use-case';
import { FakeTime } from '../../application/testing/fake-time';
import { FakeDialogs, FakeNotifier } from '../../application/testing/fakes';
import type { Form } from '../../domain/forms/form.entity';
import type { Dialogs } from '../../ports/dialogs.port';
import type { Notifier } from '../../ports/notifier.port';
import { DesignerEditorStore } from './designer-editor.store';
import { DesignerGridStore } from './designer-grid.store';
import { DesignerKeyboardStore } from './designer-keyboard.store';
import { DesignerPageStore } from './designer-page.store';
import { DesignerPreviewStore } from './designer-preview.store';
import { DesignerStore } from './designer.store';

export interface DesignerHarnessOptions {
  dialogs?: Dialogs;
  notifier?: Notifier;
}

export function designerHarness(form: Form = formWith(), options: DesignerHarnessOptions = {}) {
  const server = new DesignerServer(form);
  const dialogs = options.dialogs ?? new FakeDialogs();
  const notifier = options.notifier ?? new FakeNotifier();
  const time = new FakeTime();
  const opener = new OpenDesigner(server);
  const saver = new SaveFormChanges(server, server);
  const designer = new DesignerStore(
    opener,
    saver,
    new ResizeGrid(server, time),
    new LoadFieldTemplates(server),
  );
  const editor = new DesignerEditorStore(
    designer,
    new AddField(dialogs, notifier),
    new MoveField(notifier),
    new DeleteField(dialogs),
    new EditField(),
    new CopyPasteField(server, notifier),
    time,
  );
  const grid = new DesignerGridStore(
    designer,
    new ManipulateRowsColumns(server),
    new UndoRedo(saver),
    new SetFormSettings(server, notifier),
  );
  const keyboard = new DesignerKeyboardStore(designer, editor, grid);
  const preview = new DesignerPreviewStore(opener, time, notifier);
  const page = new DesignerPageStore(designer, editor, grid, keyboard, preview);
  return { server, dialogs, notifier, time, page, designer, editor, grid, keyboard, preview };
}

/** Lets queued promise callbacks run (the designer's change queue chains several). */
export async function flushPromises(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
