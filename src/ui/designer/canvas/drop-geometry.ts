import type { DropZone } from '../../../domain/forms/designer/drop-zones';

/** A rectangle in the canvas's content coordinates (they scroll with the content). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where the drop indicator goes: a bar at a field's left or right edge, a line above a row, or over a zone. */
export interface ZoneHit {
  readonly zone: DropZone;
  readonly indicator: Box;
}

interface Target {
  readonly box: Box;
  /** A field (before / after by the half the pointer is in) or the space after a row's last field. */
  readonly fieldId: number | null;
}

interface RowTargets {
  /** The row's top when measured: a row that has moved since (one above it was drawn) is measured again. */
  readonly top: number;
  /** New-line markers first (they sit inside the end-of-row space), then fields, then that space. */
  readonly targets: readonly Target[];
}

/** The band above a row that means "a row of its own before this one" (px each side of the line). */
const GAP = 5;
const BAR = 4;

/**
 * The drop zones of the canvas while a drag goes on. Nothing is measured when the drag starts: each pointer
 * position finds its row with one hit test, and the row's few fields are measured the first time the pointer
 * is over it (again only if the row has moved since), so the first frame of a drag costs the same on a
 * 5,000-field form as on a small one, and rows that `content-visibility` has not laid out yet are measured
 * only once they are drawn under the pointer. Hit testing goes through the drag pane that covers the canvas
 * (`elementsFromPoint` lists what lies under it).
 */
export class DropGeometry {
  private readonly rows = new WeakMap<Element, RowTargets>();

  private constructor(
    private readonly canvas: HTMLElement,
    private readonly origin: { left: number; top: number },
    private readonly scroll: { left: number; top: number },
  ) {}

  static measure(canvas: HTMLElement): DropGeometry {
    const frame = canvas.getBoundingClientRect();
    const origin = { left: frame.left + canvas.clientLeft, top: frame.top + canvas.clientTop };
    return new DropGeometry(canvas, origin, { left: canvas.scrollLeft, top: canvas.scrollTop });
  }

  /** The zone under the pointer (client coordinates) with the canvas scrolled to `scroll`; null outside. */
  at(clientX: number, clientY: number, scroll: { left: number; top: number }): ZoneHit | null {
    const under = this.canvas.ownerDocument.elementsFromPoint(clientX, clientY);
    const rowElement = under.find(
      (element) => element.classList.contains('dz-row') && this.canvas.contains(element),
    );
    const x = clientX - this.origin.left + scroll.left;
    const y = clientY - this.origin.top + scroll.top;
    if (rowElement instanceof HTMLElement) return this.inRow(rowElement, x, y, scroll);
    const trailing = under.find(
      (element) => element.classList.contains('dz-trailing') && this.canvas.contains(element),
    );
    return trailing instanceof HTMLElement ? this.trailingHit(trailing, scroll) : null;
  }

  /** The scroll position when the drag started. */
  get measuredScroll(): { left: number; top: number } {
    return this.scroll;
  }

  private inRow(
    row: HTMLElement,
    x: number,
    y: number,
    scroll: { left: number; top: number },
  ): ZoneHit | null {
    const box = this.boxOf(row, scroll);
    const index = Number(row.dataset.row);
    if (y < box.top + GAP) {
      return {
        zone: { kind: 'newRow', beforeRow: index },
        indicator: { left: box.left, top: box.top - 2, width: box.width, height: BAR },
      };
    }
    // The band along a row's bottom edge belongs to the row after it (or to the trailing row after the last).
    if (y >= box.top + box.height - GAP) {
      const next = row.nextElementSibling;
      // The next row may not be drawn yet (the block that stands for the rows below the view).
      if (
        next instanceof HTMLElement &&
        (next.classList.contains('dz-row') || next.classList.contains('dz-rows-pending'))
      ) {
        return {
          zone: { kind: 'newRow', beforeRow: index + 1 },
          indicator: { left: box.left, top: box.top + box.height - 2, width: box.width, height: BAR },
        };
      }
      const trailing = this.canvas.querySelector<HTMLElement>('.dz-trailing');
      return trailing ? this.trailingHit(trailing, scroll) : null;
    }
    for (const target of this.targetsOf(row, box.top, scroll)) {
      const { box: cell } = target;
      if (x < cell.left || x >= cell.left + cell.width) continue;
      if (target.fieldId === null) return { zone: { kind: 'rowEnd', row: index }, indicator: cell };
      const before = x < cell.left + cell.width / 2;
      return {
        zone: { kind: before ? 'before' : 'after', fieldId: target.fieldId },
        indicator: {
          left: before ? cell.left - 2 : cell.left + cell.width - 2,
          top: cell.top,
          width: BAR,
          height: cell.height,
        },
      };
    }
    return null;
  }

  private trailingHit(trailing: HTMLElement, scroll: { left: number; top: number }): ZoneHit {
    return {
      zone: { kind: 'newRow', beforeRow: Number(trailing.dataset.newRow) },
      indicator: this.boxOf(trailing, scroll),
    };
  }

  private targetsOf(row: HTMLElement, top: number, scroll: { left: number; top: number }): readonly Target[] {
    const known = this.rows.get(row);
    if (known && known.top === top) return known.targets;
    const field = (element: HTMLElement): Target => ({
      box: this.boxOf(element, scroll),
      fieldId: Number(element.dataset.fieldId),
    });
    const end = row.querySelector<HTMLElement>('[data-row-end]');
    const targets = [
      ...[...row.querySelectorAll<HTMLElement>('.dz-newline')].map(field),
      ...[...row.querySelectorAll<HTMLElement>('.dz-cell')].map(field),
      ...(end ? [{ box: this.boxOf(end, scroll), fieldId: null }] : []),
    ];
    this.rows.set(row, { top, targets });
    return targets;
  }

  private boxOf(element: Element, scroll: { left: number; top: number }): Box {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left - this.origin.left + scroll.left,
      top: rect.top - this.origin.top + scroll.top,
      width: rect.width,
      height: rect.height,
    };
  }
}
