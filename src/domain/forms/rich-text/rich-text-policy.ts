/**
 * The one policy for rich text (header and text fields, forms spec §7: "Allowed HTML attributes follow an
 * allow-list; other values are removed"). Rich text may only format: every place that shows or prints it
 * (the instance page, the designer, the PDF in the browser and on the server) sanitises it with this list
 * through rich-text-sanitizer.ts. docs/exports.md documents the list.
 *
 * Nothing that can submit, run, embed or fetch survives: no form, input, button, iframe, object, svg, math,
 * style or script; no event handler; no URL other than http, https and mailto links; no remote image (an
 * image is kept only as an inline PNG, JPEG, GIF or WebP data URL, because the editor accepts dropped image
 * files, spec §9); no CSS beyond a few text properties with plain values.
 */
export const RICH_TEXT_POLICY = {
  tags: [
    'p',
    'div',
    'span',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'font',
    'blockquote',
    'img',
  ],
  /** Attributes, each allowed only on the tags named (`*`: any allowed tag). */
  attributes: {
    style: '*',
    title: '*',
    align: '*',
    href: ['a'],
    color: ['font'],
    size: ['font'],
    src: ['img'],
    alt: ['img'],
    width: ['img'],
    height: ['img'],
  } as Readonly<Record<string, '*' | readonly string[]>>,
  styles: [
    'color',
    'background-color',
    'font-size',
    'font-weight',
    'font-style',
    'text-decoration',
    'text-align',
  ],
  /** Links: absolute http, https or mailto URLs only. */
  link: /^(?:https?:|mailto:)/i,
  /** Images: inline raster data only (never a URL the browser would fetch). */
  image: /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i,
  /** Set on every kept link: the linked page gets no handle on ours and no referrer. */
  linkRel: 'noopener noreferrer',
} as const;

/** CSS values made of plain words, numbers, units, # colours and rgb(); nothing that can fetch or run. */
const SAFE_CSS_VALUE = /^[#\w\s.,%()-]{1,80}$/;
const UNSAFE_CSS = /url\(|expression|javascript|@import|\\/i;
const ALIGN = /^(?:left|center|right|justify)$/i;
const FONT_SIZE = /^[1-7]$/;
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]{1,40}\))$/i;
const PIXELS = /^\d{1,4}%?$/;
const MAX_TITLE = 500;

/** Keeps the allowed declarations of a style attribute; '' when none is left. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!(RICH_TEXT_POLICY.styles as readonly string[]).includes(property)) continue;
    if (!SAFE_CSS_VALUE.test(value) || UNSAFE_CSS.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

const VALUE_CHECKS: Record<string, (value: string) => string | null> = {
  style: (value) => filterStyle(value) || null,
  href: (value) => (RICH_TEXT_POLICY.link.test(value.trim()) ? value.trim() : null),
  src: (value) => (RICH_TEXT_POLICY.image.test(value.trim()) ? value.trim() : null),
  align: (value) => (ALIGN.test(value) ? value : null),
  size: (value) => (FONT_SIZE.test(value) ? value : null),
  color: (value) => (COLOR.test(value) ? value : null),
  width: (value) => (PIXELS.test(value) ? value : null),
  height: (value) => (PIXELS.test(value) ? value : null),
  title: (value) => value.slice(0, MAX_TITLE),
  alt: (value) => value.slice(0, MAX_TITLE),
};

/**
 * The value an attribute keeps on a tag under the policy, or null when it goes. Both names lower case.
 */
export function allowedAttributeValue(tag: string, name: string, value: string): string | null {
  const on = RICH_TEXT_POLICY.attributes[name];
  if (on === undefined || (on !== '*' && !on.includes(tag))) return null;
  const check = VALUE_CHECKS[name];
  return check ? check(value) : null;
}
