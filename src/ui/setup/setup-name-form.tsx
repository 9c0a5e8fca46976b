import type { FormEvent } from 'react';
import { FormField } from '../components/form-field';
import { PageHeader, type Crumb } from '../components/page-header';

interface SetupNameFormProps {
  /** The form's name for a screen reader ("New task category", "Rename note category"). */
  formLabel: string;
  id: string;
  label: string;
  value: string;
  error: string | null;
  /** The message's id, when a page named it (FormField's default otherwise). */
  errorId?: string;
  saving: boolean;
  button: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/**
 * Pieces the setup lists' pages share (task categories, note categories).
 *
 * A setup list's one-name form (a new category, a category renamed): the text box with its label and error, and one
 * button. A refused name stays as typed, with the reason under it.
 */
export function SetupNameForm(props: SetupNameFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="setup-form setup-form--inline" onSubmit={submit} noValidate aria-label={props.formLabel}>
      <FormField id={props.id} label={props.label} error={props.error} errorId={props.errorId}>
        {(control) => (
          <input {...control} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
        )}
      </FormField>
      <div>
        <button type="submit" className="button" disabled={props.saving}>
          {props.button}
        </button>
      </div>
    </form>
  );
}

/** A setup details page before its item is there: "Loading…", or why it could not be loaded. */
export function SetupItemPending({
  title,
  crumbs,
  failed,
  failedText,
}: {
  title: string;
  crumbs: Crumb[];
  failed: boolean;
  failedText: string;
}) {
  return (
    <section className="setup-page">
      <PageHeader title={title} crumbs={crumbs} />
      {failed ? (
        <p className="notice" role="alert">
          {failedText}
        </p>
      ) : (
        <p className="loading">Loading…</p>
      )}
    </section>
  );
}
