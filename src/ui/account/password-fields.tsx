import { PasswordText } from '../../domain/account/password.rules';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  onChange(value: string): void;
  hint?: boolean;
  autoFocus?: boolean;
}

/**
 * A password input as OWASP ASVS 5.0 V6.2.6 and V6.2.7 ask: type password, pasting and password managers allowed (no
 * paste blocking, the autocomplete hint they read), at most 128 characters typed (the rules' limit, well over 64).
 */
export function PasswordField({
  id,
  label,
  value,
  error,
  autoComplete,
  onChange,
  hint,
  autoFocus,
}: PasswordFieldProps) {
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        maxLength={128}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {PasswordText.hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
