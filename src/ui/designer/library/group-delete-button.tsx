import type { FormGroup } from '../../../domain/forms/form-catalog.entity';

interface GroupDeleteButtonProps {
  group: FormGroup;
  /** The button's visible text ("Delete" in the list, "Delete group" on the group's page). */
  text: string;
  /** Why the user may not delete this group (groupDeleteRefusal), or null. */
  refusal: string | null;
  onDelete: () => void;
  /** The list names the group for screen readers after the visible text. */
  nameGroup?: boolean;
}

/** A group's Delete: disabled, with the reason beside it, when the group holds forms the user may not delete. */
export function GroupDeleteButton({
  group,
  text,
  refusal,
  onDelete,
  nameGroup = false,
}: GroupDeleteButtonProps) {
  const reasonId = `group-${group.GroupId}-delete-reason`;
  return (
    <>
      <button
        type="button"
        className="button button--plain"
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={onDelete}
      >
        {text}
        {nameGroup && <span className="visually-hidden"> {group.Name}</span>}
      </button>
      {refusal && (
        <span id={reasonId} className="library-muted">
          {refusal}
        </span>
      )}
    </>
  );
}
