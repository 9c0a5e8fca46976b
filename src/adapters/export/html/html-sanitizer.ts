import type { Config, DOMPurify } from 'dompurify';

/**
 * The HTML allow-list of the PDF export (forms spec §7: "Allowed HTML attributes follow an allow-list;
 * other values are removed"). Header and text fields hold rich text from the designer's editor; only what
 * is listed here reaches the PDF. Everything else is removed by DOMPurify: other tags (their text is kept,
 * except script, style and similar whose content goes too), other attributes (every on* handler, src,
 * class, id...), URLs that are not http, https or mailto (javascript:, data:...), and CSS properties or
 * values that are not listed below. docs/exports.md documents the list.
 */
export const HTML_ALLOW_LIST = {
  tags: ['p', 'div', 'span', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'font', 'blockquote'],
  attributes: ['style', 'href', 'title', 'align', 'color', 'size'],
  styles: ['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-decoration', 'text-align'],
  /** Links: absolute http, https or mailto URLs only. */
  uri: /^(?:https?:|mailto:)/i,
} as const;

/**
 * DOMPurify checks every attribute value that looks like a URL against this: the allowed schemes, or text
 * with no scheme at all (so `align="center"` passes). Links are held to HTML_ALLOW_LIST.uri by the hook.
 */
const URI_VALUES = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export type HtmlNode =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'element'; readonly tag: string; readonly attrs: Readonly<Record<string, string>>; readonly children: readonly HtmlNode[] };

/** Sanitises rich text with the allow-list. */
export interface HtmlSanitizer {
  /** The sanitised HTML. */
  sanitize(html: string): string;
  /** The sanitised HTML as a tree, for rendering without a DOM (html-to-pdf.ts). */
  tree(html: string): HtmlNode[];
}

/** CSS values made of plain words, numbers, units, # colours and rgb(); nothing that can fetch or run. */
const SAFE_CSS_VALUE = /^[#\w\s.,%()-]{1,80}$/;
const UNSAFE_CSS = /url\(|expression|javascript|@import|\\/i;
const ALIGN = /^(left|center|right|justify)$/i;
const FONT_SIZE = /^[1-7]$/;
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

/** Keeps the allowed declarations of a style attribute; '' when none is left. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!(HTML_ALLOW_LIST.styles as readonly string[]).includes(property)) continue;
    if (!SAFE_CSS_VALUE.test(value) || UNSAFE_CSS.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOW_LIST.tags],
  ALLOWED_ATTR: [...HTML_ALLOW_LIST.attributes],
  ALLOWED_URI_REGEXP: URI_VALUES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

function toTree(nodes: ArrayLike<DomNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.nodeType === 3) out.push({ type: 'text', text: node.textContent ?? '' });
    else if (node.nodeType === 1) {
      const attrs: Record<string, string> = {};
      for (let a = 0; a < (node.attributes?.length ?? 0); a++) {
        const attr = (node.attributes as ArrayLike<{ name: string; value: string }>)[a];
        attrs[attr.name.toLowerCase()] = attr.value;
      }
      out.push({ type: 'element', tag: node.nodeName.toLowerCase(), attrs, children: toTree(node.childNodes) });
    }
  }
  return out;
}

/**
 * An allow-list sanitiser over a DOMPurify instance of its own (it gets hooks, so do not pass a shared
 * one): in the browser `DOMPurify(window)`, in Node `DOMPurify(new JSDOM('').window)`.
 */
export function createHtmlSanitizer(purify: DOMPurify): HtmlSanitizer {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue;
    let keep = true;
    if (data.attrName === 'style') {
      data.attrValue = filterStyle(value);
      keep = data.attrValue !== '';
    } else if (data.attrName === 'href') keep = HTML_ALLOW_LIST.uri.test(value.trim());
    else if (data.attrName === 'align') keep = ALIGN.test(value);
    else if (data.attrName === 'size') keep = FONT_SIZE.test(value);
    else if (data.attrName === 'color') keep = COLOR.test(value);
    if (!keep) data.keepAttr = false;
  });
  return {
    sanitize: (html) => purify.sanitize(html ?? '', CONFIG),
    tree: (html) => {
      if (!html) return [];
      const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as unknown as DomNode;
      return toTree(fragment.childNodes);
    },
  };
}
