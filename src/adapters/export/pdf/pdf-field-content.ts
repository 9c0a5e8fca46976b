import type { CanvasElement, Content } from 'pdfmake/interfaces';
import { FieldType } from '../../../domain/forms/form.entity';
import { imageSizeOf, type ImageLength } from '../../../domain/forms/images/image-size';
import { exportErrorText, type ExportField } from '../model/export-field';
import type { HtmlSanitizer } from '../../../domain/forms/rich-text/rich-text-sanitizer';
import { htmlToPdf } from '../html/html-to-pdf';
import type { PrintedPicture } from './printable-pictures';

/**
 * One field of the PDF, drawn inside its grid cell:
 * - print version (Editable off): the label, then the value as text over a thin rule;
 * - editable version (Editable on), a form to fill in by hand: inputs are boxes to write in (a text area
 *   as many lines high as its rows), a check box is a tick box, and a choice field lists every option with
 *   a tick box (round for a radio list), ticked when the data is included.
 * Values appear only with IncludeData; formula values only with IncludeFormulaData.
 */
export interface FieldDrawing {
  /** Points per form pixel. */
  readonly scale: number;
  /** Inner width of the cell in points. */
  readonly width: number;
  readonly includeData: boolean;
  readonly includeFormulaData: boolean;
  readonly editable: boolean;
  readonly html: HtmlSanitizer;
  /** False when a first attempt failed on a picture: every picture then prints as an error text. */
  readonly printImages?: boolean;
  /** Image field id -> its picture, ready for pdfmake (printable-pictures.ts). */
  readonly pictures?: ReadonlyMap<number, PrintedPicture>;
  /** The printable height of a page in points: no picture is taller. */
  readonly maxHeight?: number;
}

/** The error of a picture pdfmake failed on (the document is then built again without pictures). */
export const IMAGE_NOT_PRINTED = 'The image could not be printed.';
const ERROR_COLOUR = '#b42318';

const RULE = '#9aa5b1';
const BOX = '#6b7785';
const MIN_FONT = 5;

function fontSizeOf(field: ExportField, scale: number): number {
  const px = field.field.CSS?.Size ?? 14;
  return Math.max(MIN_FONT, (Number.isFinite(px) ? px : 14) * scale);
}

function valueShown(field: ExportField, drawing: FieldDrawing): boolean {
  return field.kind === 'formula' ? drawing.includeFormulaData : drawing.includeData;
}

function tickBox(size: number, ticked: boolean, round: boolean): CanvasElement[] {
  const shape: CanvasElement = round
    ? {
        type: 'ellipse',
        x: size / 2,
        y: size / 2,
        r1: size / 2,
        r2: size / 2,
        lineWidth: 0.6,
        lineColor: BOX,
      }
    : { type: 'rect', x: 0, y: 0, w: size, h: size, lineWidth: 0.6, lineColor: BOX };
  if (!ticked) return [shape];
  if (round)
    return [shape, { type: 'ellipse', x: size / 2, y: size / 2, r1: size / 4, r2: size / 4, color: '#222' }];
  const m = size * 0.2;
  return [
    shape,
    { type: 'line', x1: m, y1: m, x2: size - m, y2: size - m, lineWidth: 0.9 },
    { type: 'line', x1: size - m, y1: m, x2: m, y2: size - m, lineWidth: 0.9 },
  ];
}

function ticked(text: string, on: boolean, round: boolean, fontSize: number): Content {
  const size = fontSize * 0.8;
  return {
    columns: [
      { width: size + 3, canvas: tickBox(size, on, round), margin: [0, fontSize * 0.12, 0, 0] },
      { width: '*', text, fontSize },
    ],
    margin: [0, 1, 0, 1],
  };
}

/** A box to write in, `lines` text lines high, with the value inside. */
function writingBox(text: string, lines: number, fontSize: number, width: number): Content {
  const height = Math.max(1, lines) * fontSize * 1.35 + 4;
  return {
    stack: [
      { canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: height, lineWidth: 0.6, lineColor: BOX }] },
      { text, fontSize, margin: [3, -height + 2, 3, 0] },
    ],
    margin: [0, 1, 0, 1],
  };
}

function ruledValue(text: string, fontSize: number, width: number): Content {
  return {
    stack: [
      { text: text === '' ? ' ' : text, fontSize },
      { canvas: [{ type: 'line', x1: 0, y1: 1, x2: width, y2: 1, lineWidth: 0.5, lineColor: RULE }] },
    ],
  };
}

function valueContent(field: ExportField, drawing: FieldDrawing, fontSize: number): Content {
  const shown = valueShown(field, drawing);
  const text = shown ? field.text : '';
  if (!drawing.editable) return ruledValue(text, fontSize, drawing.width);
  if (field.kind === 'check') return ticked('', shown && field.checked, false, fontSize);
  if (field.kind === 'choice') {
    const round = field.source.TypeId === FieldType.RadioButtonList;
    return {
      stack: field.options.map((o) => ticked(o.name, shown && o.checked, round && !field.multiple, fontSize)),
    };
  }
  const lines = field.source.TypeId === FieldType.TextArea ? (field.source.CSS?.AreaRows ?? 3) : 1;
  return writingBox(text, lines, fontSize, drawing.width);
}

/**
 * A picture at the size the page shows it (imageSizeOf): pixels of the form at the PDF's scale, or a percentage of
 * the cell's width; without a height it keeps its proportions. Never wider than its cell nor taller than a page:
 * it then shrinks, proportions kept.
 */
function pictureContent(picture: PrintedPicture, field: ExportField, drawing: FieldDrawing): Content {
  const size = imageSizeOf(field.field.CSS);
  const length = (l: ImageLength) =>
    l.unit === '%' ? (drawing.width * l.value) / 100 : l.value * drawing.scale;
  let width = Math.max(1, length(size.width));
  let height = size.height ? Math.max(1, length(size.height)) : (width * picture.height) / picture.width;
  const shrink = Math.min(1, drawing.width / width, (drawing.maxHeight ?? Infinity) / height);
  width *= shrink;
  height *= shrink;
  return { image: picture.dataUrl, width, height };
}

function staticContent(field: ExportField, drawing: FieldDrawing, fontSize: number): Content {
  const css = field.field.CSS ?? {};
  if (field.kind === 'image') {
    const picture = drawing.pictures?.get(field.id);
    if (picture && drawing.printImages === false)
      return errorContent({ ...field, error: IMAGE_NOT_PRINTED }, fontSize);
    if (picture) return pictureContent(picture, field, drawing);
    // Nothing to show (no picture, no stored file): the field's name, as the page shows it.
    return { text: field.label || 'Image', fontSize, color: '#777', italics: true };
  }
  const base = {
    fontSize: field.kind === 'header' ? fontSize * 1.3 : fontSize,
    bold: field.kind === 'header' || (css.Weight ?? 400) >= 600,
    color: css.Color,
    alignment: css.TextAlign,
  };
  const content = htmlToPdf(drawing.html.tree(field.html), base);
  if (content.length > 0) return { stack: content };
  return field.kind === 'header' ? { text: field.label, fontSize: base.fontSize, bold: true } : '';
}

/** A field that cannot be shown: its label, then the error in red. */
export function errorContent(field: Pick<ExportField, 'label' | 'error'>, fontSize: number): Content {
  const error: Content = { text: exportErrorText(field), fontSize, color: ERROR_COLOUR };
  return field.label ? { stack: [{ text: field.label, fontSize, color: '#333' }, error] } : error;
}

/** The content of a field's cell ('' for empty and hidden fields). */
export function fieldContent(field: ExportField, drawing: FieldDrawing): Content {
  if (!field.visible || field.kind === 'empty') return '';
  const fontSize = fontSizeOf(field, drawing.scale);
  if (field.error) return errorContent(field, fontSize);
  if (field.kind === 'header' || field.kind === 'text' || field.kind === 'image')
    return staticContent(field, drawing, fontSize);
  const css = field.field.CSS ?? {};
  const label: Content = {
    text: field.label,
    fontSize,
    bold: (css.Weight ?? 400) >= 600,
    italics: css.Italic === true,
    color: css.Color ?? '#333',
    alignment: css.TextAlign,
  };
  if (!field.showLabel) return valueContent(field, drawing, fontSize);
  if (css.FieldLayout === 'horizontal') {
    const ratio = Math.min(90, Math.max(10, css.LabelRatio ?? 30));
    const labelWidth = (drawing.width * ratio) / 100;
    const inner = { ...drawing, width: Math.max(10, drawing.width - labelWidth - 4) };
    return {
      columns: [
        { ...label, width: labelWidth },
        { width: '*', stack: [valueContent(field, inner, fontSize)] },
      ],
      columnGap: 4,
    };
  }
  return { stack: [label, valueContent(field, drawing, fontSize)] };
}
