/** The element id of a field's control in a grid whose ids start with `prefix` (unique per grid on a page). */
export function inputIdOf(prefix: string, fieldId: number): string {
  return `${prefix}-${fieldId}`;
}

/** The field a control's element id names, or null for an id of another grid or none. */
export function fieldIdOfInput(prefix: string, elementId: string): number | null {
  if (!elementId.startsWith(`${prefix}-`)) return null;
  const rest = elementId.slice(prefix.length + 1);
  return /^\d+$/.test(rest) ? Number(rest) : null;
}
