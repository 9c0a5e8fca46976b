import { useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { DataType } from '../../../domain/forms/form.entity';
import { percentEntryOf } from '../../../domain/forms/formats/percent-entry';
import {
  percentReadingOf,
  showsNegativeInRed,
  valueDisplayText,
} from '../../../domain/forms/instance/field-display';
import { maskOptionsFor, maskPatternOf } from '../../../domain/forms/masks/mask-options';
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
      // Focused by a click, a percentage takes the caret before its sign, where a digit typed next belongs (at the
      // end it would make `7.5%9`, which is no number): now, and again once the click has placed the caret.
      else if (value.endsWith('%')) caretBeforeSign(box, true);
      signPending.current = !all && value.endsWith('%');
    }
    valueOnFocus.current = value;
    setFocused(true);
  };
  // The click that focused a percentage places the caret after the focus event: moved before the sign on its mouseup.
  const signPending = useRef(false);
  const clickEnded = () => {
    if (!signPending.current || !ref.current) return;
    signPending.current = false;
    caretBeforeSign(ref.current, false);
  };
  const focusLost = () => {
    signPending.current = false;
    setFocused(false);
    const meant = percentEntryOf(source.FormattingType, value);
    if (!plain && !readOnly && value !== valueOnFocus.current && meant !== value) onChange(meant);
  };
  useImask(ref, options, value, onChange);
  const reading = !plain && focused ? percentReadingOf(source, value) : null;
  const readingId = `${inputId}-reading`;
  // A masked value, or a value shown under its display mask, is as long as its mask: the box is sized for it
  // (fields.css, .fr-input--sized), so "(555) 555-0199 ext. 204" shows whole in a 180 px column (issue 32 #19).
  const chars = plain ? value.length : (maskPatternOf(source)?.length ?? 0);
  const sized = chars > 0 ? ' fr-input--sized' : '';
  const common = {
    id: inputId,
    ref,
    type: 'text',
    className: `fr-input${sized}`,
    style: chars > 0 ? ({ '--value-chars': chars } as CSSProperties) : undefined,
    disabled,
    readOnly,
    inputMode: source.DataTypeId === DataType.Number ? ('decimal' as const) : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [describedBy, reading ? readingId : undefined].filter(Boolean).join(' ') || undefined,
  };
  const formatted =
    !plain && !focused && (source.FormattingType ?? 0) > 0 && source.DataTypeId !== DataType.Text;
  const shown = formatted ? valueDisplayText(source, value) : value;
  const input = options ? (
    <input {...common} defaultValue={value} />
  ) : (
    <input
      {...common}
      className={`${common.className}${formatted && showsNegativeInRed(source, shown) ? ' fr-input--negative' : ''}`}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      onFocus={focusGained}
      onMouseUp={clickEnded}
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

/** Puts the caret before a percentage's closing sign; `always` false: only when it is just after the sign (no selection). */
function caretBeforeSign(box: HTMLInputElement, always: boolean): void {
  const end = box.value.length;
  if (!box.value.endsWith('%')) return;
  if (!always && (box.selectionStart !== end || box.selectionEnd !== end)) return;
  box.setSelectionRange(end - 1, end - 1);
}
