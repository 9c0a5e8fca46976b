import { useEffect, useRef, type RefObject } from 'react';
import type { DropZone } from '../../../domain/forms/designer/drop-zones';
import { DropGeometry, type ZoneHit } from './drop-geometry';
import { withInteract } from './with-interact';

/** What is being dragged: a toolbar type, a template of My Fields, or a field of the form. */
export type DragSource =
  | { readonly kind: 'tool'; readonly type: number }
  | { readonly kind: 'template'; readonly templateId: number }
  | { readonly kind: 'field'; readonly fieldId: number };

/** Reads `data-dz-drag="tool:1" | "template:400" | "field:12"`. */
export function readSource(element: Element): DragSource | null {
  const [kind, raw] = (element.getAttribute('data-dz-drag') ?? '').split(':');
  const id = Number(raw);
  if (!Number.isInteger(id)) return null;
  if (kind === 'tool') return { kind, type: id };
  if (kind === 'template') return { kind, templateId: id };
  if (kind === 'field') return { kind, fieldId: id };
  return null;
}

/**
 * Drag and drop with interactjs over `root` (toolbar, My Fields and canvas): one delegated draggable
 * for every `[data-dz-drag]`. While dragging, nothing re-renders: a ghost follows the pointer and an
 * indicator marks the zone under it (DropGeometry: a hit test, and the fields of the row under the pointer
 * measured once), once per animation frame. On release, `onDrop(source, zone)`.
 * interactjs is set up once its code is in (withInteract).
 */
export function useDesignerDrag(
  root: RefObject<HTMLElement | null>,
  canvas: RefObject<HTMLElement | null>,
  onDrop: (source: DragSource, zone: DropZone) => void,
  enabled: boolean,
): void {
  const dropped = useRef(onDrop);
  useEffect(() => {
    dropped.current = onDrop;
  }, [onDrop]);

  useEffect(() => {
    const rootElement = root.current;
    if (!rootElement || !enabled) return;
    let ghost: HTMLElement | null = null;
    let indicator: HTMLElement | null = null;
    let pane: HTMLElement | null = null;
    let geometry: DropGeometry | null = null;
    let source: DragSource | null = null;
    let origin: HTMLElement | null = null;
    let hit: ZoneHit | null = null;
    let frame = 0;
    let pointer = { x: 0, y: 0 };
    let scroll = { left: 0, top: 0 };
    const scrolled = () => {
      const area = canvas.current;
      if (area) scroll = { left: area.scrollLeft, top: area.scrollTop };
    };

    const paint = () => {
      frame = 0;
      if (ghost) ghost.style.transform = `translate(${pointer.x + 14}px, ${pointer.y + 10}px)`;
      hit = geometry ? geometry.at(pointer.x, pointer.y, scroll) : null;
      if (!indicator) return;
      if (!hit) {
        indicator.style.display = 'none';
        return;
      }
      const { left, top, width, height } = hit.indicator;
      indicator.style.display = 'block';
      indicator.style.transform = `translate(${left}px, ${top}px)`;
      indicator.style.width = `${width}px`;
      indicator.style.height = `${height}px`;
    };
    const finish = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      ghost?.remove();
      indicator?.remove();
      pane?.remove();
      ghost = null;
      indicator = null;
      pane = null;
      geometry = null;
      origin?.classList.remove('dz-dragging-source');
      canvas.current?.removeEventListener('scroll', scrolled);
      canvas.current?.removeAttribute('data-dragging');
    };

    const undo = withInteract((interact) => {
      const draggable = interact('[data-dz-drag]', { context: rootElement }).draggable({
        ignoreFrom:
          '.dz-cell__actions, .dz-mini, .my-field button, .dz-ruler-col__handle, .dz-ruler-row__handle',
        autoScroll: canvas.current ? { container: canvas.current, margin: 32, speed: 700 } : false,
        listeners: {
          start(event) {
            origin = event.target as HTMLElement;
            source = readSource(origin);
            const area = canvas.current;
            if (area) {
              // A pane over the window takes the pointer, so no cell changes its hover style during the drag;
              // zones are found under it (DropGeometry), and nothing is measured up front.
              area.setAttribute('data-dragging', '');
              pane = document.createElement('div');
              pane.className = 'dz-drag-pane';
              document.body.appendChild(pane);
              geometry = DropGeometry.measure(area);
              scroll = geometry.measuredScroll;
              area.addEventListener('scroll', scrolled, { passive: true });
              indicator = document.createElement('div');
              indicator.className = 'dz-indicator';
              area.appendChild(indicator);
            }
            origin.classList.add('dz-dragging-source');
            ghost = document.createElement('div');
            ghost.className = 'dz-ghost';
            ghost.textContent = origin.dataset.dzLabel ?? origin.textContent ?? '';
            document.body.appendChild(ghost);
            pointer = { x: event.client.x, y: event.client.y };
            paint();
          },
          move(event) {
            pointer = { x: event.client.x, y: event.client.y };
            if (!frame) frame = requestAnimationFrame(paint);
          },
          end(event) {
            pointer = { x: event.client.x, y: event.client.y };
            paint();
            const target = hit;
            hit = null;
            finish();
            if (source && target) dropped.current(source, target.zone);
            source = null;
          },
        },
      });
      return () => draggable.unset();
    });
    return () => {
      finish();
      undo();
    };
  }, [root, canvas, enabled]);
}
