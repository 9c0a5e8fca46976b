import { RICH_TEXT_POLICY, allowedAttributeValue } from './rich-text-policy';

/**
 * Rich text sanitised with the one policy (rich-text-policy.ts) by DOMPurify. The caller brings a
 * DOMPurify instance of its own, as this adds hooks to it: in the browser `DOMPurify(window)`, in Node
 * `DOMPurify(new JSDOM('').window)`. So the policy stays pure and every place applies the same one.
 */
export type HtmlNode =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'element';
      readonly tag: string;
      readonly attrs: Readonly<Record<string, string>>;
      readonly children: readonly HtmlNode[];
    };

/** Sanitises rich text with the policy. */
export interface HtmlSanitizer {
  /** The sanitised HTML, safe to set as innerHTML. */
  sanitize(html: string): string;
  /** The sanitised HTML as a tree, for rendering without a DOM (the PDF). */
  tree(html: string): HtmlNode[];
}

interface PurifiedNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<PurifiedNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
  setAttribute?(name: string, value: string): void;
}

interface AttributeEvent {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

/** The slice of DOMPurify this uses (a DOMPurify instance fits it). */
export interface Purifier {
  addHook(
    entryPoint: 'uponSanitizeAttribute',
    hook: (node: PurifiedNode, event: AttributeEvent) => void,
  ): void;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: PurifiedNode) => void): void;
  sanitize(html: string, config: object): unknown;
}

/**
 * DOMPurify checks every attribute value that looks like a URL against this: the allowed schemes, or text
 * with no scheme at all (so `align="center"` passes). The hook holds links and images to the policy.
 */
const URI_VALUES = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
  ALLOWED_ATTR: Object.keys(RICH_TEXT_POLICY.attributes),
  ALLOWED_URI_REGEXP: URI_VALUES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

function toTree(nodes: ArrayLike<PurifiedNode>): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.nodeType === 3) out.push({ type: 'text', text: node.textContent ?? '' });
    else if (node.nodeType === 1) {
      const attrs: Record<string, string> = {};
      const list = node.attributes ?? [];
      for (let a = 0; a < list.length; a++) attrs[list[a].name.toLowerCase()] = list[a].value;
      out.push({
        type: 'element',
        tag: node.nodeName.toLowerCase(),
        attrs,
        children: toTree(node.childNodes),
      });
    }
  }
  return out;
}

export function createRichTextSanitizer(purify: Purifier): HtmlSanitizer {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const value = allowedAttributeValue(
      node.nodeName.toLowerCase(),
      event.attrName.toLowerCase(),
      event.attrValue,
    );
    if (value === null) event.keepAttr = false;
    else event.attrValue = value;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.setAttribute)
      node.setAttribute('rel', RICH_TEXT_POLICY.linkRel);
  });
  return {
    sanitize: (html) => (html ? String(purify.sanitize(html, CONFIG)) : ''),
    tree: (html) => {
      if (!html) return [];
      const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as PurifiedNode;
      return toTree(fragment.childNodes);
    },
  };
}
