import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';

/**
 * A one-field form to name a new group or rename one: Save submits, Cancel closes; the error of the
 * last attempt shows under the field and what was typed stays.
 */
export function NameForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitted = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const message = await onSubmit(name);
    setBusy(false);
    if (message === null) onCancel();
    else setError(message || null);
  };

  return (
    <form className="library-inline" onSubmit={submitted} aria-label={submitLabel}>
      <FormField label={label} error={error} announce="alert">
        {(control) => (
          <input {...control} value={name} autoFocus onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <div className="library-inline__buttons">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--plain" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
