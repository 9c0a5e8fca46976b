import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldOption } from '../../../domain/forms/form.entity';
import { optionIdList } from '../../../domain/forms/instance/instance-values';
import type { ControlProps } from '../field-renderer.types';
import { CHECK_LIST_TEXT, checkListButtonText, filterOptions } from './check-list-text';

/**
 * A check-box list as the specification's multi-select control: a button showing the checked labels opens
 * a panel with a 'Search...' filter, Select All, Select None, Reset (back to the selection it had when
 * opened) and one check box per option. Escape or a click outside closes it. Values are option ids "1,3".
 */
export function CheckList(props: ControlProps & { options: readonly FieldOption[] }) {
  const { inputId, labelId, value, disabled, describedBy, invalid, onChange, options } = props;
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [atOpen, setAtOpen] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const checked = optionIdList(value);
  const panelId = `${inputId}-panel`;

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = () => {
    if (!open) {
      setAtOpen(value);
      setFilter('');
    }
    setOpen(!open);
  };
  const set = (ids: number[]) =>
    onChange(
      options
        .filter((o) => ids.includes(o.OptionId))
        .map((o) => o.OptionId)
        .join(','),
    );
  const flip = (id: number) => set(checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id]);
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const visible = filterOptions(options, filter);

  return (
    <div className="fr-multi" ref={root} onKeyDown={keyDown}>
      <button
        type="button"
        id={inputId}
        ref={button}
        className="fr-input fr-multi__button"
        disabled={disabled}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${inputId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={toggle}
      >
        {checkListButtonText(options, checked)}
      </button>
      {open && !disabled && (
        <div className="fr-multi__panel" id={panelId} role="group" aria-labelledby={labelId}>
          <input
            type="search"
            className="fr-input"
            placeholder={CHECK_LIST_TEXT.filter}
            aria-label={CHECK_LIST_TEXT.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoFocus
          />
          <div className="fr-multi__actions">
            <button
              type="button"
              className="button button--plain"
              onClick={() => set(options.map((o) => o.OptionId))}
            >
              {CHECK_LIST_TEXT.selectAll}
            </button>
            <button type="button" className="button button--plain" onClick={() => set([])}>
              {CHECK_LIST_TEXT.selectNone}
            </button>
            <button type="button" className="button button--plain" onClick={() => onChange(atOpen)}>
              {CHECK_LIST_TEXT.reset}
            </button>
          </div>
          <ul className="fr-multi__list">
            {visible.map((option) => {
              const id = `${inputId}-o${option.OptionId}`;
              return (
                <li key={option.OptionId}>
                  <input
                    type="checkbox"
                    id={id}
                    checked={checked.includes(option.OptionId)}
                    onChange={() => flip(option.OptionId)}
                  />
                  <label htmlFor={id}>{option.Name}</label>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
