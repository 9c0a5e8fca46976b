import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { OptionListStore } from '../../../stores/designer-dialogs/option-list.store';
import { TextInput } from './controls';

/** Alt+ArrowUp / Alt+ArrowDown on a focused item moves it (ours), like the up and down buttons. */
export function reorderKey(
  event: KeyboardEvent,
  index: number,
  move: (from: number, to: number) => void,
): void {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  event.preventDefault();
  move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
}

/** The option-list editor: type a name, Enter or Add; move and delete options. */
export const OptionListEditor = observer(function OptionListEditor({
  store,
  label = 'Options',
}: {
  store: OptionListStore;
  label?: string;
}) {
  const add = () => store.added();
  return (
    <fieldset className="dlg-section">
      <legend>{label}</legend>
      <div className="dlg-row">
        <TextInput
          label="New option"
          value={store.newName}
          error={store.error}
          maxLength={2000}
          onChange={store.newNameChanged}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="button dlg-small"
          aria-label="Add option"
          disabled={!store.canAdd}
          onClick={add}
        >
          Add
        </button>
      </div>
      {store.options.length === 0 ? (
        <p className="dlg-empty">No options yet.</p>
      ) : (
        <ol className="dlg-list" aria-label={label}>
          {store.options.map((option, index) => (
            <li
              key={`${option.OptionId}-${option.Name}`}
              tabIndex={0}
              aria-label={option.Name}
              onKeyDown={(event) => reorderKey(event, index, store.moved)}
            >
              <span className="dlg-list__text">{option.Name}</span>
              <button
                type="button"
                className="button button--plain dlg-small"
                aria-label={`Move ${option.Name} up`}
                disabled={index === 0}
                onClick={() => store.moved(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--plain dlg-small"
                aria-label={`Move ${option.Name} down`}
                disabled={index === store.options.length - 1}
                onClick={() => store.moved(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--plain dlg-small"
                aria-label={`Delete ${option.Name}`}
                onClick={() => store.removed(index)}
              >
                Delete
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="dlg-field__hint" aria-live="polite">
        {store.announcement}
      </p>
    </fieldset>
  );
});
