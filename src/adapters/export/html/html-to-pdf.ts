import type { Content } from 'pdfmake/interfaces';
import type { HtmlNode } from '../../../domain/forms/rich-text/rich-text-sanitizer';

/**
 * Renders sanitised rich text (domain/forms/rich-text/rich-text-sanitizer.ts) as pdfmake content: paragraphs, headings, list items and
 * blockquotes become blocks; bold, italics, underline, strike-through, colours, sizes, links, sub- and
 * superscript become styled text runs. Whitespace collapses as in HTML.
 */
export interface HtmlBase {
  /** Font size in points of the surrounding text. */
  readonly fontSize: number;
  readonly bold?: boolean;
  readonly color?: string;
  readonly alignment?: Alignment;
}

type Alignment = 'left' | 'center' | 'right' | 'justify';
interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  color?: string;
  background?: string;
  fontSize: number;
  link?: string;
  sup?: boolean;
  sub?: boolean;
}
interface Run extends RunStyle {
  text: string;
}
interface Block {
  runs: Run[];
  alignment?: Alignment;
  indent: number;
}

const HEADING_EM: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
const FONT_TAG_PX = [10, 13, 16, 18, 24, 32, 48];
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'ul', 'ol']);
const PX_TO_PT = 0.75;

function hexColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(text) || /^[a-z]{3,20}$/.test(text)) return text;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(text);
  if (!rgb) return undefined;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

function cssSize(value: string | undefined, base: number): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(px|pt|em|rem|%)?$/.exec((value ?? '').trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  const size =
    match[2] === 'pt'
      ? n
      : match[2] === 'em' || match[2] === 'rem'
        ? n * base
        : match[2] === '%'
          ? (n / 100) * base
          : n * PX_TO_PT;
  return size > 0 ? Math.min(size, 96) : undefined;
}

function stylesOf(attrs: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of (attrs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      out[declaration.slice(0, colon).trim().toLowerCase()] = declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
  }
  return out;
}

function alignmentOf(
  attrs: Readonly<Record<string, string>>,
  css: Record<string, string>,
): Alignment | undefined {
  const value = (css['text-align'] ?? attrs.align ?? '').toLowerCase();
  return ['left', 'center', 'right', 'justify'].includes(value) ? (value as Alignment) : undefined;
}

function styleFor(tag: string, attrs: Readonly<Record<string, string>>, style: RunStyle): RunStyle {
  const css = stylesOf(attrs);
  const next: RunStyle = { ...style };
  if (tag === 'b' || tag === 'strong' || tag in HEADING_EM) next.bold = true;
  if (tag === 'i' || tag === 'em') next.italics = true;
  if (tag === 'u') next.decoration = 'underline';
  if (tag === 's' || tag === 'strike') next.decoration = 'lineThrough';
  if (tag === 'sup') next.sup = true;
  if (tag === 'sub') next.sub = true;
  if (tag in HEADING_EM) next.fontSize = style.fontSize * HEADING_EM[tag];
  if (tag === 'font' && attrs.size) next.fontSize = FONT_TAG_PX[Number(attrs.size) - 1] * PX_TO_PT;
  if (tag === 'font' && attrs.color) next.color = hexColor(attrs.color) ?? next.color;
  if (tag === 'a' && attrs.href) {
    next.link = attrs.href;
    next.decoration = 'underline';
    next.color = '#1a56db';
  }
  if (css['font-weight']) next.bold = css['font-weight'] === 'bold' || Number(css['font-weight']) >= 600;
  if (css['font-style']) next.italics = css['font-style'] === 'italic' || css['font-style'] === 'oblique';
  if (css['text-decoration']?.includes('underline')) next.decoration = 'underline';
  if (css['text-decoration']?.includes('line-through')) next.decoration = 'lineThrough';
  next.color = hexColor(css.color) ?? next.color;
  next.background = hexColor(css['background-color']) ?? next.background;
  next.fontSize = cssSize(css['font-size'], style.fontSize) ?? next.fontSize;
  return next;
}

/** Converts the tree; an empty array when there is no visible text. */
export function htmlToPdf(nodes: readonly HtmlNode[], base: HtmlBase): Content[] {
  const blocks: Block[] = [];
  let current: Block = { runs: [], alignment: base.alignment, indent: 0 };
  const flush = (next: Partial<Block> = {}) => {
    if (current.runs.some((run) => run.text.trim() !== '')) blocks.push(current);
    current = { runs: [], alignment: next.alignment ?? base.alignment, indent: next.indent ?? 0 };
  };
  const walk = (
    list: readonly HtmlNode[],
    style: RunStyle,
    indent: number,
    ordered: { n: number } | null,
  ) => {
    for (const node of list) {
      if (node.type === 'text') {
        const text = node.text.replace(/\s+/g, ' ');
        if (text !== '')
          current.runs.push({ ...style, text: current.runs.length === 0 ? text.trimStart() : text });
        continue;
      }
      if (node.tag === 'br') {
        current.runs.push({ ...style, text: '\n' });
        continue;
      }
      const inner = styleFor(node.tag, node.attrs, style);
      if (!BLOCKS.has(node.tag)) {
        walk(node.children, inner, indent, ordered);
        continue;
      }
      const depth = node.tag === 'ul' || node.tag === 'ol' || node.tag === 'blockquote' ? indent + 1 : indent;
      flush({ alignment: alignmentOf(node.attrs, stylesOf(node.attrs)), indent: depth });
      if (node.tag === 'li') current.runs.push({ ...inner, text: ordered ? `${++ordered.n}. ` : '• ' });
      const list = node.tag === 'ol' ? { n: 0 } : node.tag === 'ul' ? null : ordered;
      walk(node.children, inner, depth, list);
      flush({ indent });
    }
  };
  walk(nodes, { fontSize: base.fontSize, bold: base.bold, color: base.color }, 0, null);
  flush();
  return blocks.map((block) => ({
    text: block.runs.map((run, i) =>
      i === block.runs.length - 1 ? { ...run, text: run.text.trimEnd() } : run,
    ),
    alignment: block.alignment,
    margin: [block.indent * 12, 0, 0, 2],
  }));
}
