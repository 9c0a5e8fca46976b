import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useFieldGrid } from '../field-grid-context';
import type { ControlProps } from '../field-renderer.types';
import { TextInput } from './text-input';

export const SHOW_LABEL = 'Show';

/**
 * An encrypted text box arrives with its value under the display mask (HideAll, ShowOnlyLast4,
 * ShowOnlyFirst4): shown read-only with a "Show" button until the real value is revealed, then an ordinary
 * text box.
 */
export const EncryptedInput = observer(function EncryptedInput(props: ControlProps) {
  const { encrypted } = useFieldGrid();
  const id = props.shape.field.FieldDefinitionId;
  if (encrypted?.revealed.has(id)) return <TextInput {...props} />;
  const pending = encrypted?.pending?.has(id) ?? false;
  return (
    <span className="fr-encrypted">
      <TextInput {...props} readOnly plain />
      {encrypted && (
        <button
          type="button"
          className="button button--plain fr-encrypted__show"
          aria-label={`${SHOW_LABEL} ${props.label}`}
          disabled={pending}
          onClick={() => encrypted.reveal(id)}
        >
          {pending ? 'Loading…' : SHOW_LABEL}
        </button>
      )}
    </span>
  );
});

/**
 * An encrypted text box: a value that arrived (under its display mask) stays locked until revealed; an empty
 * one has nothing to hide and is an ordinary text box from the start.
 */
export function EncryptedTextBox(props: ControlProps) {
  const [lockedAtStart] = useState(() => props.value !== '');
  return lockedAtStart ? <EncryptedInput {...props} /> : <TextInput {...props} />;
}
