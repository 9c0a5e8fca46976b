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
  readonly row: number;
}

interface RowBand {
  readonly index: number;
  readonly box: Box;
  /** New-line markers first (they sit inside the end-of-row space), then fields, then that space. */
  readonly targets: readonly Target[];
}

/** The band above a row that means "a row of its own before this one" (px each side of the line). */
const GAP = 5;
const BAR = 4;

/**
 * The drop zones of the canvas, measured once when a drag starts: one layout read for all of them,
 * then every pointer move is a lookup (binary search over rows, then the few cells of one row),
 * without touching the DOM. This keeps a drag over a 1,000-field form within a frame.
 */
export class DropGeometry {
  private constructor(
    private readonly origin: { left: number; top: number },
    private readonly rows: readonly RowBand[],
    private readonly trailing: { box: Box; index: number } | null,
    private readonly scroll: { left: number; top: number },
  ) {}

  static measure(canvas: HTMLElement): DropGeometry {
    const frame = canvas.getBoundingClientRect();
    const origin = { left: frame.left + canvas.clientLeft, top: frame.top + canvas.clientTop };
    const scroll = { left: canvas.scrollLeft, top: canvas.scrollTop };
    const boxOf = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left - origin.left + scroll.left,
        top: rect.top - origin.top + scroll.top,
        width: rect.width,
        height: rect.height,
      };
    };
    const rows = [...canvas.querySelectorAll<HTMLElement>('.dz-row')].map((row): RowBand => {
      const index = Number(row.dataset.row);
      const markers = [...row.querySelectorAll<HTMLElement>('.dz-newline')];
      const cells = [...row.querySelectorAll<HTMLElement>('.dz-cell')];
      const end = row.querySelector<HTMLElement>('[data-row-end]');
      const field = (element: HTMLElement): Target => ({
        box: boxOf(element),
        fieldId: Number(element.dataset.fieldId),
        row: index,
      });
      return {
        index,
        box: boxOf(row),
        targets: [
          ...markers.map(field),
          ...cells.map(field),
          ...(end ? [{ box: boxOf(end), fieldId: null, row: index }] : []),
        ],
      };
    });
    const last = canvas.querySelector<HTMLElement>('.dz-trailing');
    const trailing = last ? { box: boxOf(last), index: Number(last.dataset.newRow) } : null;
    return new DropGeometry(origin, rows, trailing, scroll);
  }

  /** The zone under the pointer (client coordinates) with the canvas scrolled to `scroll`; null outside. */
  at(clientX: number, clientY: number, scroll: { left: number; top: number }): ZoneHit | null {
    const x = clientX - this.origin.left + scroll.left;
    const y = clientY - this.origin.top + scroll.top;
    const row = this.rowAt(y);
    if (row) {
      if (y < row.box.top + GAP) {
        return {
          zone: { kind: 'newRow', beforeRow: row.index },
          indicator: { left: row.box.left, top: row.box.top - 2, width: row.box.width, height: BAR },
        };
      }
      for (const target of row.targets) {
        const { box } = target;
        if (x < box.left || x >= box.left + box.width) continue;
        if (target.fieldId === null) return { zone: { kind: 'rowEnd', row: target.row }, indicator: box };
        const before = x < box.left + box.width / 2;
        return {
          zone: { kind: before ? 'before' : 'after', fieldId: target.fieldId },
          indicator: {
            left: before ? box.left - 2 : box.left + box.width - 2,
            top: box.top,
            width: BAR,
            height: box.height,
          },
        };
      }
      return null;
    }
    const last = this.trailing;
    const bottom = this.rows.length > 0 ? this.rows[this.rows.length - 1].box : null;
    if (last && y >= (bottom ? bottom.top + bottom.height - GAP : last.box.top))
      return { zone: { kind: 'newRow', beforeRow: last.index }, indicator: last.box };
    return null;
  }

  /** The scroll position when measured. */
  get measuredScroll(): { left: number; top: number } {
    return this.scroll;
  }

  private rowAt(y: number): RowBand | undefined {
    let low = 0;
    let high = this.rows.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const { box } = this.rows[mid];
      // The band above a row belongs to it: half the gap reaches into the row before.
      if (y < box.top - GAP) high = mid - 1;
      else if (y >= box.top + box.height - GAP) low = mid + 1;
      else return this.rows[mid];
    }
    return undefined;
  }
}
