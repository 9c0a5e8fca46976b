/** Workflow ordering rules, pure: the editor, the mock server and the project's status picker use them. */
import type { WorkflowItem } from './workflow.entity';

/** The statuses in their order (Order, then id for equal orders). */
export function orderedItems<T extends Pick<WorkflowItem, 'Order' | 'WorkflowStatusId'>>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => a.Order - b.Order || a.WorkflowStatusId - b.WorkflowStatusId);
}

/** The first status: where a project starts when it takes the workflow. Null for a workflow without statuses. */
export function firstStatus(items: readonly WorkflowItem[]): WorkflowItem | null {
  return orderedItems(items)[0] ?? null;
}

/** Orders 1..n in list order. */
export function renumber<T extends { Order?: number }>(items: readonly T[]): Array<T & { Order: number }> {
  return items.map((item, index) => ({ ...item, Order: index + 1 }));
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  if (from < 0 || from > last) return [...items];
  const target = Math.min(Math.max(0, to), last);
  if (target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * What a screen reader hears after a move (WCAG 2.2 SC 2.5.7 and 4.1.3; ours): "Inspection moved to position 2
 * of 4.", or "… is already first." / "… is already last." when it could not move.
 */
export function moveAnnouncement(name: string, from: number, to: number, count: number): string {
  if (to < 0 || (to === from && from === 0)) return `${name} is already first.`;
  if (to >= count || (to === from && from === count - 1)) return `${name} is already last.`;
  return `${name} moved to position ${to + 1} of ${count}.`;
}
