import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { WorkflowEditorStore } from '../../stores/setup/workflow-editor.store';
import { useReorderDrag } from './use-reorder-drag';

/**
 * The statuses of a workflow, in order: each a name box, Move up / Move down buttons and Remove; drag a row by its
 * handle to move it (interactjs). Every move is announced in the editor's live region. The first is marked First.
 */
export const StatusList = observer(function StatusList({
  editor,
  readOnly,
}: {
  editor: WorkflowEditorStore;
  readOnly: boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  useReorderDrag(list, editor.statusMoved, !readOnly);
  const count = editor.rows.length;
  // A moved row's DOM node moves too, and loses focus on the way: the button pressed gets it back.
  const refocus = useRef<string | null>(null);
  const rows = editor.rows;
  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [rows]);
  const move = (index: number, to: number, buttonId: string) => {
    refocus.current = buttonId;
    editor.statusMoved(index, to);
  };
  return (
    <ol className="status-list" ref={list} aria-label="Statuses">
      {editor.rows.map((row, index) => {
        const name = row.Name.trim() || `Status ${index + 1}`;
        const problem = editor.problems.items[index];
        const inputId = `status-${row.key}`;
        return (
          <li key={row.key} className="status-row" data-reorder-index={index} aria-label={name}>
            {!readOnly && (
              <span
                className="status-row__handle"
                data-reorder-handle
                aria-hidden="true"
                title="Drag to move"
              >
                ⠿
              </span>
            )}
            <span className="status-row__order" aria-hidden="true">
              {index + 1}
            </span>
            <div className="status-row__field">
              <label htmlFor={inputId} className="visually-hidden">
                Name of status {index + 1}
              </label>
              <input
                id={inputId}
                value={row.Name}
                readOnly={readOnly}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-error` : undefined}
                onChange={(event) => editor.statusNameChanged(index, event.target.value)}
              />
              {problem && (
                <span className="field__error" id={`${inputId}-error`}>
                  {problem}
                </span>
              )}
            </div>
            {index === 0 && <span className="tag status-row__first">First</span>}
            {!readOnly && (
              <span className="status-row__actions">
                <button
                  type="button"
                  id={`status-${row.key}-up`}
                  className="button button--plain"
                  aria-label={`Move up: ${name}`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => move(index, index - 1, `status-${row.key}-up`)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  id={`status-${row.key}-down`}
                  className="button button--plain"
                  aria-label={`Move down: ${name}`}
                  aria-disabled={index === count - 1 || undefined}
                  onClick={() => move(index, index + 1, `status-${row.key}-down`)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="button button--plain"
                  aria-label={`Remove ${name}`}
                  disabled={count === 1}
                  onClick={() => editor.statusRemoved(index)}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
});
