import { observer } from 'mobx-react-lite';
import { TOOLBAR_GROUPS } from '../../../domain/forms/designer/field-toolbar';
import type { DesignerPageStore } from '../../../stores/designer/designer-page.store';
import { useStores } from '../../app/stores-context';
import { MyFieldsPanel } from './my-fields-panel';

/**
 * The designer toolbar (forms spec §2): the Form, Text and Other tools (drag one to the form, or
 * activate it to add its field at the keyboard focus), Form Settings, My Fields, Manipulate Row or
 * Column, Clear Clipboard, Undo and Redo.
 */
export const DesignerToolbar = observer(function DesignerToolbar({ page }: { page: DesignerPageStore }) {
  const { designer, editor, grid, keyboard, view } = page;
  // Removing rows or columns deletes their fields' data: only for roles with Delete (docs/authorization.md).
  const actions = useStores().user.actions;
  return (
    <aside className="dz-toolbar" aria-label="Designer toolbar">
      {TOOLBAR_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`dz-group-${group.id}`}>
          <h2 id={`dz-group-${group.id}`}>{group.label}</h2>
          <ul className="dz-tools">
            {group.tools.map((tool) => (
              <li key={tool.type}>
                <button
                  type="button"
                  className="dz-tool"
                  data-dz-drag={`tool:${tool.type}`}
                  data-dz-label={tool.label}
                  title={`Drag ${tool.label} to the form, or press Enter to add it at the focused cell`}
                  onClick={() => void keyboard.toolActivated(tool.type)}
                >
                  {tool.label}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="dz-group-edit" className="dz-actions">
        <h2 id="dz-group-edit">Edit</h2>
        <div className="dz-bar__group">
          <button
            type="button"
            className="button button--plain"
            disabled={!designer.canUndo}
            title={designer.undoLabel}
            onClick={() => void grid.undo()}
          >
            Undo
          </button>
          <button
            type="button"
            className="button button--plain"
            disabled={!designer.canRedo}
            title={designer.redoLabel}
            onClick={() => void grid.redo()}
          >
            Redo
          </button>
        </div>
        <button
          type="button"
          className="button button--plain"
          onClick={() => view.open({ kind: 'settings' })}
        >
          Form Settings
        </button>
        <button
          type="button"
          className="button button--plain"
          disabled={editor.clipboard === null}
          onClick={editor.clearClipboard}
        >
          Clear Clipboard
        </button>
      </section>
      <section aria-labelledby="dz-group-rows" className="dz-actions">
        <h2 id="dz-group-rows">Manipulate Row or Column</h2>
        <button
          type="button"
          className="button button--plain"
          onClick={() => view.open({ kind: 'duplicate' })}
        >
          Duplicate
        </button>
        {actions.remove && (
          <button
            type="button"
            className="button button--plain"
            onClick={() => view.open({ kind: 'remove' })}
          >
            Remove
          </button>
        )}
      </section>
      <MyFieldsPanel page={page} />
    </aside>
  );
});
