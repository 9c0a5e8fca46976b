import type { InputHTMLAttributes } from 'react';
import { FormField, type FieldError } from '../../components/form-field';

interface Labelled {
  label: string;
  error?: FieldError;
  hint?: string;
  disabled?: boolean;
  className?: string;
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
  return (
    <FormField variant="dialog" label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={input.type ?? 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
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
  return (
    <FormField variant="dialog" label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
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
  const selected = value === null ? '' : String(value);
  return (
    <FormField variant="dialog" label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          value={selected}
          disabled={disabled}
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
    </FormField>
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
