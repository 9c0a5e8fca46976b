import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A wide table's own box (docs/layout.md, "Wide tables scroll in their own box"): on a narrow screen the table scrolls
 * sideways inside it and the page stays put. While the table is wider than the box, the box is a region named after
 * the table that Tab reaches, so the arrow keys scroll it, with the focus ring every control has.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="table-scroll"
      {...(scrolls ? { role: 'region', 'aria-label': `${label} (scrolls sideways)`, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
