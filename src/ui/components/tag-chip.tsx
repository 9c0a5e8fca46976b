import './tag-chip.css';

/** A project tag as projects show it: its name in white on its colour (colours chosen to stay readable). */
export function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <span className="tag-chip" style={{ background: color }}>
      {name}
    </span>
  );
}
