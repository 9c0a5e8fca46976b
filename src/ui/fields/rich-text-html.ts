import DOMPurify from 'dompurify';
import { createRichTextSanitizer, type HtmlSanitizer } from '../../domain/forms/rich-text/rich-text-sanitizer';

let sanitizer: HtmlSanitizer | undefined;

/**
 * Rich text (header and text fields) made safe to show: the one policy of domain/forms/rich-text/, the same
 * the PDF applies, over a DOMPurify instance of the page's own (the policy adds hooks to it).
 */
export function sanitiseRichText(html: string): string {
  sanitizer ??= createRichTextSanitizer(DOMPurify(window));
  return sanitizer.sanitize(html);
}
