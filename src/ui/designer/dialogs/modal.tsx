import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../../components/use-modal-focus';
import './designer-dialogs.css';

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

/**
 * The designer's modal: role=dialog labelled by its title, the focus handled by useModalFocus (the first field
 * focused on open, Tab kept inside, Escape closes, focus handed back to the opener on close). Closing is done
 * with Escape and the dialog's own Close or Cancel button (no second close control, ours).
 */
export function Modal({ title, onClose, children, footer, size = 'normal', className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(panel, onClose);

  return createPortal(
    <div className="designer-backdrop">
      <div
        ref={panel}
        className={`designer-dialog designer-dialog--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
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
