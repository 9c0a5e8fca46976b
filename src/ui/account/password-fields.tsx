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

/** What the new-password pair reads and writes of its page's store. */
interface NewPasswordSource {
  password: string;
  confirmation: string;
  errors: { password?: string; confirmation?: string };
  typed(field: 'password' | 'confirmation', value: string): void;
}

/**
 * A new password and its confirmation, as every page that sets one asks them (sign-up, an invitation's or a site's
 * registration, a reset link, the change-password page): the rules' hint under the first, `new-password` on both so a
 * password manager offers to make one. Ids `${id}-password` and `${id}-confirmation`.
 */
export function NewPasswordFields({
  id,
  store,
  labels = ['Password', 'Confirm password'],
  autoFocus,
}: {
  id: string;
  store: NewPasswordSource;
  labels?: readonly [string, string];
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={labels[0]}
        autoComplete="new-password"
        value={store.password}
        error={store.errors.password}
        onChange={(v) => store.typed('password', v)}
        hint
        autoFocus={autoFocus}
      />
      <PasswordField
        id={`${id}-confirmation`}
        label={labels[1]}
        autoComplete="new-password"
        value={store.confirmation}
        error={store.errors.confirmation}
        onChange={(v) => store.typed('confirmation', v)}
      />
    </>
  );
}
