import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './designer-dialogs.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons row. */
  footer?: ReactNode;
  /** Wider dialogs (the field dialog). */
  size?: 'normal' | 'wide';
  className?: string;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * The designer's modal: role=dialog labelled by its title, the first field focused on open, Tab kept
 * inside, Escape closes, and focus handed back to where it was when the dialog closes. Closing is done
 * with Escape and the dialog's own Close or Cancel button (no second close control, ours).
 */
export function Modal({ title, onClose, children, footer, size = 'normal', className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = panel.current;
    const active = document.activeElement as HTMLElement | null;
    // React's strict mode runs this twice on open (development builds): the second time the focus is inside already,
    // and the opener is the one found the first time.
    if (root && !root.contains(active)) {
      opener.current = active;
      const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(FIELDS) ?? focusables(root)[0];
      (first ?? root).focus();
    }
    return () => {
      // Once the commit is done: a dialog still in the document was not closed (strict mode's rehearsal), and taking
      // the focus away from its field would count as leaving it (a "Required!" shown before anything was typed).
      queueMicrotask(() => {
        if (root?.isConnected) return;
        const before = opener.current;
        if (before && before.isConnected) before.focus();
      });
    };
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="designer-backdrop">
      <div
        ref={panel}
        className={`designer-dialog designer-dialog--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keyDown}
      >
        <div className="designer-dialog__header">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="designer-dialog__body">{children}</div>
        {footer && <div className="designer-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
