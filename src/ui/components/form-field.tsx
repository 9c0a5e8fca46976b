import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';

/** What ties a control to its label and messages: spread it on the input, select, textarea or custom control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** No message, one, or several (the designer dialogs list every rule a value breaks). */
export type FieldError = string | readonly string[] | null | undefined;

export interface FormFieldProps {
  label: ReactNode;
  /** Renders the control; it receives the props that wire it up. */
  children: (control: FieldControlProps) => ReactNode;
  /** The control's id; a generated one when left out. Pages keep fixed ids because tests and e2e find them. */
  id?: string;
  hint?: ReactNode;
  error?: FieldError;
  /** The message's id, `${id}-error` unless a page already named it otherwise. */
  errorId?: string;
  /** How the message is announced when it appears: `role="alert"` or `aria-live="polite"`; not at all by default. */
  announce?: 'alert' | 'polite';
  /**
   * `page` (default): `.field`, hint and message in spans, as the pages and their dialogs show them.
   * `dialog`: `.dlg-field`, hint and messages in paragraphs, as the designer-style dialogs show them.
   */
  variant?: 'page' | 'dialog';
  /** Added to the wrapper's class. */
  className?: string;
}

/**
 * A label, its control, an optional hint and an optional error message, wired for a screen reader: the label names
 * the control (htmlFor/id), the hint and the message describe it (aria-describedby), and it is marked invalid
 * (aria-invalid) only while there is a message.
 *
 * It is an observer: the control is rendered here, by the render prop, so the store values the page reads in it
 * (`value={store.email}`) are tracked by this component's render, not the page's.
 */
export const FormField = observer(function FormField({
  label,
  children,
  id: givenId,
  hint,
  error,
  errorId,
  announce,
  variant = 'page',
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const messageId = errorId ?? `${id}-error`;
  // An empty message is no message, as the pages' `error && ...` had it.
  const messages = (typeof error === 'string' ? [error] : (error ?? [])).filter((message) => message !== '');
  const invalid = messages.length > 0;
  const describedBy = [hint ? hintId : '', invalid ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const announced = announce === 'alert' ? { role: 'alert' } : announce ? { 'aria-live': announce } : {};
  const base = variant === 'page' ? 'field' : 'dlg-field';
  return (
    <div className={className ? `${base} ${className}` : base}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
      {hint &&
        (variant === 'page' ? (
          <span id={hintId} className="field__hint">
            {hint}
          </span>
        ) : (
          <p id={hintId} className="dlg-field__hint">
            {hint}
          </p>
        ))}
      {invalid &&
        (variant === 'page' ? (
          <span id={messageId} className="field__error" {...announced}>
            {messages.join(' ')}
          </span>
        ) : (
          <div id={messageId} className="dlg-field__error" {...announced}>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ))}
    </div>
  );
});
