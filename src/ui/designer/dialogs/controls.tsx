import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Messages under a control: none, one, or several. */
export type ControlError = readonly string[] | string | null | undefined;

const messagesOf = (error: ControlError): readonly string[] =>
  error == null ? [] : typeof error === 'string' ? [error] : error;

interface Labelled {
  label: string;
  error?: ControlError;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/** The label, the control and its messages; the control is described by the messages (aria-describedby). */
function Frame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Labelled & { id: string; children: (describedBy?: string) => ReactNode }) {
  const messages = messagesOf(error);
  const ids =
    [hint ? `${id}-hint` : '', messages.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`dlg-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(ids)}
      {hint && (
        <p id={`${id}-hint`} className="dlg-field__hint">
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <div id={`${id}-error`} className="dlg-field__error">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

export function TextInput({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...input
}: Labelled & NativeInput & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <input
          {...input}
          id={id}
          type={input.type ?? 'text'}
          value={value}
          aria-invalid={messagesOf(error).length > 0 || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Frame>
  );
}

export function TextAreaInput({
  label,
  error,
  hint,
  className,
  value,
  onChange,
  rows = 3,
  disabled,
}: Labelled & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          disabled={disabled}
          aria-invalid={messagesOf(error).length > 0 || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Frame>
  );
}

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** A native select over typed values; `placeholder` adds an empty first choice (value null). */
export function SelectInput<T extends string | number>({
  label,
  error,
  hint,
  className,
  disabled,
  value,
  choices,
  onChange,
  placeholder,
}: Labelled & {
  value: T | null;
  choices: readonly Choice<T>[];
  onChange: (value: T | null) => void;
  placeholder?: string;
}) {
  const id = useId();
  const selected = value === null ? '' : String(value);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <select
          id={id}
          value={selected}
          disabled={disabled}
          aria-invalid={messagesOf(error).length > 0 || undefined}
          aria-describedby={describedBy}
          onChange={(event) =>
            onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value ?? null)
          }
        >
          {(placeholder !== undefined || value === null) && <option value="">{placeholder ?? ''}</option>}
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

/** The dialog-level summary ("Please fix the validation errors shown above and try again.") or a server message. */
export function DialogMessageLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="dlg-message">
      {message}
    </p>
  );
}
