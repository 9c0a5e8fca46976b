import { useId } from 'react';
import type { AccessDecision } from '../../domain/access/access-decision';

/**
 * A row's Delete (issue 32 #1): enabled when the rule allows it; otherwise disabled, its reason shown as a short note
 * under the button (visible text, so a touch user reads it too), also its tooltip and read as its description, so
 * nobody is offered what the server then refuses (docs/reports.md).
 */
export function DeleteAction({
  label = 'Delete',
  name,
  decision,
  onClick,
}: {
  /** The button's text ("Delete", "Delete group"). */
  label?: string;
  /** What it deletes, for the accessible name ("Delete “Weekly”"). */
  name: string;
  decision: AccessDecision;
  onClick: () => void;
}) {
  const reasonId = useId();
  const reason = decision.allowed ? null : decision.reason;
  return (
    <>
      <button
        type="button"
        className="button button--plain"
        disabled={reason !== null}
        title={reason ?? undefined}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={onClick}
      >
        {label}
        <span className="visually-hidden"> “{name}”</span>
      </button>
      {reason !== null && (
        <span id={reasonId} className="delete-action__why">
          {reason}
        </span>
      )}
    </>
  );
}
