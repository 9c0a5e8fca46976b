import { PasswordText } from '../../domain/account/password.rules';
import { FormField } from '../components/form-field';

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
  return (
    <FormField id={id} label={label} hint={hint ? PasswordText.hint : undefined} error={error}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          value={value}
          maxLength={128}
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
