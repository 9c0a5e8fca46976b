import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { NameFormStore } from '../../stores/cabinet/name-form.store';
import { FormField } from '../components/form-field';

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
      <FormField id={id} label="Name" error={form.fieldError}>
        {(control) => (
          <input
            {...control}
            value={form.name}
            onChange={(event) => form.nameChanged(event.target.value)}
            aria-required="true"
            autoFocus
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Creating…' : submitLabel}
        </button>
      </div>
    </form>
  );
});
