/**
 * The app's own icons: inline SVG drawn in the text colour, so they show on every machine (an emoji or a
 * symbol character needs a font that has it, and renders as an empty box without one). They are
 * decoration: the control that holds one carries the accessible name.
 */
import type { ReactNode } from 'react';

function Icon({ size = 16, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

/** A pencil: edit. */
export function EditIcon() {
  return (
    <Icon>
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
    </Icon>
  );
}

/** A waste bin: delete. */
export function DeleteIcon() {
  return (
    <Icon>
      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />
    </Icon>
  );
}

/** A bell: notifications. */
export function BellIcon() {
  return (
    <Icon size={18}>
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5-6.71V3.5a2 2 0 0 0-4 0v.79A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </Icon>
  );
}
