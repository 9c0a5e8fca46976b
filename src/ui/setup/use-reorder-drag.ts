import interact from 'interactjs';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Reordering rows of a list by dragging their handle (`[data-reorder-handle]` inside `[data-reorder-index]` rows)
 * with interactjs: the row follows the pointer, a line marks where it would land, and on release
 * `onMove(from, to)`. Pointer only; the keyboard uses the rows' Move up / Move down buttons (WCAG 2.2 SC 2.5.7).
 */
export function useReorderDrag(
  list: RefObject<HTMLElement | null>,
  onMove: (from: number, to: number) => void,
  enabled: boolean,
): void {
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);

  useEffect(() => {
    const root = list.current;
    if (!root || !enabled) return;
    let row: HTMLElement | null = null;
    let from = -1;
    let to = -1;
    let middles: number[] = [];
    let tops: number[] = [];
    let indicator: HTMLElement | null = null;
    let dy = 0;

    const finish = () => {
      if (row) {
        row.style.transform = '';
        row.classList.remove('reorder--dragging');
      }
      indicator?.remove();
      indicator = null;
      row = null;
    };

    const draggable = interact('[data-reorder-handle]', { context: root }).draggable({
      lockAxis: 'y',
      listeners: {
        start(event) {
          row = (event.target as HTMLElement).closest<HTMLElement>('[data-reorder-index]');
          if (!row) return;
          from = Number(row.dataset.reorderIndex);
          to = from;
          dy = 0;
          // One layout read at the start; the moves only compare numbers.
          const rows = [...root.querySelectorAll<HTMLElement>('[data-reorder-index]')];
          const listTop = root.getBoundingClientRect().top;
          tops = rows.map((r) => r.getBoundingClientRect().top - listTop);
          middles = rows.map((r) => {
            const rect = r.getBoundingClientRect();
            return rect.top + rect.height / 2;
          });
          row.classList.add('reorder--dragging');
          indicator = document.createElement('div');
          indicator.className = 'reorder-indicator';
          root.appendChild(indicator);
        },
        move(event) {
          if (!row) return;
          dy += event.dy;
          row.style.transform = `translateY(${dy}px)`;
          const y = event.client.y;
          // The place among the other rows: how many of their middles lie above the pointer.
          const above = middles.filter((middle, index) => index !== from && middle < y).length;
          to = above;
          if (indicator) {
            const gap = to >= from ? to + 1 : to;
            const top =
              gap < tops.length ? tops[gap]! : (tops[tops.length - 1] ?? 0) + (row.offsetHeight || 0);
            indicator.style.transform = `translateY(${top - 1}px)`;
          }
        },
        end() {
          const [start, target] = [from, to];
          finish();
          if (start >= 0 && target >= 0 && target !== start) moved.current(start, target);
        },
      },
    });
    return () => {
      finish();
      draggable.unset();
    };
  }, [list, enabled]);
}
