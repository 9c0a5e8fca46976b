import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { NameFormStore } from '../../stores/cabinet/name-form.store';

/** The one-field forms of the cabinet (new cabinet, new folder). */
export const NameForm = observer(function NameForm({
  form,
  label,
  submitLabel,
  id,
}: {
  form: NameFormStore;
  label: string;
  submitLabel: string;
  id: string;
}) {
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void form.submitted();
  };
  return (
    <form className="form cabinet-form" onSubmit={submitted} noValidate aria-label={label}>
      {form.message && (
        <p className="form__error" role="alert">
          {form.message}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>Name</label>
        <input
          id={id}
          value={form.name}
          onChange={(event) => form.nameChanged(event.target.value)}
          aria-invalid={form.fieldError ? true : undefined}
          aria-describedby={form.fieldError ? `${id}-error` : undefined}
          aria-required="true"
          autoFocus
        />
        {form.fieldError && (
          <span className="field__error" id={`${id}-error`}>
            {form.fieldError}
          </span>
        )}
      </div>
      <div>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Creating…' : submitLabel}
        </button>
      </div>
    </form>
  );
});
