import { useMemo, useRef, useState, type FocusEvent } from 'react';
import { DataType } from '../../../domain/forms/form.entity';
import { percentEntryOf } from '../../../domain/forms/formats/percent-entry';
import { percentReadingOf, valueDisplayText } from '../../../domain/forms/instance/field-display';
import { maskOptionsFor } from '../../../domain/forms/masks/mask-options';
import type { ControlProps } from '../field-renderer.types';
import { DatePicker } from './date-picker';
import { useImask } from './use-imask';

/**
 * A text box: text, number or date. A mask binds imask; a formatting type shows the formatted value while
 * the box is not focused (the typed value, e.g. with its percent sign, on focus), or the value as typed while
 * its pattern refuses it (valueDisplayText). While a percentage is typed, a line under the box says what it
 * will be used as ("Read as 25.00%"); leaving the box writes the sign it meant (`25` -> `25%`), so the value keeps its
 * percent sign on focus (forms spec §5) and says what it is wherever it goes. `readOnly` keeps it focusable and readable; `plain` shows the value as
 * it is, without mask or format (an encrypted value under its display mask).
 */
export function TextInput(props: ControlProps & { readOnly?: boolean; plain?: boolean }) {
  const { shape, inputId, value, disabled, describedBy, invalid, onChange, readOnly, plain, label } = props;
  const source = shape.source;
  const options = useMemo(() => (plain ? null : maskOptionsFor(source)), [source, plain]);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  // The value when the box was focused: only what was typed in this visit gets its percent sign on leaving.
  const valueOnFocus = useRef(value);
  // Focus swaps the formatted text for the typed one. It is swapped here, at once, not by the next render:
  // the browser (Tab, or select() before focus) selects the box's text around this event, and a value set
  // after that would drop the selection, so typing would append to the value instead of replacing it.
  const focusGained = (event: FocusEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    if (box.value !== value) {
      const all = box.value !== '' && box.selectionStart === 0 && box.selectionEnd === box.value.length;
      box.value = value;
      if (all) box.select();
    }
    valueOnFocus.current = value;
    setFocused(true);
  };
  const focusLost = () => {
    setFocused(false);
    const meant = percentEntryOf(source.FormattingType, value);
    if (!plain && !readOnly && value !== valueOnFocus.current && meant !== value) onChange(meant);
  };
  useImask(ref, options, value, onChange);
  const reading = !plain && focused ? percentReadingOf(source, value) : null;
  const readingId = `${inputId}-reading`;
  const common = {
    id: inputId,
    ref,
    type: 'text',
    className: 'fr-input',
    disabled,
    readOnly,
    inputMode: source.DataTypeId === DataType.Number ? ('decimal' as const) : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [describedBy, reading ? readingId : undefined].filter(Boolean).join(' ') || undefined,
  };
  const formatted = !plain && !focused && (source.FormattingType ?? 0) > 0 && source.DataTypeId !== DataType.Text;
  const input = options ? (
    <input {...common} defaultValue={value} />
  ) : (
    <input
      {...common}
      value={formatted ? valueDisplayText(source, value) : value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={focusGained}
      onBlur={focusLost}
    />
  );
  if (source.DataTypeId !== DataType.DateTime || plain || disabled || readOnly) {
    // One shape whether or not the line shows, so focusing never replaces the input element.
    return (
      <>
        {input}
        {reading && (
          <span id={readingId} className="fr-reading" aria-live="polite">
            Read as {reading}
          </span>
        )}
      </>
    );
  }
  return (
    <span className="fr-date">
      {input}
      <DatePicker field={source} value={value} label={label} onChange={onChange} />
    </span>
  );
}
