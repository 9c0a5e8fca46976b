import { useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

export interface ModalPanelProps {
  /** The id of the dialog's title (its accessible name). */
  labelledBy: string;
  /** What Escape does; none: the dialog cannot be dismissed (Escape does nothing). */
  onClose?: () => void;
  /** A dialog that is a form: Enter in a field submits it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  children: ReactNode;
}

/**
 * The app-wide modal dialog: the backdrop and the panel (role=dialog, aria-modal, labelled by its title) with the
 * modal pattern's keyboard and inert background (useModalFocus), portaled to <body> so that the whole app root
 * (#root) behind it is made inert. Render it while the dialog is open: it mounts with the dialog, and
 * a new dialog wants a new mount (a key), so that it takes the focus and knows its opener.
 */
export function ModalPanel({
  labelledBy,
  onClose,
  onSubmit,
  className = 'dialog',
  role = 'dialog',
  busy,
  children,
}: ModalPanelProps) {
  const panel = useRef<HTMLFormElement & HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(panel, onClose);
  const attributes = {
    ref: panel,
    className,
    role,
    'aria-modal': true,
    'aria-labelledby': labelledBy,
    'aria-busy': busy || undefined,
    tabIndex: -1,
    onKeyDown,
  } as const;
  return createPortal(
    <div className="backdrop">
      {onSubmit ? (
        <form {...attributes} onSubmit={onSubmit} noValidate>
          {children}
        </form>
      ) : (
        <div {...attributes}>{children}</div>
      )}
    </div>,
    document.body,
  );
}
